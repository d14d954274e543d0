-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "stop_type" "StopType";

-- Documents issued before this take the type of the reservation they still point at (credit notes
-- that of their invoice's); the freeze is lifted for this one statement only.
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_keep_issued";
UPDATE "invoices" i SET "stop_type" = r."type" FROM "reservations" r WHERE r."id" = i."reservation_id";
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_keep_issued";
