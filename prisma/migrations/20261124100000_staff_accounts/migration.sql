-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'STAFF_INVITATION';

-- AlterTable
ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;
