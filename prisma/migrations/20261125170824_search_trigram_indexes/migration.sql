-- Substring search (ILIKE '%word%') through trigram indexes: pg_trgm ships with PostgreSQL and is a
-- trusted extension (PostgreSQL 13+), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "opportunities_title_trgm_idx" ON "opportunities" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "opportunities_description_trgm_idx" ON "opportunities" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "volunteer_profiles_first_name_trgm_idx" ON "volunteer_profiles" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "volunteer_profiles_last_name_trgm_idx" ON "volunteer_profiles" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "volunteer_profiles_email_trgm_idx" ON "volunteer_profiles" USING GIN ("email" gin_trgm_ops);
