// The scale profile's data (issue 33): a national network at 100x the demo, made with set-based
// SQL (generate_series, one statement per table), never row by row.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/corps_scale_bench npx tsx bench/scale-seed.ts [--scale 0.1]
// Full size: 2 organizations, 100,000 volunteers, 20,000 opportunities (1,000 of them dates of 50
// weekly series), 1,000,000 signups, 1,000,000 hours entries, 500,000 notifications, 100,000
// properties. --scale multiplies every count. The database must be a benchmark one (its name
// contains "bench"): it is migrated, and every table the seed fills is emptied first.
// Users are named scale-<role>-<org>@bench.org / scale-v<n>@bench.org (bench/scale.ts signs them in).
import { performance } from "node:perf_hooks";
import pg from "pg";
import { databaseUrl } from "@/scripts/db/database-admin";
import { createDatabaseIfMissing } from "@/scripts/db/database-admin";
import { migrate } from "@/scripts/db/migrate";
import { env } from "@/lib/env";
import { seedListings } from "./listing-seed";

export interface ScaleCounts {
  volunteers: number;
  opportunities: number;
  seriesDates: number;
  signups: number;
  hours: number;
  notifications: number;
  properties: number;
}

export function scaleCounts(scale: number): ScaleCounts {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    volunteers: n(100_000),
    opportunities: n(20_000),
    seriesDates: n(1_000),
    signups: n(1_000_000),
    hours: n(1_000_000),
    notifications: n(500_000),
    properties: n(100_000),
  };
}

export const SCALE_ORGS = ["Scale Network North", "Scale Network South"] as const;
/** Weekly dates per series. */
const SERIES_LENGTH = 20;

// ZIP codes with their centroids (zipcodes package): the radius search has real neighbours.
const ZIPS: [string, number, number][] = [
  ["97214", 45.5142, -122.6364],
  ["97202", 45.484, -122.6365],
  ["97005", 45.4963, -122.8001],
  ["97030", 45.5154, -122.4203],
  ["97401", 44.0682, -123.0819],
  ["97301", 44.949, -123.004],
  ["97701", 44.0928, -121.2936],
  ["98101", 47.6114, -122.3305],
  ["94103", 37.7725, -122.4147],
  ["10001", 40.7484, -73.9967],
];
const FIRST = ["Ana", "Ben", "Carla", "Dev", "Elena", "Femi", "Grace", "Hiro", "Ines", "Jamal", "Kai", "Lena", "Malik", "Nora", "Omar", "Priya", "Quinn", "Rosa", "Sam", "Tariq"];
const LAST = ["Garcia", "Nguyen", "Smith", "Okafor", "Kim", "Patel", "Johnson", "Silva", "Cohen", "Haddad", "Ito", "Murphy", "Novak", "Rossi", "Santos", "Tan", "Walker", "Young", "Zhang", "Brown"];
const SKILLS = ["Cooking", "Tutoring", "Carpentry", "First Aid", "Driving", "Spanish", "Gardening", "Event Setup", "Data Entry", "Photography", "Counseling", "Plumbing"];
const TITLES = ["Food bank sorting", "Park cleanup", "Reading buddies", "Meal delivery", "Habitat build", "Shelter dinner", "Tree planting", "Tax help clinic", "Blood drive", "Coat drive", "River restoration", "Senior center visit"];
const LABOR = ["service", "administrative", "skilled", "physical", "technical", "outreach", "education", "other"];
const NOTIFY = ["event_reminder", "volunteer_needed", "signup_confirmed", "signup_pending", "opportunity_updated", "hours_approved", "announcement", "achievement_awarded"];

function sqlArray(values: readonly string[]): string {
  return `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
}

const TABLES = [
  "notifications", "hours_entries", "signups", "opportunity_requirements", "opportunities", "opportunity_series", "volunteer_achievements",
  "requirement_records", "volunteer_profiles", "invitations", "email_outbox", "events_outbox", "rate_limits", "users", "organizations",
  "tenants", "units", "property_contacts", "contacts", "inspections", "properties", "pm_companies", "sync_runs",
];

export async function seedScale(url: string, scale: number, log: (line: string) => void = console.log): Promise<ScaleCounts> {
  const c = scaleCounts(scale);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, values);
    log(`  ${label}: ${res.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    // A bulk load: nothing to lose if the machine stops halfway (run it again).
    await client.query("SET synchronous_commit = off");
    // The rows are consistent by construction: foreign-key checks row by row (triggers) would
    // take most of the time. Needs a superuser, as the benchmark databases have.
    await client.query("SET session_replication_role = replica");
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query("SET work_mem = '64MB'");
    // One transaction: a run stopped halfway leaves the database as it was, indexes included.
    await client.query("BEGIN");
    await client.query(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(", ")} CASCADE`);
    // The big tables' secondary indexes are built once after the load instead of row by row
    // during it (random uuid keys make each insert touch a random index page).
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN ('signups', 'hours_entries', 'notifications') AND indexname NOT LIKE '%\\_pkey'`,
    );
    for (const ix of indexes) await client.query(`DROP INDEX "${ix.name}"`);
    const zipCodes = sqlArray(ZIPS.map((z) => z[0]));
    const lats = `ARRAY[${ZIPS.map((z) => z[1]).join(",")}]::float8[]`;
    const lons = `ARRAY[${ZIPS.map((z) => z[2]).join(",")}]::float8[]`;

    await step("organizations", `INSERT INTO organizations (name) SELECT unnest($1::text[])`, [SCALE_ORGS]);
    // Staff of each organization: org index 1 and 2.
    await step(
      "staff",
      `INSERT INTO users (email, name, role, org_id)
       SELECT 'scale-' || r.role || '-' || o.n || '@bench.org', initcap(replace(r.role, '_', ' ')) || ' ' || o.n, r.role::"Role", o.id
       FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM organizations) o
       CROSS JOIN (VALUES ('recruiter'), ('corps_admin')) r(role)`,
    );
    // Volunteers: 60 % in the first organization. Names repeat (search finds many), skills rotate.
    await step(
      "volunteer users",
      `INSERT INTO users (email, name, role, org_id, created_at)
       SELECT 'scale-v' || g || '@bench.org', ($2::text[])[1 + g % 20] || ' ' || ($3::text[])[1 + (g / 20) % 20] || g, 'volunteer',
              (SELECT id FROM organizations ORDER BY name OFFSET CASE WHEN g % 10 < 6 THEN 0 ELSE 1 END LIMIT 1),
              now() - ((g % 1095) || ' days')::interval
       FROM generate_series(1, $1::int) g`,
      [c.volunteers, FIRST, LAST],
    );
    await step(
      "volunteer profiles",
      `INSERT INTO volunteer_profiles (user_id, org_id, first_name, last_name, email, skills, zip_code, latitude, longitude, max_travel_miles, created_at)
       SELECT u.id, u.org_id, split_part(u.name, ' ', 1), split_part(u.name, ' ', 2), u.email,
              ARRAY[($1::text[])[1 + g % 12], ($1::text[])[1 + (g / 12) % 12]],
              (${zipCodes})[1 + g % 10], (${lats})[1 + g % 10] + (g % 100) / 2000.0, (${lons})[1 + g % 10] - (g % 100) / 2000.0, 25, u.created_at
       FROM (SELECT u.*, substring(u.email FROM 'scale-v([0-9]+)@')::int AS g FROM users u WHERE u.role = 'volunteer') u`,
      [SKILLS],
    );
    // Series first (their dates are the last seriesDates opportunities), then every opportunity:
    // two years of history and one ahead, the oldest completed, a few drafts and cancellations.
    const seriesCount = Math.max(1, Math.round(c.seriesDates / SERIES_LENGTH));
    await step(
      "series",
      `INSERT INTO opportunity_series (org_id, title, recurrence, timezone, first_date, start_time, duration_minutes)
       SELECT (SELECT id FROM organizations ORDER BY name OFFSET g % 2 LIMIT 1), 'Weekly ' || ($2::text[])[1 + g % 12] || ' ' || g,
              jsonb_build_object('weekdays', jsonb_build_array('saturday'), 'until', to_char(current_date + 140, 'YYYY-MM-DD')),
              'America/Los_Angeles', current_date - 7 + (g % 7), '10:00', 180
       FROM generate_series(1, $1::int) g`,
      [seriesCount, TITLES],
    );
    await step(
      "opportunities",
      `WITH s AS (SELECT id, org_id, first_date, row_number() OVER (ORDER BY title) - 1 AS n FROM opportunity_series),
       g AS (SELECT g, g > $1::int - $2::int AS in_series, (g - ($1::int - $2::int) - 1) AS k FROM generate_series(1, $1::int) g),
       rows AS (
         SELECT g.g, g.in_series,
                CASE WHEN g.in_series THEN (s.first_date + (g.k % ${SERIES_LENGTH}) * 7 + time '10:00') AT TIME ZONE 'America/Los_Angeles'
                     ELSE date_trunc('hour', now()) - interval '730 days' + (g.g * (1095.0 / $1::int) || ' days')::interval END AS starts,
                CASE WHEN g.in_series THEN s.org_id ELSE (SELECT id FROM organizations ORDER BY name OFFSET CASE WHEN g.g % 10 < 6 THEN 0 ELSE 1 END LIMIT 1) END AS org_id,
                s.id AS series_id, CASE WHEN g.in_series THEN s.first_date + (g.k % ${SERIES_LENGTH}) * 7 END AS occurrence_date
         FROM g LEFT JOIN s ON g.in_series AND s.n = (g.k / ${SERIES_LENGTH}) % (SELECT count(*) FROM s)
       )
       INSERT INTO opportunities (org_id, title, description, short_description, labor_type, skills_needed, min_volunteers, max_volunteers,
                                  location_type, location_name, city, state, zip_code, latitude, longitude, schedule_type, series_id, occurrence_date,
                                  start_datetime, end_datetime, estimated_hours, status, auto_approve_signups, auto_approve_hours, published_at, completed_at, created_at)
       SELECT r.org_id, ($3::text[])[1 + r.g % 12] || ' #' || r.g,
              'Join neighbours for ' || lower(($3::text[])[1 + r.g % 12]) || '. Bring water; gloves provided. Skills welcome: ' || ($4::text[])[1 + r.g % 12] || '.',
              'Help with ' || lower(($3::text[])[1 + r.g % 12]),
              ($5::text[])[1 + r.g % 8]::"LaborType", ARRAY[($4::text[])[1 + r.g % 12]], 10, CASE WHEN r.g % 10 = 0 THEN NULL ELSE 60 + r.g % 40 END,
              (CASE WHEN r.g % 20 = 0 THEN 'remote' WHEN r.g % 20 = 1 THEN 'hybrid' ELSE 'onsite' END)::"LocationType", 'Site ' || r.g % 300,
              'City ' || (1 + r.g % 10), 'OR', (${zipCodes})[1 + r.g % 10], (${lats})[1 + r.g % 10] + (r.g % 50) / 1000.0, (${lons})[1 + r.g % 10] - (r.g % 50) / 1000.0,
              (CASE WHEN r.in_series THEN 'recurring' ELSE 'one_time' END)::"ScheduleType", r.series_id, r.occurrence_date,
              r.starts, r.starts + interval '3 hours', 3,
              (CASE WHEN r.starts < now() THEN (CASE WHEN r.g % 25 = 0 THEN 'cancelled' ELSE 'completed' END)
                    WHEN r.g % 25 = 0 THEN 'draft' WHEN r.g % 31 = 0 THEN 'cancelled' ELSE 'published' END)::"OpportunityStatus",
              r.g % 2 = 0, r.g % 3 = 0, r.starts - interval '30 days', CASE WHEN r.starts < now() THEN r.starts + interval '1 day' END, r.starts - interval '40 days'
       FROM rows r`,
      [c.opportunities, c.seriesDates, TITLES, SKILLS, LABOR],
    );
    // Signups: opportunity k takes a run of consecutive volunteers, so no volunteer signs up twice
    // for one opportunity; a past opportunity's signups are mostly completed, a future one's confirmed.
    await step(
      "signups",
      `WITH o AS (SELECT id, start_datetime, status, row_number() OVER (ORDER BY start_datetime, id) - 1 AS k FROM opportunities WHERE status <> 'draft'),
       v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM volunteer_profiles),
       nv AS (SELECT count(*) AS n FROM v), no AS (SELECT count(*) AS n FROM o)
       INSERT INTO signups (opportunity_id, volunteer_id, status, signed_up_at, confirmed_at, check_in_at, check_out_at, cancelled_at)
       SELECT o.id, v.id, st.status::"SignupStatus", o.start_datetime - interval '10 days', o.start_datetime - interval '9 days',
              CASE WHEN st.status = 'completed' THEN o.start_datetime END, CASE WHEN st.status = 'completed' THEN o.start_datetime + interval '3 hours' END,
              CASE WHEN st.status = 'cancelled' THEN o.start_datetime - interval '2 days' END
       FROM generate_series(0, $1::int - 1) i
       CROSS JOIN no CROSS JOIN nv
       JOIN o ON o.k = i % no.n
       JOIN v ON v.n = ((i % no.n) * 37 + i / no.n) % nv.n
       CROSS JOIN LATERAL (SELECT CASE
         WHEN o.status = 'cancelled' THEN 'cancelled'
         WHEN o.start_datetime < now() THEN (ARRAY['completed','completed','completed','completed','completed','completed','completed','no_show','cancelled','declined'])[1 + i % 10]
         ELSE (ARRAY['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','pending','pending','cancelled'])[1 + i % 10] END AS status) st`,
      [c.signups],
    );
    // Hours: one entry per completed signup (as a check-out makes), then manual entries up to the count.
    await step(
      "hours from check-outs",
      `INSERT INTO hours_entries (volunteer_id, org_id, opportunity_id, signup_id, hours_worked, date_worked, labor_type, status, submitted_at, approved_at)
       SELECT s.volunteer_id, o.org_id, o.id, s.id, 3, (o.start_datetime AT TIME ZONE 'America/Los_Angeles')::date, o.labor_type,
              (CASE WHEN o.auto_approve_hours THEN 'auto_approved' WHEN hashtext(s.id::text) % 10 = 0 THEN 'pending' ELSE 'approved' END)::"HoursStatus",
              o.start_datetime + interval '3 hours', o.start_datetime + interval '2 days'
       FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
       WHERE s.status = 'completed'
       ORDER BY o.start_datetime LIMIT $1::int`,
      [c.hours],
    );
    await step(
      "manual hours",
      `WITH v AS (SELECT id, org_id, row_number() OVER (ORDER BY id) - 1 AS n FROM volunteer_profiles), nv AS (SELECT count(*) AS n FROM v)
       INSERT INTO hours_entries (volunteer_id, org_id, hours_worked, date_worked, labor_type, description, status, submitted_at, approved_at, rejected_at)
       SELECT v.id, v.org_id, (1 + g % 16) / 4.0, current_date - (g % 730), ($2::text[])[1 + g % 8]::"LaborType", 'Manual entry ' || g,
              (ARRAY['approved','approved','approved','approved','approved','approved','approved','pending','pending','rejected'])[1 + g % 10]::"HoursStatus",
              now() - ((g % 730) || ' days')::interval, CASE WHEN g % 10 < 7 THEN now() - ((g % 730) || ' days')::interval END,
              CASE WHEN g % 10 = 9 THEN now() - ((g % 730) || ' days')::interval END
       FROM generate_series(1, greatest(0, $1::int - (SELECT count(*) FROM hours_entries))::int) g CROSS JOIN nv JOIN v ON v.n = (g * 7) % nv.n`,
      [c.hours, LABOR],
    );
    // The load runs with triggers off (above), so the totals the hours triggers keep are
    // computed once from the loaded entries (docs/decisions/105-hours-rollup.md).
    const tr = performance.now();
    await client.query("SELECT hours_daily_totals_rebuild()");
    const { rows: totals } = await client.query<{ n: string }>("SELECT count(*) AS n FROM hours_daily_totals");
    log(`  hours daily totals: ${totals[0].n} rows in ${((performance.now() - tr) / 1000).toFixed(1)} s`);
    await step(
      "notifications",
      `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE role = 'volunteer'), nu AS (SELECT count(*) AS n FROM u)
       INSERT INTO notifications (user_id, notification_type, title, message, delivered_at, read_at)
       SELECT u.id, ($2::text[])[1 + g % 8]::"NotificationType", 'Update ' || g, 'Something changed for one of your shifts (' || g || ').',
              now() - ((g % 8760) || ' hours')::interval, CASE WHEN g % 10 < 7 THEN now() - ((g % 8760) || ' hours')::interval + interval '1 hour' END
       FROM generate_series(1, $1::int) g CROSS JOIN nu JOIN u ON u.n = g % nu.n`,
      [c.notifications, NOTIFY],
    );
    const ti = performance.now();
    for (const ix of indexes) await client.query(ix.def);
    log(`  ${indexes.length} indexes rebuilt in ${((performance.now() - ti) / 1000).toFixed(1)} s`);
    await client.query("COMMIT");
    // Properties' own triggers derive voucher_accepted: they run (listing-seed.ts vacuums them,
    // which no transaction may do).
    await client.query("SET session_replication_role = DEFAULT");
    const t = performance.now();
    await seedListings(client, 1, c.properties);
    log(`  properties: ${c.properties} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const a = performance.now();
    await client.query("VACUUM ANALYZE"); // as autovacuum would after a bulk load: statistics and the visibility map
    log(`  vacuum analyze: ${((performance.now() - a) / 1000).toFixed(1)} s`);
    return c;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = env().BENCH_DATABASE_URL;
  if (!url || !/bench/.test(new URL(url).pathname)) throw new Error("BENCH_DATABASE_URL must name a benchmark database (its name contains 'bench')");
  const i = process.argv.indexOf("--scale");
  const scale = i > 0 ? Number(process.argv[i + 1]) : 1;
  if (!(scale > 0 && scale <= 1)) throw new Error("--scale takes a number in (0, 1]");
  await createDatabaseIfMissing(databaseUrl(url, "postgres"), new URL(url).pathname.slice(1));
  await migrate(url);
  const started = performance.now();
  console.log(`Seeding ${new URL(url).pathname.slice(1)} at scale ${scale}:`);
  const c = await seedScale(url, scale);
  console.log(`Seeded ${JSON.stringify(c)} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (process.argv[1]?.endsWith("scale-seed.ts")) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
