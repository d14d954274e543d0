-- CreateEnum
CREATE TYPE "BookingOverride" AS ENUM ('LEAD_TIME', 'HORIZON');

-- AlterTable
ALTER TABLE "reservation_events" ADD COLUMN     "override_reason" TEXT,
ADD COLUMN     "overrides" "BookingOverride"[] DEFAULT ARRAY[]::"BookingOverride"[];

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "booked_by_staff_id" UUID;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booked_by_staff_id_fkey" FOREIGN KEY ("booked_by_staff_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;
