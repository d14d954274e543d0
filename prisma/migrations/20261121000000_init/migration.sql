-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'sl');

-- CreateEnum
CREATE TYPE "OrganisationStatus" AS ENUM ('PENDING', 'APPROVED', 'BLOCKED', 'ARCHIVED');

-- CreateEnum
CREATE TYPE "StopType" AS ENUM ('SHORT_STOP', 'LONG_STOP');

-- CreateEnum
CREATE TYPE "ReservationStatus" AS ENUM ('CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED');

-- CreateEnum
CREATE TYPE "ReservationEventKind" AS ENUM ('CREATED', 'STATUS_CHANGED', 'EDITED');

-- CreateEnum
CREATE TYPE "OneTimeTokenPurpose" AS ENUM ('EMAIL_VERIFICATION', 'PASSWORD_RESET');

-- CreateEnum
CREATE TYPE "ActorKind" AS ENUM ('ANONYMOUS', 'CLIENT', 'STAFF', 'SYSTEM');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "organisations" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "username" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "contact_info" TEXT,
    "language" "Language" NOT NULL DEFAULT 'en',
    "status" "OrganisationStatus" NOT NULL DEFAULT 'PENDING',
    "email_verified_at" TIMESTAMPTZ(3),
    "terms_accepted_at" TIMESTAMPTZ(3) NOT NULL,
    "approved_at" TIMESTAMPTZ(3),
    "approved_by_id" UUID,
    "blocked_at" TIMESTAMPTZ(3),
    "blocked_reason" TEXT,
    "archived_at" TIMESTAMPTZ(3),
    "purge_after" TIMESTAMPTZ(3),
    "last_sign_in_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "organisations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "is_manager" BOOLEAN,
    "language" "Language" NOT NULL DEFAULT 'en',
    "disabled_at" TIMESTAMPTZ(3),
    "last_sign_in_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservations" (
    "id" UUID NOT NULL,
    "order_number" TEXT NOT NULL,
    "organisation_id" UUID NOT NULL,
    "type" "StopType" NOT NULL,
    "guests" INTEGER NOT NULL,
    "seat_reservation" BOOLEAN NOT NULL,
    "arrival_at" TIMESTAMPTZ(3) NOT NULL,
    "arrival_day" DATE NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "responsible_first_name" TEXT,
    "responsible_last_name" TEXT,
    "message" TEXT,
    "wishes" TEXT,
    "status" "ReservationStatus" NOT NULL DEFAULT 'CREATED',
    "staff_note" TEXT,
    "quoted_price_cents" INTEGER,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reservations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservation_events" (
    "id" UUID NOT NULL,
    "reservation_id" UUID NOT NULL,
    "kind" "ReservationEventKind" NOT NULL,
    "from_status" "ReservationStatus",
    "to_status" "ReservationStatus",
    "changes" JSONB,
    "note" TEXT,
    "actor_kind" "ActorKind" NOT NULL,
    "actor_staff_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reservation_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_time_tokens" (
    "id" UUID NOT NULL,
    "purpose" "OneTimeTokenPurpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "organisation_id" UUID,
    "staff_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "one_time_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "organisation_id" UUID,
    "staff_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "actor_kind" "ActorKind" NOT NULL,
    "actor_id" UUID,
    "subject_type" TEXT,
    "subject_id" TEXT,
    "ip" TEXT,
    "detail" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_texts" (
    "key" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "value" TEXT NOT NULL,
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_texts_pkey" PRIMARY KEY ("key","language")
);

-- CreateTable
CREATE TABLE "stop_offers" (
    "type" "StopType" NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stop_offers_pkey" PRIMARY KEY ("type")
);

-- CreateTable
CREATE TABLE "menu_items" (
    "id" UUID NOT NULL,
    "stop_type" "StopType" NOT NULL,
    "position" INTEGER NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_sl" TEXT NOT NULL,
    "description_en" TEXT,
    "description_sl" TEXT,
    "price_cents" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "menu_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seat_capacity" INTEGER NOT NULL DEFAULT 150,
    "long_stop_minutes" INTEGER NOT NULL DEFAULT 90,
    "short_stop_minutes" INTEGER NOT NULL DEFAULT 30,
    "slot_minutes" INTEGER NOT NULL DEFAULT 15,
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opening_hours" (
    "weekday" INTEGER NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "opens_minute" INTEGER NOT NULL DEFAULT 420,
    "closes_minute" INTEGER NOT NULL DEFAULT 1320,

    CONSTRAINT "opening_hours_pkey" PRIMARY KEY ("weekday")
);

-- CreateTable
CREATE TABLE "closed_days" (
    "day" DATE NOT NULL,
    "reason" TEXT,

    CONSTRAINT "closed_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" UUID NOT NULL,
    "to_address" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "template" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "organisation_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "reset_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "captcha_uses" (
    "signature_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "captcha_uses_pkey" PRIMARY KEY ("signature_hash")
);

-- CreateIndex
CREATE UNIQUE INDEX "organisations_email_key" ON "organisations"("email");

-- CreateIndex
CREATE UNIQUE INDEX "organisations_username_key" ON "organisations"("username");

-- CreateIndex
CREATE INDEX "organisations_status_created_at_id_idx" ON "organisations"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "organisations_created_at_id_idx" ON "organisations"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "organisations_name_idx" ON "organisations"("name");

-- CreateIndex
CREATE INDEX "organisations_purge_after_idx" ON "organisations"("purge_after");

-- CreateIndex
CREATE UNIQUE INDEX "staff_name_key" ON "staff"("name");

-- CreateIndex
CREATE UNIQUE INDEX "staff_email_key" ON "staff"("email");

-- CreateIndex
CREATE UNIQUE INDEX "staff_is_manager_key" ON "staff"("is_manager");

-- CreateIndex
CREATE UNIQUE INDEX "reservations_order_number_key" ON "reservations"("order_number");

-- CreateIndex
CREATE INDEX "reservations_organisation_id_created_at_id_idx" ON "reservations"("organisation_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "reservations_organisation_id_status_idx" ON "reservations"("organisation_id", "status");

-- CreateIndex
CREATE INDEX "reservations_status_created_at_id_idx" ON "reservations"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "reservations_status_arrival_at_id_idx" ON "reservations"("status", "arrival_at", "id");

-- CreateIndex
CREATE INDEX "reservations_arrival_at_id_idx" ON "reservations"("arrival_at", "id");

-- CreateIndex
CREATE INDEX "reservations_arrival_day_status_idx" ON "reservations"("arrival_day", "status");

-- CreateIndex
CREATE INDEX "reservation_events_reservation_id_created_at_idx" ON "reservation_events"("reservation_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_tokens_token_hash_key" ON "one_time_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "one_time_tokens_organisation_id_purpose_created_at_idx" ON "one_time_tokens"("organisation_id", "purpose", "created_at" DESC);

-- CreateIndex
CREATE INDEX "one_time_tokens_staff_id_purpose_created_at_idx" ON "one_time_tokens"("staff_id", "purpose", "created_at" DESC);

-- CreateIndex
CREATE INDEX "one_time_tokens_expires_at_idx" ON "one_time_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens"("family_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_organisation_id_idx" ON "refresh_tokens"("organisation_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_staff_id_idx" ON "refresh_tokens"("staff_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_expires_at_idx" ON "refresh_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log"("action", "created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_subject_type_subject_id_created_at_idx" ON "audit_log"("subject_type", "subject_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_actor_id_created_at_idx" ON "audit_log"("actor_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "menu_items_stop_type_position_idx" ON "menu_items"("stop_type", "position");

-- CreateIndex
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "mail_outbox_organisation_id_idx" ON "mail_outbox"("organisation_id");

-- CreateIndex
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox"("created_at" DESC);

-- CreateIndex
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits"("reset_at");

-- CreateIndex
CREATE INDEX "captcha_uses_expires_at_idx" ON "captcha_uses"("expires_at");

-- AddForeignKey
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_approved_by_id_fkey" FOREIGN KEY ("approved_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_staff_id_fkey" FOREIGN KEY ("actor_staff_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_texts" ADD CONSTRAINT "site_texts_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stop_offers" ADD CONSTRAINT "stop_offers_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Reference data the app needs on an empty database (hand-written; everything above is
-- Prisma's own output for schema.prisma). Staff edit these rows later; later migrations must not
-- rewrite them.

-- Operating settings: the single row, with the column defaults.
INSERT INTO "settings" ("id", "updated_at") VALUES (1, CURRENT_TIMESTAMP);

-- Open every day 07:00-22:00 (minutes after local midnight).
INSERT INTO "opening_hours" ("weekday", "closed", "opens_minute", "closes_minute") VALUES
    (1, false, 420, 1320),
    (2, false, 420, 1320),
    (3, false, 420, 1320),
    (4, false, 420, 1320),
    (5, false, 420, 1320),
    (6, false, 420, 1320),
    (7, false, 420, 1320);

-- Headline prices per guest, in cents.
INSERT INTO "stop_offers" ("type", "price_cents", "currency", "updated_at") VALUES
    ('SHORT_STOP', 450, 'EUR', CURRENT_TIMESTAMP),
    ('LONG_STOP', 1890, 'EUR', CURRENT_TIMESTAMP);

-- Menus. Ids are fixed UUIDv7-shaped literals because ids have no database default (Prisma
-- generates them client-side). No per-item price: the stop offer's per-guest price covers them.
INSERT INTO "menu_items" ("id", "stop_type", "position", "name_en", "name_sl", "description_en", "description_sl", "updated_at") VALUES
    ('01935f00-0000-7000-8000-000000000001', 'SHORT_STOP', 1, 'Coffee', 'Kava', 'Espresso, cappuccino or white coffee', 'Espresso, kapučino ali bela kava', CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000002', 'SHORT_STOP', 2, 'Tea', 'Čaj', 'Black, green, fruit or herbal tea', 'Črni, zeleni, sadni ali zeliščni čaj', CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000003', 'SHORT_STOP', 3, 'Doughnuts', 'Krofi', 'Filled with apricot jam', 'Polnjeni z marelično marmelado', CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000004', 'SHORT_STOP', 4, 'Pastries', 'Pecivo', 'Croissants and sweet pastries of the day', 'Rogljički in sladko pecivo dneva', CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000005', 'LONG_STOP', 1, 'Beef soup with noodles', 'Goveja juha z rezanci', NULL, NULL, CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000006', 'LONG_STOP', 2, 'Goulash with bread', 'Golaž s kruhom', NULL, NULL, CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000007', 'LONG_STOP', 3, 'Wiener schnitzel with potatoes', 'Dunajski zrezek s krompirjem', NULL, NULL, CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000008', 'LONG_STOP', 4, 'Vegetable risotto (vegetarian)', 'Zelenjavna rižota (vegetarijanska)', NULL, NULL, CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-000000000009', 'LONG_STOP', 5, 'Apple strudel', 'Jabolčni zavitek', NULL, NULL, CURRENT_TIMESTAMP);

-- Contact details and links shown in the footer and the contact page, per language.
INSERT INTO "site_texts" ("key", "language", "value", "updated_at") VALUES
    ('company.name', 'en', 'Stopover d.o.o.', CURRENT_TIMESTAMP),
    ('company.name', 'sl', 'Stopover d.o.o.', CURRENT_TIMESTAMP),
    ('contact.address', 'en', 'Tržaška cesta 1, 1370 Logatec', CURRENT_TIMESTAMP),
    ('contact.address', 'sl', 'Tržaška cesta 1, 1370 Logatec', CURRENT_TIMESTAMP),
    ('contact.country', 'en', 'Slovenia', CURRENT_TIMESTAMP),
    ('contact.country', 'sl', 'Slovenija', CURRENT_TIMESTAMP),
    ('contact.email', 'en', 'rezervacije@stopover.si', CURRENT_TIMESTAMP),
    ('contact.email', 'sl', 'rezervacije@stopover.si', CURRENT_TIMESTAMP),
    ('contact.phone', 'en', '+386 1 750 00 00', CURRENT_TIMESTAMP),
    ('contact.phone', 'sl', '+386 1 750 00 00', CURRENT_TIMESTAMP),
    ('contact.menuUrl', 'en', '/#menu', CURRENT_TIMESTAMP),
    ('contact.menuUrl', 'sl', '/#menu', CURRENT_TIMESTAMP),
    ('social.facebook', 'en', 'https://www.facebook.com/stopover.si', CURRENT_TIMESTAMP),
    ('social.facebook', 'sl', 'https://www.facebook.com/stopover.si', CURRENT_TIMESTAMP),
    ('social.instagram', 'en', 'https://www.instagram.com/stopover.si', CURRENT_TIMESTAMP),
    ('social.instagram', 'sl', 'https://www.instagram.com/stopover.si', CURRENT_TIMESTAMP);
