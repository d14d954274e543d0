-- CreateTable
CREATE TABLE "backups" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "nightly_of" DATE,
    "host" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "file" TEXT,
    "bytes" BIGINT,
    "error" TEXT,

    CONSTRAINT "backups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "backups_nightly_of_key" ON "backups"("nightly_of");

-- CreateIndex
CREATE INDEX "backups_started_at_idx" ON "backups"("started_at" DESC);
