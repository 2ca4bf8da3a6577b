-- DropIndex
DROP INDEX "signups_opportunity_id_status_idx";

-- CreateIndex
CREATE INDEX "signups_opportunity_id_status_volunteer_id_idx" ON "signups"("opportunity_id", "status", "volunteer_id");
