-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "terms_accepted_at" TIMESTAMPTZ(3);
