-- CreateTable
CREATE TABLE "staff_notes" (
    "id" UUID NOT NULL,
    "reservation_id" UUID,
    "organisation_id" UUID,
    "author_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "staff_notes_reservation_id_created_at_id_idx" ON "staff_notes"("reservation_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "staff_notes_organisation_id_created_at_id_idx" ON "staff_notes"("organisation_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "staff_notes_author_id_idx" ON "staff_notes"("author_id");

-- AddForeignKey
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A note belongs to exactly one reservation or one organisation (Prisma does not model CHECKs).
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_one_subject" CHECK (("reservation_id" IS NULL) <> ("organisation_id" IS NULL));
