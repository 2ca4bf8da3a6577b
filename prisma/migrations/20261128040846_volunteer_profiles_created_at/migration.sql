-- "New this month" (admin dashboard, participation report) reads the month's new profiles from
-- this index instead of every profile (docs/decisions/104-scale-profile.md).
-- CreateIndex
CREATE INDEX "volunteer_profiles_created_at_org_id_idx" ON "volunteer_profiles"("created_at", "org_id");
