-- An organisation becomes a team: the people who sign in are members with roles. Every existing
-- organisation's one sign-in becomes its owner, keeping the same id (so sessions, access tokens and
-- links issued before this keep working), e-mail, password and language.
-- CreateEnum
CREATE TYPE "MemberRole" AS ENUM ('OWNER', 'BOOKER', 'ACCOUNTANT', 'VIEWER');

-- AlterTable
ALTER TABLE "api_tokens" ADD COLUMN     "created_by_member_id" UUID;

-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "actor_member_id" UUID;

-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "member_id" UUID;

-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "member_id" UUID;

-- AlterTable
ALTER TABLE "reservation_events" ADD COLUMN     "actor_member_id" UUID;

-- AlterTable
ALTER TABLE "reservation_messages" ADD COLUMN     "author_member_id" UUID;

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "booked_by_member_id" UUID;

-- CreateTable
CREATE TABLE "members" (
    "id" UUID NOT NULL,
    "email" TEXT,
    "password_hash" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "language" "Language" NOT NULL DEFAULT 'en',
    "email_verified_at" TIMESTAMPTZ(3),
    "last_sign_in_at" TIMESTAMPTZ(3),
    "erased_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memberships" (
    "id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "member_id" UUID NOT NULL,
    "role" "MemberRole" NOT NULL,
    "last_acted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_invitations" (
    "id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "role" "MemberRole" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "invited_by_member_id" UUID,
    "language" "Language" NOT NULL DEFAULT 'en',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "members_email_key" ON "members"("email");

-- CreateIndex
CREATE UNIQUE INDEX "memberships_organisation_id_member_id_key" ON "memberships"("organisation_id", "member_id");

-- CreateIndex
CREATE INDEX "memberships_member_id_idx" ON "memberships"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_invitations_token_hash_key" ON "member_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "member_invitations_organisation_id_created_at_id_idx" ON "member_invitations"("organisation_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "member_invitations_email_idx" ON "member_invitations"("email");

-- CreateIndex
CREATE INDEX "one_time_tokens_member_id_purpose_created_at_idx" ON "one_time_tokens"("member_id", "purpose", "created_at" DESC);

-- CreateIndex
CREATE INDEX "refresh_tokens_member_id_idx" ON "refresh_tokens"("member_id");

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_member_id_fkey" FOREIGN KEY ("invited_by_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booked_by_member_id_fkey" FOREIGN KEY ("booked_by_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_member_id_fkey" FOREIGN KEY ("actor_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_messages" ADD CONSTRAINT "reservation_messages_author_member_id_fkey" FOREIGN KEY ("author_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_member_id_fkey" FOREIGN KEY ("created_by_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A member's role in a session decides what it may do; an erased member keeps no address.
ALTER TABLE "members" ADD CONSTRAINT "members_erased_has_no_address" CHECK ("erased_at" IS NULL OR ("email" IS NULL AND "password_hash" IS NULL));
-- An organisation's session names both the organisation and the person.
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_acts_for_organisation" CHECK ("member_id" IS NULL OR "organisation_id" IS NOT NULL);

-- Today's sign-ins become owners.
INSERT INTO "members" ("id", "email", "password_hash", "first_name", "last_name", "language", "email_verified_at", "last_sign_in_at", "created_at", "updated_at")
SELECT "id", "email", "password_hash", "first_name", "last_name", "language", "email_verified_at", "last_sign_in_at", "created_at", "updated_at"
FROM "organisations";

INSERT INTO "memberships" ("id", "organisation_id", "member_id", "role", "last_acted_at", "created_at")
SELECT "id", "id", "id", 'OWNER', "last_sign_in_at", "created_at" FROM "organisations";

-- Open sessions and pending links now belong to the owner they were issued to.
UPDATE "refresh_tokens" SET "member_id" = "organisation_id" WHERE "organisation_id" IS NOT NULL;
UPDATE "one_time_tokens" SET "member_id" = "organisation_id"
WHERE "organisation_id" IS NOT NULL AND "purpose" IN ('EMAIL_VERIFICATION', 'PASSWORD_RESET');

-- The password now lives with the person.
ALTER TABLE "organisations" DROP COLUMN "password_hash";
