-- DropIndex
DROP INDEX "hours_entries_org_id_status_date_worked_idx";

-- CreateIndex
CREATE INDEX "hours_entries_org_id_status_date_worked_hours_worked_idx" ON "hours_entries"("org_id", "status", "date_worked", "hours_worked");
