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
-- TG_ARGV[0] selects the organizations a statement's rows belong to, with $rows standing for the
-- transition table: an entry or a signup counts for its volunteer's organization too, since the
-- reports scope volunteers by their profile. One row per (organization, transaction): a second
-- statement of the same transaction adds nothing.
CREATE FUNCTION "data_changes_note"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  x bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "data_changes" (org_id, xid, at)
    VALUES ('00000000-0000-0000-0000-000000000000', x, clock_timestamp()) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO "data_changes" (org_id, xid, at) SELECT DISTINCT c.org_id, $1, clock_timestamp() FROM (%s) c WHERE c.org_id IS NOT NULL ON CONFLICT DO NOTHING',
                   replace(TG_ARGV[0], '$rows', 'new_rows')) USING x;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('INSERT INTO "data_changes" (org_id, xid, at) SELECT DISTINCT c.org_id, $1, clock_timestamp() FROM (%s) c WHERE c.org_id IS NOT NULL ON CONFLICT DO NOTHING',
                   replace(TG_ARGV[0], '$rows', 'old_rows')) USING x;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "data_changes_insert" AFTER INSERT ON "hours_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM $rows)');
CREATE TRIGGER "data_changes_update" AFTER UPDATE ON "hours_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM $rows)');
CREATE TRIGGER "data_changes_delete" AFTER DELETE ON "hours_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM $rows)');
CREATE TRIGGER "data_changes_truncate" AFTER TRUNCATE ON "hours_entries" FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"();

CREATE TRIGGER "data_changes_insert" AFTER INSERT ON "signups" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT o.org_id FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM $rows) UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM $rows)');
CREATE TRIGGER "data_changes_update" AFTER UPDATE ON "signups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT o.org_id FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM $rows) UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM $rows)');
CREATE TRIGGER "data_changes_delete" AFTER DELETE ON "signups" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT o.org_id FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM $rows) UNION SELECT v.org_id FROM volunteer_profiles v WHERE v.id IN (SELECT volunteer_id FROM $rows)');
CREATE TRIGGER "data_changes_truncate" AFTER TRUNCATE ON "signups" FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"();

-- A rescheduled opportunity also moves its completed signups between the participation report
-- windows of its volunteers' organizations.
CREATE TRIGGER "data_changes_insert" AFTER INSERT ON "opportunities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows');
CREATE TRIGGER "data_changes_update" AFTER UPDATE ON "opportunities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows UNION SELECT v.org_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN signups s ON s.opportunity_id = n.id JOIN volunteer_profiles v ON v.id = s.volunteer_id WHERE n.start_datetime IS DISTINCT FROM o.start_datetime');
CREATE TRIGGER "data_changes_delete" AFTER DELETE ON "opportunities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows');
CREATE TRIGGER "data_changes_truncate" AFTER TRUNCATE ON "opportunities" FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"();

-- A renamed volunteer's name shows in hours-summary by volunteer of every organization they
-- logged hours with.
CREATE TRIGGER "data_changes_insert" AFTER INSERT ON "volunteer_profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows');
CREATE TRIGGER "data_changes_update" AFTER UPDATE ON "volunteer_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows UNION SELECT h.org_id FROM hours_entries h WHERE h.volunteer_id IN (SELECT id FROM $rows)');
CREATE TRIGGER "data_changes_delete" AFTER DELETE ON "volunteer_profiles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"('SELECT org_id FROM $rows');
CREATE TRIGGER "data_changes_truncate" AFTER TRUNCATE ON "volunteer_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "data_changes_note"();
