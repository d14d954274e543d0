-- CreateEnum
CREATE TYPE "ReservationOutcome" AS ENUM ('ARRIVED', 'NO_SHOW', 'CANCELLED_BY_CLIENT', 'CANCELLED_BY_STAFF', 'DECLINED');

-- AlterTable
ALTER TABLE "reservation_events" ADD COLUMN     "actual_guests" INTEGER,
ADD COLUMN     "outcome" "ReservationOutcome";

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "actual_guests" INTEGER,
ADD COLUMN     "checked_in_at" TIMESTAMPTZ(3),
ADD COLUMN     "checked_in_by" UUID,
ADD COLUMN     "closed_at" TIMESTAMPTZ(3),
ADD COLUMN     "outcome" "ReservationOutcome";

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_checked_in_by_fkey" FOREIGN KEY ("checked_in_by") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: every closed reservation gets an outcome and the moment it closed. FINISHED means the
-- group came. A DELETED one is read from its last status change: made by the client's side (only
-- account closure does that) → CANCELLED_BY_CLIENT; from CREATED (nobody had accepted it) → DECLINED;
-- otherwise → CANCELLED_BY_STAFF. Before this column nobody recorded who asked for a cancellation,
-- so staff cancellations made at a client's request count as the restaurant's (the cautious reading:
-- no client gets a late cancellation it may not have made).
WITH last_close AS (
  SELECT DISTINCT ON (e.reservation_id) e.reservation_id, e.from_status, e.actor_kind, e.created_at
    FROM "reservation_events" e
   WHERE e.kind = 'STATUS_CHANGED' AND e.to_status IN ('FINISHED', 'DELETED')
   ORDER BY e.reservation_id, e.created_at DESC, e.id DESC
)
UPDATE "reservations" r
   SET "outcome" = CASE
         WHEN r.status = 'FINISHED' THEN 'ARRIVED'::"ReservationOutcome"
         WHEN l.actor_kind = 'CLIENT' THEN 'CANCELLED_BY_CLIENT'::"ReservationOutcome"
         WHEN l.from_status = 'CREATED' THEN 'DECLINED'::"ReservationOutcome"
         ELSE 'CANCELLED_BY_STAFF'::"ReservationOutcome" END,
       "closed_at" = coalesce(l.created_at, r.updated_at)
  FROM "reservations" r2
  LEFT JOIN last_close l ON l.reservation_id = r2.id
 WHERE r.id = r2.id AND r.status IN ('FINISHED', 'DELETED');

UPDATE "reservation_events" e
   SET "outcome" = CASE
         WHEN e.to_status = 'FINISHED' THEN 'ARRIVED'::"ReservationOutcome"
         WHEN e.actor_kind = 'CLIENT' THEN 'CANCELLED_BY_CLIENT'::"ReservationOutcome"
         WHEN e.from_status = 'CREATED' THEN 'DECLINED'::"ReservationOutcome"
         ELSE 'CANCELLED_BY_STAFF'::"ReservationOutcome" END
 WHERE e.kind = 'STATUS_CHANGED' AND e.to_status IN ('FINISHED', 'DELETED');

-- A counted headcount is at least one. (The outcome is set by every service that closes a
-- reservation; it is not a CHECK so that rows written by hand, e.g. imports, stay possible.)
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_actual_guests_positive" CHECK ("actual_guests" IS NULL OR "actual_guests" > 0);
