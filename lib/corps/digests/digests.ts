// Daily and weekly (Monday) digests at 08:00 in the organization's zone (issue 31). Exactly one
// per user and period: the (user, period) row in digest_runs is inserted first, in the same
// transaction as the e-mail, so concurrent, overlapping or retried runs send one. A period with
// nothing to say is recorded and sends nothing.
import { randomUUID } from "node:crypto";
import type { Db, DbTx } from "@/lib/db/client";
import { pgArray } from "@/lib/db/unnest";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { renderDigestEmail, type DigestSection } from "@/lib/email/templates/digest-email";
import { appUrl, env } from "@/lib/env";
import { formatDateTime } from "@/lib/format";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, instantOf, localOf } from "@/lib/time/wall-clock";
import { Temporal } from "temporal-polyfill";
import { effectiveTimezone } from "../organizations/timezone";
import { forecastsOf } from "../attendance/forecast";
import { loadPreferences, type Preferences } from "../notifications/preferences";
import { DIGESTIBLE, ROUTING, type Category } from "../notifications/routing";
import { unsubscribeUrl } from "../notifications/unsubscribe-token";
import { translatorFor } from "@/lib/i18n/translator";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import type { Locale } from "@/lib/i18n/locales";

const DIGEST_HOUR = "08:00";
const BATCH = 200;

type Period = "daily" | "weekly";

interface Candidate {
  id: string;
  email: string;
  name: string | null;
  role: string;
  org_id: string | null;
  timezone: string | null;
  /** users.locale and the organization's default_locale: the digest's language. */
  locale: string | null;
  default_locale: string | null;
}

/** The period a digest at `now` belongs to, or null before its first 08:00 (a Monday's, for weekly). */
export function digestPeriod(now: Date, zone: string, period: Period): { key: string; start: Date } | null {
  const local = localOf(now, zone);
  const today = local.date;
  const monday = addDays(today, 1 - Temporal.PlainDate.from(today).dayOfWeek);
  const day = period === "daily" ? today : monday;
  const start = instantOf({ date: day, time: DIGEST_HOUR }, zone);
  if (now < start) {
    // Before 08:00: the previous period is the current one (a run that was missed still sends it).
    const prev = period === "daily" ? addDays(day, -1) : addDays(day, -7);
    return { key: `${period}:${prev}`, start: instantOf({ date: prev, time: DIGEST_HOUR }, zone) };
  }
  return { key: `${period}:${day}`, start };
}

function categoriesIn(prefs: Preferences, period: Period): Category[] {
  return DIGESTIBLE.filter((c) => prefs[c].email === period);
}

const typesOf = (cats: Category[]) => Object.entries(ROUTING).filter(([, r]) => cats.includes(r.category as Category)).map(([t]) => t);

async function sectionsFor(tx: DbTx, user: Candidate, cats: Category[], since: Date, zone: string, locale: Locale): Promise<DigestSection[]> {
  const t = translatorFor(locale, "email");
  const sections: DigestSection[] = [];
  const types = typesOf(cats);
  const notes = types.length
    ? await tx.$queryRaw<{ title: string; message: string; action_url: string | null }[]>`
        SELECT title, message, action_url FROM notifications
        WHERE user_id = ${user.id}::uuid AND notification_type::text = ANY(${types}::text[]) AND delivered_at > ${since}
        ORDER BY delivered_at DESC LIMIT 20`
    : [];
  if (notes.length) sections.push({ heading: t("digest.sinceLast"), items: notes.map((n) => ({ text: `${n.title}: ${n.message}`.slice(0, 200), path: n.action_url })) });

  if (cats.includes("opportunities") && user.role === "volunteer") {
    // New opportunities of the volunteer's organization that match their skills (or need none)
    // and travel distance (docs/decisions/091-digests.md).
    const opps = await tx.$queryRaw<{ id: string; title: string; start_datetime: Date }[]>`
      SELECT o.id, o.title, o.start_datetime FROM opportunities o, volunteer_profiles vp
      WHERE vp.user_id = ${user.id}::uuid AND o.org_id = vp.org_id AND o.status = 'published' AND o.published_at > ${since} AND o.start_datetime > now()
        AND (cardinality(o.skills_needed) = 0 OR EXISTS (
          SELECT 1 FROM unnest(o.skills_needed) n JOIN unnest(vp.skills) s ON lower(n) = lower(s)))
        AND (vp.max_travel_miles IS NULL OR vp.latitude IS NULL OR o.latitude IS NULL OR
          3958.8 * 2 * asin(sqrt(power(sin(radians(o.latitude - vp.latitude) / 2), 2) +
            cos(radians(vp.latitude)) * cos(radians(o.latitude)) * power(sin(radians(o.longitude - vp.longitude) / 2), 2))) <= vp.max_travel_miles)
      ORDER BY o.start_datetime LIMIT 10`;
    if (opps.length) {
      sections.push({ heading: t("digest.newOpportunities"), items: opps.map((o) => ({ text: `${o.title}, ${formatDateTime(o.start_datetime.toISOString(), zone, locale)}`, path: `/opportunities/${o.id}` })) });
    }
  }

  if (cats.includes("pending") && user.role !== "volunteer" && user.org_id) {
    const [p] = await tx.$queryRaw<{ signups: number; hours: number }[]>`
      SELECT
        (SELECT count(*)::int FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
          WHERE o.org_id = ${user.org_id}::uuid AND s.status = 'pending') AS signups,
        (SELECT count(*)::int FROM hours_entries h WHERE h.org_id = ${user.org_id}::uuid AND h.status = 'pending') AS hours`;
    // At risk by the attendance forecast's one rule (docs/decisions/061), for the next 72 hours.
    const soon = await tx.opportunity.findMany({
      where: { orgId: user.org_id, status: { in: ["published", "full"] }, startDatetime: { gt: new Date(), lte: new Date(Date.now() + 72 * 3_600_000) } },
      select: { id: true, minVolunteers: true, maxVolunteers: true },
    });
    const atRisk = [...(await forecastsOf(tx, soon)).values()].filter((f) => f.at_risk).length;
    const items = [
      ...(p?.signups ? [{ text: t("digest.pendingSignups", { count: p.signups }), path: "/recruiter" }] : []),
      ...(p?.hours ? [{ text: t("digest.pendingHours", { count: p.hours }), path: "/recruiter/hours" }] : []),
      ...(atRisk ? [{ text: t("digest.atRisk", { count: atRisk }), path: "/recruiter" }] : []),
    ];
    if (items.length) sections.push({ heading: t("digest.waiting"), items });
  }
  if (sections.length === 0) return sections;

  if (user.role === "volunteer") {
    const shifts = await tx.$queryRaw<{ id: string; title: string; start_datetime: Date }[]>`
      SELECT o.id, o.title, o.start_datetime FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
      JOIN volunteer_profiles vp ON vp.id = s.volunteer_id
      WHERE vp.user_id = ${user.id}::uuid AND s.status = 'confirmed' AND o.start_datetime BETWEEN now() AND now() + interval '14 days'
      ORDER BY o.start_datetime LIMIT 10`;
    if (shifts.length) sections.push({ heading: t("digest.upcoming"), items: shifts.map((o) => ({ text: `${o.title}, ${formatDateTime(o.start_datetime.toISOString(), zone, locale)}`, path: `/opportunities/${o.id}` })) });
  }
  return sections;
}

/** A (user, period) whose digest is due now, with the period and the categories it covers. */
interface Due {
  user: Candidate;
  period: Period;
  cats: Category[];
  key: string;
  start: Date;
}

/**
 * One user's digest for one period: claims (user, period) first; the loser of a race, or a second
 * run, finds the row taken and does nothing. Answers the e-mail's outbox id, or null.
 */
async function digestFor(db: Db, due: Due): Promise<string | null> {
  const { user, period, cats, key } = due;
  const zone = effectiveTimezone(user.timezone);
  return db.$transaction(async (tx) => {
    // A digest's claim and e-mail commit together, so a commit lost in a crash is as if the run
    // had not happened, and the next run sends it: no reason to wait for the disk at each of
    // thousands of commits (docs/decisions/109-digest-runs-at-scale.md).
    await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
    // The claim and the previous digest's time in one round trip (the new row is not in the
    // statement's snapshot, and is excluded by its period anyway).
    const [claim] = await tx.$queryRaw<{ claimed: boolean; last: Date | null }[]>`
      WITH c AS (INSERT INTO digest_runs (user_id, period) VALUES (${user.id}::uuid, ${key}) ON CONFLICT DO NOTHING RETURNING 1)
      SELECT EXISTS (SELECT 1 FROM c) AS claimed,
             (SELECT max(created_at) FROM digest_runs WHERE user_id = ${user.id}::uuid AND period LIKE ${`${period}:%`} AND period <> ${key}) AS last`;
    if (!claim?.claimed) return null;
    const since = claim.last ?? fallbackSince(due.start, period);
    const locale = resolveLocale({ chosen: user.locale, orgDefault: user.default_locale });
    const sections = await sectionsFor(tx, user, cats, since, zone, locale);
    if (sections.length === 0) return null;
    const base = appUrl();
    const unsubscribe = unsubscribeUrl({ userId: user.id, category: "digest" }, base);
    const mail = renderDigestEmail({ recipientName: user.name, period, sections, unsubscribeUrl: unsubscribe, preferencesPath: "/volunteer/notifications" }, base, locale);
    const id = randomUUID();
    // The e-mail, and the period marked sent, in one statement.
    await tx.$executeRaw`
      WITH e AS (
        INSERT INTO email_outbox (id, user_id, to_email, to_name, from_email, category, unsubscribe_url, subject, html, text)
        VALUES (${id}::uuid, ${user.id}::uuid, ${user.email}, ${user.name}, ${env().EMAIL_FROM ?? null}, 'digest', ${unsubscribe}, ${mail.subject}, ${mail.html}, ${mail.text})
        RETURNING 1)
      UPDATE digest_runs SET sent = true WHERE user_id = ${user.id}::uuid AND period = ${key} AND EXISTS (SELECT 1 FROM e)`;
    return id;
  });
}


/**
 * Splits a batch's due (user, period) pairs, in two look-ups, into those that may have something
 * to say (digestFor builds and claims each) and those that have not (recorded in bulk, as of
 * `checkedAt`); pairs already run are dropped. The cron runs every hour, and most pairs are
 * either done for the period or quiet: one transaction each was a transaction per volunteer per
 * hour. "May have something" is a superset of what sectionsFor finds: a notification of the
 * digest's kinds since the last digest, an opportunity of the volunteer's organization published
 * since then (before the skills and distance filters), or pending items for an organizer (always
 * looked at). A quiet pair is recorded as of the look-up's start, so whatever arrives after it is
 * in the next digest.
 */
async function sortDue(db: Db, due: Due[]): Promise<{ toRun: Due[]; quiet: Due[]; checkedAt: Date }> {
  if (due.length === 0) return { toRun: [], quiet: [], checkedAt: new Date() };
  const rows = await db.$queryRaw<{ taken: boolean; since: Date; notes: boolean; profile_org: string | null; checked_at: Date }[]>`
    SELECT s.taken, s.since, s.profile_org, now() AS checked_at,
           x.types <> '' AND EXISTS (
             SELECT 1 FROM notifications n
             WHERE n.user_id = x.user_id AND n.notification_type::text = ANY(string_to_array(x.types, ',')) AND n.delivered_at > s.since) AS notes
    FROM unnest(${pgArray(due.map((d) => d.user.id))}::uuid[], ${pgArray(due.map((d) => d.key))}::text[], ${pgArray(due.map((d) => d.period))}::text[],
                ${pgArray(due.map((d) => fallbackSince(d.start, d.period).toISOString()))}::timestamptz[],
                ${pgArray(due.map((d) => typesOf(d.cats).join(",")))}::text[])
      WITH ORDINALITY AS x(user_id, period, kind, fallback, types, i)
    CROSS JOIN LATERAL (SELECT
      EXISTS (SELECT 1 FROM digest_runs r WHERE r.user_id = x.user_id AND r.period = x.period) AS taken,
      COALESCE((SELECT max(r.created_at) FROM digest_runs r
                WHERE r.user_id = x.user_id AND r.period LIKE x.kind || ':%' AND r.period <> x.period), x.fallback) AS since,
      (SELECT vp.org_id::text FROM volunteer_profiles vp WHERE vp.user_id = x.user_id) AS profile_org) s
    ORDER BY x.i`;
  const orgs = [...new Set(rows.flatMap((r) => (r.profile_org ? [r.profile_org] : [])))];
  const newest = orgs.length
    ? new Map(
        (
          await db.$queryRaw<{ org_id: string; newest: Date | null }[]>`
            SELECT o.org_id::text AS org_id, max(o.published_at) AS newest FROM opportunities o
            WHERE o.org_id = ANY(${pgArray(orgs)}::uuid[]) AND o.status = 'published' AND o.start_datetime > now()
            GROUP BY o.org_id`
        ).map((o) => [o.org_id, o.newest]),
      )
    : new Map<string, Date | null>();
  const toRun: Due[] = [];
  const quiet: Due[] = [];
  due.forEach((d, i) => {
    const r = rows[i];
    if (r.taken) return;
    const published = r.profile_org ? newest.get(r.profile_org) : null;
    const opportunities = d.cats.includes("opportunities") && d.user.role === "volunteer" && published != null && published > r.since;
    const pending = d.cats.includes("pending") && d.user.role !== "volunteer" && d.user.org_id !== null;
    (r.notes || opportunities || pending ? toRun : quiet).push(d);
  });
  return { toRun, quiet, checkedAt: rows[0].checked_at };
}

/** A user's first digest of a kind looks back one period. */
function fallbackSince(start: Date, period: Period): Date {
  return new Date(start.getTime() - (period === "daily" ? 1 : 7) * 86_400_000);
}

/** The digest cron: every user whose daily or weekly digest is due gets at most one per period. */
export async function sendDueDigests(db: Db, now = new Date()): Promise<{ digests: number; users: number }> {
  let cursor: string | null = null;
  let digests = 0;
  let users = 0;
  for (;;) {
    const after: Prisma.Sql = cursor ? Prisma.sql`AND u.id > ${cursor}::uuid` : Prisma.empty;
    const batch: Candidate[] = await db.$queryRaw<Candidate[]>`
      SELECT u.id, u.email, u.name, u.role::text AS role, u.org_id, o.timezone, u.locale::text AS locale, o.default_locale::text AS default_locale
      FROM users u LEFT JOIN organizations o ON o.id = u.org_id
      WHERE u.is_active ${after}
        AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.category = 'digest' AND p.email = 'off')
      ORDER BY u.id LIMIT ${BATCH}`;
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1].id;
    const prefs = await loadPreferences(db, batch);
    const due = batch.flatMap((user) => {
      const mine = prefs.get(user.id) as Preferences;
      const zone = effectiveTimezone(user.timezone);
      return (["daily", "weekly"] as const).flatMap((period) => {
        const p = digestPeriod(now, zone, period);
        const cats = categoriesIn(mine, period);
        return p && cats.length > 0 ? [{ user, period, cats, key: p.key, start: p.start }] : [];
      });
    });
    const { toRun, quiet, checkedAt } = await sortDue(db, due);
    if (quiet.length > 0) {
      // What digestFor records for a period with nothing to say, for all of them at once.
      await db.$executeRaw`
        INSERT INTO digest_runs (user_id, period, created_at)
        SELECT u, p, ${checkedAt} FROM unnest(${pgArray(quiet.map((d) => d.user.id))}::uuid[], ${pgArray(quiet.map((d) => d.key))}::text[]) AS q(u, p)
        ON CONFLICT DO NOTHING`;
    }
    const ids: string[] = [];
    for (const d of toRun) {
      const id = await digestFor(db, d);
      if (id) ids.push(id);
    }
    users += batch.length;
    digests += ids.length;
    await deliverEmails(db, ids).catch((err: unknown) => console.error("[email] digest delivery failed", err));
    if (batch.length < BATCH) break;
  }
  return { digests, users };
}
