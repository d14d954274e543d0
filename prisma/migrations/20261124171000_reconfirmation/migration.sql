-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'RESERVATION_RECONFIRMATION';

-- AlterEnum
ALTER TYPE "ReservationEventKind" ADD VALUE 'RECONFIRMED';

-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "reservation_guests" INTEGER,
ADD COLUMN     "reservation_id" UUID;

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "reconfirmation_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "reconfirmed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "reconfirm_hours_before" INTEGER NOT NULL DEFAULT 24,
ADD COLUMN     "staff_digest_enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "staff_digest_hour" INTEGER NOT NULL DEFAULT 7;

-- CreateTable
CREATE TABLE "staff_digests" (
    "day" DATE NOT NULL,
    "arrivals" INTEGER NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_digests_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "one_time_tokens_reservation_id_idx" ON "one_time_tokens"("reservation_id");

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
