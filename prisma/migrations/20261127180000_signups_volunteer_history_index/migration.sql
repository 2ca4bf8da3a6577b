-- DropIndex
DROP INDEX "signups_volunteer_id_status_idx";

-- CreateIndex
CREATE INDEX "signups_volunteer_id_status_history_idx" ON "signups"("volunteer_id", "status", "opportunity_id", "check_in_at", "cancelled_at");
