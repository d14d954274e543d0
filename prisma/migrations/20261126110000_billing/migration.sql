-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('INVOICE', 'CREDIT_NOTE');

-- CreateEnum
CREATE TYPE "InvoiceStatus" AS ENUM ('DRAFT', 'ISSUED');

-- CreateEnum
CREATE TYPE "InvoiceLineKind" AS ENUM ('GUESTS', 'FREE_PLACES', 'DISH', 'CREW_MEALS', 'FEE', 'EXTRA');


-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "billing_terms" JSONB,
ADD COLUMN     "fee_waived_at" TIMESTAMPTZ(3),
ADD COLUMN     "fee_waived_by" UUID,
ADD COLUMN     "fee_waived_reason" TEXT;


-- CreateTable
CREATE TABLE "vat_rates" (
    "id" UUID NOT NULL,
    "rate_bp" INTEGER NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'S',
    "name_en" TEXT NOT NULL,
    "name_sl" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vat_rates_pkey" PRIMARY KEY ("id")
);

-- The manager's VAT rates, seeded with Slovenia's (ZDDV-1): the general rate and the reduced rate
-- that restaurant and catering services take for food. Fixed ids: ids have no database default.
INSERT INTO "vat_rates" ("id", "rate_bp", "category", "name_en", "name_sl", "position", "updated_at") VALUES
    ('01935f00-0000-7000-8000-0000000000a1', 2200, 'S', 'General rate', 'Splošna stopnja', 1, CURRENT_TIMESTAMP),
    ('01935f00-0000-7000-8000-0000000000a2', 950, 'S', 'Reduced rate', 'Znižana stopnja', 2, CURRENT_TIMESTAMP);

-- Every price says its VAT rate and whether it includes it. Backfill (docs/decisions.md 62): prices
-- so far were the prices guests see, which in Slovenia include VAT; food served is at the reduced
-- rate (9.5 %), drinks at the general one (22 %, beverages are left out of the reduced rate for
-- restaurant services): the seeded coffee and tea, and the short stop, whose per-guest price is
-- mostly its coffee. Everything else is food. The manager reviews them on the price pages.
ALTER TABLE "stop_offers" ADD COLUMN "price_includes_vat" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "vat_rate_id" UUID;
UPDATE "stop_offers" SET "vat_rate_id" = CASE WHEN "type" = 'SHORT_STOP' THEN '01935f00-0000-7000-8000-0000000000a1'::uuid ELSE '01935f00-0000-7000-8000-0000000000a2'::uuid END;
ALTER TABLE "stop_offers" ALTER COLUMN "vat_rate_id" SET NOT NULL,
ALTER COLUMN "vat_rate_id" SET DEFAULT '01935f00-0000-7000-8000-0000000000a2'::uuid;

ALTER TABLE "menu_items" ADD COLUMN "price_includes_vat" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "vat_rate_id" UUID;
UPDATE "menu_items" SET "vat_rate_id" = CASE
    WHEN "id" IN ('01935f00-0000-7000-8000-000000000001', '01935f00-0000-7000-8000-000000000002') THEN '01935f00-0000-7000-8000-0000000000a1'::uuid
    ELSE '01935f00-0000-7000-8000-0000000000a2'::uuid END;
ALTER TABLE "menu_items" ALTER COLUMN "vat_rate_id" SET NOT NULL,
ALTER COLUMN "vat_rate_id" SET DEFAULT '01935f00-0000-7000-8000-0000000000a2'::uuid;

-- CreateTable
CREATE TABLE "billing_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "legal_name" TEXT NOT NULL DEFAULT '',
    "address_line" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "country_code" TEXT NOT NULL DEFAULT 'SI',
    "vat_id" TEXT NOT NULL DEFAULT '',
    "registration_number" TEXT NOT NULL DEFAULT '',
    "iban" TEXT NOT NULL DEFAULT '',
    "bic" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "invoice_footer_en" TEXT NOT NULL DEFAULT '',
    "invoice_footer_sl" TEXT NOT NULL DEFAULT '',
    "payment_terms_days" INTEGER NOT NULL DEFAULT 14,
    "cancellation_terms" JSONB NOT NULL,
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_details" (
    "organisation_id" UUID NOT NULL,
    "legal_name" TEXT NOT NULL,
    "address_line" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country_code" TEXT NOT NULL,
    "vat_id" TEXT,
    "billing_email" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_details_pkey" PRIMARY KEY ("organisation_id")
);

-- CreateTable
CREATE TABLE "agreements" (
    "id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "valid_from" DATE NOT NULL,
    "valid_until" DATE,
    "short_stop_price_cents" INTEGER,
    "long_stop_price_cents" INTEGER,
    "prices_include_vat" BOOLEAN NOT NULL DEFAULT false,
    "dish_prices" JSONB NOT NULL DEFAULT '[]',
    "free_per_paying" INTEGER,
    "free_max" INTEGER,
    "crew_meals_free" BOOLEAN,
    "payment_terms_days" INTEGER,
    "guaranteed_percent" INTEGER,
    "cancellation_terms" JSONB,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "kind" "InvoiceKind" NOT NULL DEFAULT 'INVOICE',
    "status" "InvoiceStatus" NOT NULL DEFAULT 'DRAFT',
    "number" TEXT,
    "year" INTEGER,
    "sequence" INTEGER,
    "reservation_id" UUID,
    "organisation_id" UUID,
    "corrects_invoice_id" UUID,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "language" "Language" NOT NULL DEFAULT 'en',
    "issue_date" DATE,
    "supply_date" DATE,
    "due_date" DATE,
    "payment_terms_days" INTEGER,
    "payment_reference" TEXT,
    "seller" JSONB,
    "buyer" JSONB,
    "note" TEXT,
    "net_cents" INTEGER,
    "vat_cents" INTEGER,
    "total_cents" INTEGER,
    "rounding_cents" INTEGER,
    "payable_cents" INTEGER,
    "vat_breakdown" JSONB,
    "issued_at" TIMESTAMPTZ(3),
    "issued_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "InvoiceLineKind" NOT NULL,
    "description_en" TEXT NOT NULL,
    "description_sl" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_cents" INTEGER NOT NULL,
    "includes_vat" BOOLEAN NOT NULL,
    "vat_rate_bp" INTEGER NOT NULL,
    "vat_category" TEXT NOT NULL,
    "unit_net_price" INTEGER,
    "net_cents" INTEGER,
    "menu_item_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_counters" (
    "year" INTEGER NOT NULL,
    "last_sequence" INTEGER NOT NULL,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("year")
);

-- CreateIndex
CREATE INDEX "agreements_organisation_id_valid_from_idx" ON "agreements"("organisation_id", "valid_from");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices"("number");

-- CreateIndex
CREATE INDEX "invoices_organisation_id_created_at_id_idx" ON "invoices"("organisation_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "invoices_status_issue_date_id_idx" ON "invoices"("status", "issue_date" DESC, "id");

-- CreateIndex
CREATE INDEX "invoices_reservation_id_idx" ON "invoices"("reservation_id");

-- CreateIndex
CREATE INDEX "invoices_corrects_invoice_id_idx" ON "invoices"("corrects_invoice_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices"("year", "sequence");

-- CreateIndex
CREATE INDEX "invoice_lines_invoice_id_position_idx" ON "invoice_lines"("invoice_id", "position");

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_fee_waived_by_fkey" FOREIGN KEY ("fee_waived_by") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stop_offers" ADD CONSTRAINT "stop_offers_vat_rate_id_fkey" FOREIGN KEY ("vat_rate_id") REFERENCES "vat_rates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_vat_rate_id_fkey" FOREIGN KEY ("vat_rate_id") REFERENCES "vat_rates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_fkey" FOREIGN KEY ("corrects_invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_id_fkey" FOREIGN KEY ("issued_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The restaurant's billing settings: the single row. The default cancellation terms: free until 48
-- hours before arrival, then 50 %; a no-show pays 100 % (graph/domain/billing-terms.ts).
INSERT INTO "billing_settings" ("id", "cancellation_terms", "updated_at")
VALUES (1, '{"tiers":[{"hoursBefore":48,"percent":50}],"noShowPercent":100}', CURRENT_TIMESTAMP);

-- Rules the database keeps whatever writes to it.
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_single_row" CHECK ("id" = 1);
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_rate_range" CHECK ("rate_bp" BETWEEN 0 AND 10000);
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_category_code" CHECK ("category" IN ('S', 'Z', 'E', 'O'));
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_period" CHECK ("valid_until" IS NULL OR "valid_until" >= "valid_from");
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_guaranteed_percent_range" CHECK ("guaranteed_percent" IS NULL OR "guaranteed_percent" BETWEEN 1 AND 100);
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_quantity_not_zero" CHECK ("quantity" <> 0);
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_unit_price_not_negative" CHECK ("unit_price_cents" >= 0);
-- An issued invoice carries everything EU VAT law asks for: its number, dates, both parties, totals.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_complete" CHECK (
    "status" = 'DRAFT' OR (
        "number" IS NOT NULL AND "year" IS NOT NULL AND "sequence" IS NOT NULL AND "issue_date" IS NOT NULL
        AND "supply_date" IS NOT NULL AND "due_date" IS NOT NULL AND "seller" IS NOT NULL AND "buyer" IS NOT NULL
        AND "net_cents" IS NOT NULL AND "vat_cents" IS NOT NULL AND "total_cents" IS NOT NULL
        AND "rounding_cents" IS NOT NULL AND "payable_cents" IS NOT NULL AND "vat_breakdown" IS NOT NULL AND "issued_at" IS NOT NULL));
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_draft_unnumbered" CHECK ("status" = 'ISSUED' OR ("number" IS NULL AND "year" IS NULL AND "sequence" IS NULL));
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_corrects" CHECK (("kind" = 'CREDIT_NOTE') = ("corrects_invoice_id" IS NOT NULL));

-- An issued invoice never changes and is never deleted: corrections are credit notes. Only its
-- links may be cut (set to NULL) when what they point at is erased — the client's account, the
-- reservation, a member of staff — since the invoice carries its own copy of the buyer.
CREATE FUNCTION "invoices_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'ISSUED' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued: it cannot be deleted', OLD."number" USING ERRCODE = 'P0001', HINT = 'Issue a credit note instead.';
  END IF;
  IF (to_jsonb(NEW) - ARRAY['organisation_id', 'reservation_id', 'issued_by_id']) IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['organisation_id', 'reservation_id', 'issued_by_id'])
     OR (NEW."organisation_id" IS DISTINCT FROM OLD."organisation_id" AND NEW."organisation_id" IS NOT NULL)
     OR (NEW."reservation_id" IS DISTINCT FROM OLD."reservation_id" AND NEW."reservation_id" IS NOT NULL)
     OR (NEW."issued_by_id" IS DISTINCT FROM OLD."issued_by_id" AND NEW."issued_by_id" IS NOT NULL) THEN
    RAISE EXCEPTION 'invoice % is issued: it cannot be changed', OLD."number" USING ERRCODE = 'P0001', HINT = 'Issue a credit note instead.';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "invoices_keep_issued" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_keep_issued"();

-- The lines of an issued invoice are as fixed as the invoice.
CREATE FUNCTION "invoice_lines_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "invoices" WHERE "status" = 'ISSUED'
             AND "id" IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."invoice_id" END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."invoice_id" END)) THEN
    RAISE EXCEPTION 'the lines of an issued invoice cannot be changed' USING ERRCODE = 'P0001', HINT = 'Issue a credit note instead.';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
CREATE TRIGGER "invoice_lines_keep_issued" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoice_lines_keep_issued"();

-- Erasing an account removes its drafts (work in progress, nothing owed yet); its issued invoices
-- stay, unlinked, for as long as accounting law keeps them (graph/domain/retention.ts).
CREATE FUNCTION "organisations_drop_draft_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoices" WHERE "organisation_id" = OLD."id" AND "status" = 'DRAFT';
  RETURN OLD;
END;
$$;
CREATE TRIGGER "organisations_drop_draft_invoices" BEFORE DELETE ON "organisations" FOR EACH ROW EXECUTE FUNCTION "organisations_drop_draft_invoices"();
