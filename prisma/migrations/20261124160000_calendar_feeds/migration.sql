-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" JSONB;

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "id" UUID NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "organisation_id" UUID,
    "staff_id" UUID,
    "last_fetched_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "calendar_feeds_one_owner" CHECK (("organisation_id" IS NULL) <> ("staff_id" IS NULL))
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_secret_hash_key" ON "calendar_feeds"("secret_hash");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_organisation_id_key" ON "calendar_feeds"("organisation_id");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_staff_id_key" ON "calendar_feeds"("staff_id");

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;
