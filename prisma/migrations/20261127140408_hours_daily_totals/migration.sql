-- DropIndex
DROP INDEX "hours_entries_org_id_status_date_worked_hours_worked_idx";

-- CreateTable
CREATE TABLE "hours_daily_totals" (
    "org_id" UUID NOT NULL,
    "date_worked" DATE NOT NULL,
    "status" "HoursStatus" NOT NULL,
    "labor_type" "LaborType" NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "entries" INTEGER NOT NULL,
    "hours" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "hours_daily_totals_pkey" PRIMARY KEY ("org_id","status","date_worked","labor_type","opportunity_id")
);

-- CreateIndex
CREATE INDEX "hours_entries_org_id_status_date_worked_volunteer_id_hours__idx" ON "hours_entries"("org_id", "status", "date_worked", "volunteer_id", "hours_worked");

-- AddForeignKey
ALTER TABLE "hours_daily_totals" ADD CONSTRAINT "hours_daily_totals_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- hours_daily_totals is kept by statement triggers on hours_entries, in the transaction of the
-- write (docs/decisions/105-hours-rollup.md): every write path (services, bulk approvals, crons,
-- seeds, foreign-key cascades) goes through them. One statement's rows are summed per key first,
-- so a bulk approval makes one upsert per (day, labor type, opportunity), in key order (no
-- deadlock between two bulk writes); an update that changes no key column nets to nothing and
-- touches no total.
CREATE FUNCTION "hours_daily_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has (a statement is planned when first run).
  IF TG_OP = 'INSERT' THEN
    WITH d AS (SELECT org_id, date_worked, status, labor_type, COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000') AS opportunity_id, 1 AS entries, hours_worked AS hours FROM new_rows)
    INSERT INTO "hours_daily_totals" AS t (org_id, date_worked, status, labor_type, opportunity_id, entries, hours)
    SELECT org_id, date_worked, status, labor_type, opportunity_id, SUM(entries), SUM(hours) FROM d
    GROUP BY org_id, status, date_worked, labor_type, opportunity_id
    HAVING SUM(entries) <> 0 OR SUM(hours) <> 0
    ORDER BY org_id, status, date_worked, labor_type, opportunity_id
    ON CONFLICT (org_id, status, date_worked, labor_type, opportunity_id)
    DO UPDATE SET entries = t.entries + EXCLUDED.entries, hours = t.hours + EXCLUDED.hours;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    WITH d AS (SELECT org_id, date_worked, status, labor_type, COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000') AS opportunity_id, -1 AS entries, -hours_worked AS hours FROM old_rows)
    INSERT INTO "hours_daily_totals" AS t (org_id, date_worked, status, labor_type, opportunity_id, entries, hours)
    SELECT org_id, date_worked, status, labor_type, opportunity_id, SUM(entries), SUM(hours) FROM d
    GROUP BY org_id, status, date_worked, labor_type, opportunity_id
    HAVING SUM(entries) <> 0 OR SUM(hours) <> 0
    ORDER BY org_id, status, date_worked, labor_type, opportunity_id
    ON CONFLICT (org_id, status, date_worked, labor_type, opportunity_id)
    DO UPDATE SET entries = t.entries + EXCLUDED.entries, hours = t.hours + EXCLUDED.hours;
  ELSE
    WITH d AS (SELECT org_id, date_worked, status, labor_type, COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000') AS opportunity_id, 1 AS entries, hours_worked AS hours FROM new_rows
                UNION ALL
                SELECT org_id, date_worked, status, labor_type, COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000') AS opportunity_id, -1 AS entries, -hours_worked AS hours FROM old_rows)
    INSERT INTO "hours_daily_totals" AS t (org_id, date_worked, status, labor_type, opportunity_id, entries, hours)
    SELECT org_id, date_worked, status, labor_type, opportunity_id, SUM(entries), SUM(hours) FROM d
    GROUP BY org_id, status, date_worked, labor_type, opportunity_id
    HAVING SUM(entries) <> 0 OR SUM(hours) <> 0
    ORDER BY org_id, status, date_worked, labor_type, opportunity_id
    ON CONFLICT (org_id, status, date_worked, labor_type, opportunity_id)
    DO UPDATE SET entries = t.entries + EXCLUDED.entries, hours = t.hours + EXCLUDED.hours;
  END IF;
  -- A key with no entry left goes (only an old row's key can have lost entries).
  DELETE FROM "hours_daily_totals" t
  USING (SELECT DISTINCT org_id, status, date_worked, labor_type, COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000') AS opportunity_id FROM old_rows) o
  WHERE t.entries = 0 AND t.org_id = o.org_id AND t.status = o.status AND t.date_worked = o.date_worked
    AND t.labor_type = o.labor_type AND t.opportunity_id = o.opportunity_id;
  RETURN NULL;
END $$;

CREATE TRIGGER "hours_daily_totals_insert" AFTER INSERT ON "hours_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hours_daily_totals_apply"();
CREATE TRIGGER "hours_daily_totals_update" AFTER UPDATE ON "hours_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "hours_daily_totals_apply"();
CREATE TRIGGER "hours_daily_totals_delete" AFTER DELETE ON "hours_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "hours_daily_totals_apply"();

-- A truncated hours_entries empties its totals.
CREATE FUNCTION "hours_daily_totals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "hours_daily_totals";
  RETURN NULL;
END $$;
CREATE TRIGGER "hours_daily_totals_truncate" AFTER TRUNCATE ON "hours_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "hours_daily_totals_truncate"();

-- Recomputes every total from hours_entries: the backfill below, and bulk loads that run with
-- triggers off (bench/scale-seed.ts loads with session_replication_role = replica).
CREATE FUNCTION "hours_daily_totals_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "hours_daily_totals";
  INSERT INTO "hours_daily_totals" (org_id, date_worked, status, labor_type, opportunity_id, entries, hours)
  SELECT org_id, date_worked, status, labor_type, COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000'), COUNT(*), SUM(hours_worked)
  FROM "hours_entries"
  GROUP BY 1, 2, 3, 4, 5;
$$;

SELECT "hours_daily_totals_rebuild"();
