-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "occurrence_date" DATE,
ADD COLUMN     "series_id" UUID;

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "timezone" TEXT;

-- CreateTable
CREATE TABLE "opportunity_series" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "org_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "recurrence" JSONB NOT NULL,
    "timezone" TEXT NOT NULL,
    "first_date" DATE NOT NULL,
    "start_time" TEXT NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "opportunity_series_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "opportunity_series_org_id_idx" ON "opportunity_series"("org_id");

-- CreateIndex
CREATE INDEX "opportunities_series_id_start_datetime_idx" ON "opportunities"("series_id", "start_datetime");

-- AddForeignKey
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "opportunity_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity_series" ADD CONSTRAINT "opportunity_series_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
