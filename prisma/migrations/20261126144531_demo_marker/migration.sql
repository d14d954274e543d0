-- CreateTable
CREATE TABLE "demo_marker" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seed" INTEGER NOT NULL,
    "generated_on" DATE NOT NULL,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_marker_pkey" PRIMARY KEY ("id")
);
