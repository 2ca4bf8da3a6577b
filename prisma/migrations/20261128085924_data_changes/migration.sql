-- CreateTable
CREATE TABLE "data_changes" (
    "org_id" UUID NOT NULL,
    "xid" BIGINT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "data_changes_pkey" PRIMARY KEY ("org_id","xid")
);

-- CreateIndex
CREATE INDEX "data_changes_xid_idx" ON "data_changes"("xid");

-- CreateIndex
CREATE INDEX "data_changes_at_idx" ON "data_changes"("at");

-- data_changes is written by statement triggers on the tables the kept aggregates read, in the
-- writing transaction (docs/decisions/112-kept-aggregates.md): every write path (services, crons,
-- bulk approvals, the draw, foreign-key cascades) goes through them, as for hours_daily_totals.
-- One row per (organization, transaction): a second statement of the same transaction adds
-- nothing, and no two transactions write the same key, so writers never wait for each other.
-- Static statements (plans kept per session), one function per table; each branch names only
-- the transition tables its trigger has.

-- The organizations of a statement's rows, recorded for the current transaction.
CREATE FUNCTION "data_changes_record"(orgs uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "data_changes" (org_id, xid, at)
  SELECT DISTINCT o, pg_current_xact_id()::text::bigint, clock_timestamp() FROM unnest(orgs) o WHERE o IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;

-- A TRUNCATE changes every organization's data: the nil UUID, which every check reads.
CREATE FUNCTION "data_changes_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "data_changes_record"(ARRAY['00000000-0000-0000-0000-000000000000'::uuid]);
  RETURN NULL;
END $$;

-- An entry counts for its own organization and its volunteer's (the reports scope volunteers by profile).
CREATE FUNCTION "data_changes_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_changes_record"(ARRAY(SELECT org_id FROM new_rows UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_changes_record"(ARRAY(SELECT org_id FROM old_rows UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM old_rows)));
  ELSE
    PERFORM "data_changes_record"(ARRAY(
      SELECT org_id FROM new_rows UNION SELECT org_id FROM old_rows
      UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM new_rows UNION ALL SELECT volunteer_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;

-- A signup counts for its opportunity's organization and its volunteer's.
CREATE FUNCTION "data_changes_signups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_changes_record"(ARRAY(
      SELECT o.org_id FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM new_rows)
      UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_changes_record"(ARRAY(
      SELECT o.org_id FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM old_rows)
      UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM old_rows)));
  ELSE
    PERFORM "data_changes_record"(ARRAY(
      SELECT o.org_id FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM new_rows UNION ALL SELECT opportunity_id FROM old_rows)
      UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM new_rows UNION ALL SELECT volunteer_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;

-- An opportunity counts for its organization; a rescheduled one also for its volunteers'
-- organizations (their completed signups move between participation report windows).
CREATE FUNCTION "data_changes_opportunities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_changes_record"(ARRAY(SELECT org_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_changes_record"(ARRAY(SELECT org_id FROM old_rows));
  ELSE
    PERFORM "data_changes_record"(ARRAY(
      SELECT org_id FROM new_rows UNION SELECT org_id FROM old_rows
      UNION SELECT v.org_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN signups s ON s.opportunity_id = n.id
            JOIN volunteer_profiles v ON v.id = s.volunteer_id
      WHERE n.start_datetime IS DISTINCT FROM o.start_datetime));
  END IF;
  RETURN NULL;
END $$;

-- A profile counts for its organization, before and after, and for every organization it logged
-- hours with (its name shows in their hours-summary by volunteer).
CREATE FUNCTION "data_changes_volunteers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_changes_record"(ARRAY(SELECT org_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_changes_record"(ARRAY(SELECT org_id FROM old_rows));
  ELSE
    PERFORM "data_changes_record"(ARRAY(
      SELECT org_id FROM new_rows UNION SELECT org_id FROM old_rows
      UNION SELECT h.org_id FROM hours_entries h WHERE h.volunteer_id IN (SELECT id FROM new_rows)));
  END IF;
  RETURN NULL;
END $$;

-- The same four triggers on each table, with its function.
DO $$
DECLARE
  t text;
  f text;
BEGIN
  FOR t, f IN VALUES ('hours_entries', 'data_changes_hours'), ('signups', 'data_changes_signups'),
                     ('opportunities', 'data_changes_opportunities'), ('volunteer_profiles', 'data_changes_volunteers') LOOP
    EXECUTE format('CREATE TRIGGER "data_changes_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t, f);
    EXECUTE format('CREATE TRIGGER "data_changes_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t, f);
    EXECUTE format('CREATE TRIGGER "data_changes_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t, f);
    EXECUTE format('CREATE TRIGGER "data_changes_truncate" AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_truncate"()', t);
  END LOOP;
END $$;
