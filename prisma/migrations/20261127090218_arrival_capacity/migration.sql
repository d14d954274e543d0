-- CreateEnum
CREATE TYPE "DriverState" AS ENUM ('EXPECTED', 'ON_TIME', 'DELAYED', 'ARRIVED');

-- CreateEnum
CREATE TYPE "WaitingListStatus" AS ENUM ('WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'ENDED');

-- AlterEnum
ALTER TYPE "BookingOverride" ADD VALUE 'PACING';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ReservationEventKind" ADD VALUE 'DRIVER_REPORT';
ALTER TYPE "ReservationEventKind" ADD VALUE 'PLACED';

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "bays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "coaches" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "driver_link_version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "driver_reported_at" TIMESTAMPTZ(3),
ADD COLUMN     "driver_state" "DriverState" NOT NULL DEFAULT 'EXPECTED',
ADD COLUMN     "eta_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "bay_turnaround_minutes" INTEGER NOT NULL DEFAULT 10,
ADD COLUMN     "coach_bays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pacing_slot_minutes" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "waitlist_last_day_offer_hours" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "waitlist_offer_hours" INTEGER NOT NULL DEFAULT 12;

-- CreateTable
CREATE TABLE "pacing_rules" (
    "id" UUID NOT NULL,
    "stop_type" "StopType",
    "weekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "season_start" TEXT,
    "season_end" TEXT,
    "max_guests" INTEGER,
    "max_coaches" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pacing_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rooms" (
    "id" UUID NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_sl" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "season_start" TEXT,
    "season_end" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "room_combinations" (
    "id" UUID NOT NULL,
    "room_ids" UUID[],

    CONSTRAINT "room_combinations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservation_rooms" (
    "reservation_id" UUID NOT NULL,
    "room_id" UUID NOT NULL,
    "seats" INTEGER NOT NULL,

    CONSTRAINT "reservation_rooms_pkey" PRIMARY KEY ("reservation_id","room_id")
);

-- CreateTable
CREATE TABLE "waiting_list_entries" (
    "id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "window_start_minute" INTEGER NOT NULL,
    "window_end_minute" INTEGER NOT NULL,
    "type" "StopType" NOT NULL,
    "guests" INTEGER NOT NULL,
    "seat_reservation" BOOLEAN NOT NULL,
    "coaches" INTEGER NOT NULL DEFAULT 1,
    "status" "WaitingListStatus" NOT NULL DEFAULT 'WAITING',
    "offer_arrival_at" TIMESTAMPTZ(3),
    "offer_expires_at" TIMESTAMPTZ(3),
    "offer_version" INTEGER NOT NULL DEFAULT 0,
    "reservation_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "waiting_list_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reservation_rooms_room_id_idx" ON "reservation_rooms"("room_id");

-- CreateIndex
CREATE UNIQUE INDEX "waiting_list_entries_reservation_id_key" ON "waiting_list_entries"("reservation_id");

-- CreateIndex
CREATE INDEX "waiting_list_entries_day_status_created_at_idx" ON "waiting_list_entries"("day", "status", "created_at");

-- CreateIndex
CREATE INDEX "waiting_list_entries_organisation_id_day_idx" ON "waiting_list_entries"("organisation_id", "day");

-- AddForeignKey
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What the schema cannot say: the ranges the settings and counts live in.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_coaches_check" CHECK ("coaches" >= 1);
ALTER TABLE "settings" ADD CONSTRAINT "settings_pacing_slot_check" CHECK ("pacing_slot_minutes" IN (15, 30));
ALTER TABLE "settings" ADD CONSTRAINT "settings_coach_bays_check" CHECK ("coach_bays" >= 0 AND "bay_turnaround_minutes" >= 0);
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_seats_check" CHECK ("seats" > 0);
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_seats_check" CHECK ("seats" > 0);
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_window_check" CHECK ("window_start_minute" <= "window_end_minute");
