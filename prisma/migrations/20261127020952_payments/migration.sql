-- CreateEnum
CREATE TYPE "PaymentRequestStatus" AS ENUM ('OPEN', 'PAID', 'CANCELLED');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('TRANSFER', 'CASH', 'CARD');

-- CreateEnum
CREATE TYPE "PaymentDirection" AS ENUM ('IN', 'OUT');

-- CreateEnum
CREATE TYPE "PaymentMatch" AS ENUM ('REFERENCE', 'REMITTANCE', 'MANUAL', 'RECORDED');

-- AlterEnum
ALTER TYPE "InvoiceKind" ADD VALUE 'ADVANCE_INVOICE';

-- AlterEnum
ALTER TYPE "InvoiceLineKind" ADD VALUE 'ADVANCE_DEDUCTION';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "WebhookEvent" ADD VALUE 'PAYMENT_RECEIVED';
ALTER TYPE "WebhookEvent" ADD VALUE 'INVOICE_OVERDUE';

-- AlterTable
ALTER TABLE "agreements" ADD COLUMN     "deposit_terms" JSONB;

-- AlterTable
ALTER TABLE "billing_settings" ADD COLUMN     "deposit_overdue_action" TEXT NOT NULL DEFAULT 'NOTIFY',
ADD COLUMN     "deposit_terms" JSONB,
ADD COLUMN     "poor_record_deposit" JSONB,
ADD COLUMN     "reminder_days" INTEGER[] DEFAULT ARRAY[7, 21]::INTEGER[];

-- AlterTable
ALTER TABLE "invoice_lines" ADD COLUMN     "deducts_invoice_id" UUID;

-- CreateTable
CREATE TABLE "payment_requests" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "reservation_id" UUID,
    "organisation_id" UUID,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "due_date" DATE NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'en',
    "status" "PaymentRequestStatus" NOT NULL DEFAULT 'OPEN',
    "advance_invoice_id" UUID,
    "overdue_notified_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_request_counters" (
    "year" INTEGER NOT NULL,
    "last_sequence" INTEGER NOT NULL,

    CONSTRAINT "payment_request_counters_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "direction" "PaymentDirection" NOT NULL DEFAULT 'IN',
    "method" "PaymentMethod" NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "booked_on" DATE NOT NULL,
    "organisation_id" UUID,
    "payer_name" TEXT,
    "payer_iban" TEXT,
    "reference" TEXT,
    "remittance" TEXT,
    "receipt_number" TEXT,
    "note" TEXT,
    "bank_statement_id" UUID,
    "bank_entry_key" TEXT,
    "recorded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_allocations" (
    "id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "invoice_id" UUID,
    "payment_request_id" UUID,
    "amount_cents" INTEGER NOT NULL,
    "matched_by" "PaymentMatch" NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undone_at" TIMESTAMPTZ(3),
    "undone_by_id" UUID,

    CONSTRAINT "payment_allocations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_statements" (
    "id" UUID NOT NULL,
    "format" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "file_sha256" TEXT NOT NULL,
    "statement_ref" TEXT,
    "account_iban" TEXT NOT NULL,
    "from_date" DATE,
    "to_date" DATE,
    "entry_count" INTEGER NOT NULL,
    "credit_count" INTEGER NOT NULL,
    "new_count" INTEGER NOT NULL,
    "matched_count" INTEGER NOT NULL,
    "imported_by_id" UUID,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bank_statements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_collections" (
    "invoice_id" UUID NOT NULL,
    "overdue_at" TIMESTAMPTZ(3),
    "reminders_paused_at" TIMESTAMPTZ(3),
    "reminders_paused_by_id" UUID,
    "pause_reason" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_collections_pkey" PRIMARY KEY ("invoice_id")
);

-- CreateTable
CREATE TABLE "invoice_reminders" (
    "invoice_id" UUID NOT NULL,
    "step" INTEGER NOT NULL,
    "days_after_due" INTEGER NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoice_reminders_pkey" PRIMARY KEY ("invoice_id","step")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_requests_number_key" ON "payment_requests"("number");

-- CreateIndex
CREATE UNIQUE INDEX "payment_requests_advance_invoice_id_key" ON "payment_requests"("advance_invoice_id");

-- CreateIndex
CREATE INDEX "payment_requests_organisation_id_created_at_idx" ON "payment_requests"("organisation_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "payment_requests_reservation_id_idx" ON "payment_requests"("reservation_id");

-- CreateIndex
CREATE INDEX "payment_requests_status_due_date_idx" ON "payment_requests"("status", "due_date");

-- CreateIndex
CREATE UNIQUE INDEX "payment_requests_year_sequence_key" ON "payment_requests"("year", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "payments_bank_entry_key_key" ON "payments"("bank_entry_key");

-- CreateIndex
CREATE INDEX "payments_organisation_id_booked_on_idx" ON "payments"("organisation_id", "booked_on" DESC);

-- CreateIndex
CREATE INDEX "payments_booked_on_id_idx" ON "payments"("booked_on" DESC, "id");

-- CreateIndex
CREATE INDEX "payments_bank_statement_id_idx" ON "payments"("bank_statement_id");

-- CreateIndex
CREATE INDEX "payment_allocations_payment_id_idx" ON "payment_allocations"("payment_id");

-- CreateIndex
CREATE INDEX "payment_allocations_invoice_id_idx" ON "payment_allocations"("invoice_id");

-- CreateIndex
CREATE INDEX "payment_allocations_payment_request_id_idx" ON "payment_allocations"("payment_request_id");

-- CreateIndex
CREATE UNIQUE INDEX "bank_statements_file_sha256_key" ON "bank_statements"("file_sha256");

-- CreateIndex
CREATE INDEX "bank_statements_imported_at_idx" ON "bank_statements"("imported_at" DESC);

-- AddForeignKey
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_advance_invoice_id_fkey" FOREIGN KEY ("advance_invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_cancelled_by_id_fkey" FOREIGN KEY ("cancelled_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_statement_id_fkey" FOREIGN KEY ("bank_statement_id") REFERENCES "bank_statements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_request_id_fkey" FOREIGN KEY ("payment_request_id") REFERENCES "payment_requests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_undone_by_id_fkey" FOREIGN KEY ("undone_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_id_fkey" FOREIGN KEY ("imported_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_collections" ADD CONSTRAINT "invoice_collections_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_collections" ADD CONSTRAINT "invoice_collections_reminders_paused_by_id_fkey" FOREIGN KEY ("reminders_paused_by_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What Prisma's schema cannot say: money moves in positive amounts (the direction says which way),
-- an allocation pays exactly one document, and the overdue-deposit setting is one of two.
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_one_document" CHECK (("invoice_id" IS NULL) <> ("payment_request_id" IS NULL));
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_deposit_overdue_action" CHECK ("deposit_overdue_action" IN ('NOTIFY', 'NEEDS_COORDINATION'));
