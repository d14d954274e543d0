-- CreateEnum
CREATE TYPE "MessageSide" AS ENUM ('CLIENT', 'STAFF');

-- CreateTable
CREATE TABLE "reservation_messages" (
    "id" UUID NOT NULL,
    "reservation_id" UUID NOT NULL,
    "organisation_id" UUID NOT NULL,
    "author_side" "MessageSide" NOT NULL,
    "author_staff_id" UUID,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reservation_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reservation_threads" (
    "reservation_id" UUID NOT NULL,
    "message_count" INTEGER NOT NULL DEFAULT 0,
    "last_client_message_at" TIMESTAMPTZ(3),
    "last_staff_message_at" TIMESTAMPTZ(3),
    "client_read_at" TIMESTAMPTZ(3),
    "staff_read_at" TIMESTAMPTZ(3),
    "client_mail_at" TIMESTAMPTZ(3),
    "client_mail_id" UUID,
    "staff_mail_at" TIMESTAMPTZ(3),
    "staff_mail_id" UUID,

    CONSTRAINT "reservation_threads_pkey" PRIMARY KEY ("reservation_id")
);

-- CreateIndex
CREATE INDEX "reservation_messages_reservation_id_created_at_id_idx" ON "reservation_messages"("reservation_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "reservation_threads_last_client_message_at_idx" ON "reservation_threads"("last_client_message_at");

-- AddForeignKey
ALTER TABLE "reservation_messages" ADD CONSTRAINT "reservation_messages_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_messages" ADD CONSTRAINT "reservation_messages_author_staff_id_fkey" FOREIGN KEY ("author_staff_id") REFERENCES "staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservation_threads" ADD CONSTRAINT "reservation_threads_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A client's message has no staff author (Prisma does not model CHECKs).
ALTER TABLE "reservation_messages" ADD CONSTRAINT "reservation_messages_client_has_no_staff_author" CHECK ("author_side" = 'STAFF' OR "author_staff_id" IS NULL);
