-- CreateIndex
CREATE INDEX "hours_entries_org_id_id_export_idx" ON "hours_entries"("org_id", "id", "date_worked", "status");
