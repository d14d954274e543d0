-- CreateEnum
CREATE TYPE "ApiTokenScope" AS ENUM ('READ_RESERVATIONS', 'CREATE_RESERVATIONS', 'MANAGE_WEBHOOKS', 'READ_ALL_RESERVATIONS');

-- CreateTable
CREATE TABLE "api_tokens" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "display_prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "organisation_id" UUID,
    "created_by_staff_id" UUID,
    "scopes" "ApiTokenScope"[],
    "expires_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "last_used_ip" TEXT,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_secret_hash_key" ON "api_tokens"("secret_hash");

-- CreateIndex
CREATE INDEX "api_tokens_organisation_id_created_at_id_idx" ON "api_tokens"("organisation_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "api_tokens_created_at_id_idx" ON "api_tokens"("created_at" DESC, "id");

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_staff_id_fkey" FOREIGN KEY ("created_by_staff_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;
