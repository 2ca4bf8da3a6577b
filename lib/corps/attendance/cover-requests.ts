// Cover requests (issue 28, point 5): a recruiter asks the best-placed volunteers of the
// organization to fill an opportunity. Eligibility is judged for every active volunteer at once
// (one query for sign-ups, clashes, availability, distance and recent asks, one for
// requirements, one for reliability); the asked ones get an in-app notification and an e-mail
// with a link to sign up. One request per opportunity per hour (429 with Retry-After).
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { ApiError } from "@/lib/errors/api-error";
import { weekdays } from "../enums";
import { notify } from "../notifications/notify";
import { getManagedOpportunityOrThrow } from "../opportunities/lookup";
import { effectiveTimezone } from "../organizations/timezone";
import { applicableRequirements } from "../requirements/applicable-requirements";
import { judgeVolunteers } from "../requirements/judge-volunteers";
import { lockOpportunity } from "../seats/seats";
import { localOf } from "@/lib/time/wall-clock";
import { COVER_DEFAULT_ASKED, type CoverRequestCreate, type CoverRequestResult } from "./attendance-schemas";
import { reliabilityOf } from "./reliability";
import type { Locale } from "@/lib/i18n/locales";
import { notifyT } from "../notifications/localized";

/** The same opportunity can be asked again after this long. */
export const COVER_COOLDOWN_SECONDS = 3600;
/** A volunteer asked this many times in the last 7 days is left alone. */
export const COVER_WEEKLY_LIMIT = 2;
const MILES_PER_DEGREE_LAT = 69.0;

interface Candidate {
  id: string;
  user_id: string;
  name: string;
  signed_up: boolean;
  clash: string | null;
  has_availability: boolean;
  available: boolean;
  distance: number | null;
  max_travel_miles: number | null;
  asks_7d: number;
  last_asked: Date | null;
  skills: string[];
}

/** The shift on the organization's clocks: weekday and HH:MM from/to (to 23:59 when it runs past midnight). */
function localShift(start: Date, end: Date, zone: string): { weekday: string; from: string; to: string } {
  const s = localOf(start, zone);
  const e = localOf(end, zone);
  const weekday = weekdays[(new Date(`${s.date}T12:00:00Z`).getUTCDay() + 6) % 7];
  return { weekday, from: s.time, to: e.date === s.date ? e.time : "23:59" };
}

async function candidates(tx: DbTx, opp: { id: string; orgId: string; startDatetime: Date; endDatetime: Date; latitude: number | null; longitude: number | null; locationType: string; skillsNeeded: string[] }, zone: string): Promise<Candidate[]> {
  const shift = localShift(opp.startDatetime, opp.endDatetime, zone);
  const remote = opp.locationType === "remote";
  return tx.$queryRaw<Candidate[]>`
    SELECT v.id::text AS id, v.user_id::text AS user_id, trim(v.first_name || ' ' || v.last_name) AS name,
      EXISTS (SELECT 1 FROM signups s WHERE s.opportunity_id = ${opp.id}::uuid AND s.volunteer_id = v.id
              AND s.status IN ('pending', 'confirmed', 'waitlist', 'checked_in', 'completed', 'no_show')) AS signed_up,
      (SELECT o2.title FROM signups s2 JOIN opportunities o2 ON o2.id = s2.opportunity_id
        WHERE s2.volunteer_id = v.id AND s2.status IN ('confirmed', 'checked_in') AND o2.id <> ${opp.id}::uuid
          AND o2.start_datetime < ${opp.endDatetime} AND o2.end_datetime > ${opp.startDatetime}
        ORDER BY o2.start_datetime LIMIT 1) AS clash,
      EXISTS (SELECT 1 FROM jsonb_each(CASE WHEN jsonb_typeof(v.availability::jsonb) = 'object' THEN v.availability::jsonb ELSE '{}'::jsonb END) d
              WHERE jsonb_typeof(d.value) = 'array' AND jsonb_array_length(d.value) > 0) AS has_availability,
      EXISTS (SELECT 1 FROM jsonb_array_elements(
                CASE WHEN jsonb_typeof(v.availability::jsonb -> ${shift.weekday}) = 'array' THEN v.availability::jsonb -> ${shift.weekday} ELSE '[]'::jsonb END) r
              WHERE r->>'start' <= ${shift.from} AND r->>'end' >= ${shift.to}) AS available,
      CASE WHEN ${!remote} AND ${opp.latitude}::float8 IS NOT NULL AND v.latitude IS NOT NULL THEN
        ${MILES_PER_DEGREE_LAT} * sqrt(power(${opp.latitude}::float8 - v.latitude, 2)
          + power((${opp.longitude}::float8 - v.longitude) * cos(radians((${opp.latitude}::float8 + v.latitude) / 2)), 2))
      END AS distance,
      v.max_travel_miles,
      (SELECT count(*)::int FROM cover_asks ca WHERE ca.volunteer_id = v.id AND ca.asked_at > now() - interval '7 days') AS asks_7d,
      (SELECT max(ca.asked_at) FROM cover_asks ca WHERE ca.volunteer_id = v.id) AS last_asked,
      ARRAY(SELECT unnest(${opp.skillsNeeded}::text[]) INTERSECT SELECT unnest(v.skills)) AS skills
    FROM volunteer_profiles v
    WHERE v.org_id = ${opp.orgId}::uuid AND v.is_active
    ORDER BY v.id`;
}

function lastAskedText(at: Date | null, now: Date): string {
  if (!at) return "Not asked for cover before";
  const days = Math.floor((now.getTime() - at.getTime()) / 86_400_000);
  return days === 0 ? "Last asked earlier today" : `Last asked ${days} day${days === 1 ? "" : "s"} ago`;
}

/** POST /opportunities/{id}/cover-requests (recruiter+ of its organization). */
export async function requestCover(ctx: Ctx, opportunityId: string, input: CoverRequestCreate): Promise<CoverRequestResult> {
  await getManagedOpportunityOrThrow(ctx, opportunityId);
  const maxAsked = input.max_asked ?? COVER_DEFAULT_ASKED;
  const { result, emailIds } = await ctx.db.$transaction(
    async (tx) => {
      // The opportunity's row lock makes the hourly limit exact under concurrent requests.
      const opp = await lockOpportunity(tx, opportunityId);
      const now = new Date();
      if ((opp.status !== "published" && opp.status !== "full") || opp.startDatetime <= now) {
        throw ApiError.invalidState(opp.status, "cover_requested", "Cover can be asked only for a published opportunity that has not started");
      }
      const last = await tx.coverRequest.findFirst({ where: { opportunityId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
      if (last) {
        const wait = Math.ceil(COVER_COOLDOWN_SECONDS - (now.getTime() - last.createdAt.getTime()) / 1000);
        if (wait > 0) {
          throw new ApiError("RATE_LIMITED", `Cover was asked for this opportunity less than an hour ago; ask again in ${Math.ceil(wait / 60)} min`, {
            retry_after_seconds: wait,
          });
        }
      }
      const org = await tx.organization.findUniqueOrThrow({ where: { id: opp.orgId }, select: { timezone: true } });
      const all = await candidates(tx, opp, effectiveTimezone(org.timezone));
      const skipped = { already_signed_up: 0, clash: 0, requirements: 0, availability: 0, distance: 0, asked_recently: 0 };
      const open = all.filter((c) => {
        if (c.signed_up) skipped.already_signed_up += 1;
        else if (c.clash !== null) skipped.clash += 1;
        else return true;
        return false;
      });
      const requirements = await applicableRequirements(tx, opp);
      const judged = await judgeVolunteers(tx, open.map((c) => c.id), requirements, { at: now, ageOn: opp.startDatetime });
      const eligible = open.filter((c) => {
        if ((judged.get(c.id) ?? []).some((j) => j.status !== "met")) skipped.requirements += 1;
        else if (c.has_availability && !c.available) skipped.availability += 1;
        else if (c.distance !== null && c.max_travel_miles !== null && c.distance > c.max_travel_miles) skipped.distance += 1;
        else if (c.asks_7d >= COVER_WEEKLY_LIMIT) skipped.asked_recently += 1;
        else return true;
        return false;
      });
      const scores = await reliabilityOf(tx, eligible.map((c) => c.id), now);
      const score = (c: Candidate) => scores.get(c.id)?.score ?? 0;
      // Least recently asked first (never asked before anyone), then skill match, then reliability.
      const ordered = [...eligible].sort(
        (a, b) =>
          (a.last_asked?.getTime() ?? -Infinity) - (b.last_asked?.getTime() ?? -Infinity) ||
          b.skills.length - a.skills.length ||
          score(b) - score(a) ||
          a.id.localeCompare(b.id),
      );
      const chosen = ordered.slice(0, maxAsked);
      const request = await tx.coverRequest.create({ data: { opportunityId, requestedBy: ctx.caller.id, message: input.message ?? "" } });
      await tx.coverAsk.createMany({ data: chosen.map((c) => ({ coverRequestId: request.id, volunteerId: c.id, askedAt: now })) });
      // One text for everyone asked, rendered once per language (the organizer's note as typed).
      const text = (locale: Locale) => ({ title: opp.title, message: notifyT(locale)("cover.asked", { title: opp.title, note: input.message ? ` ${input.message}` : "" }) });
      const sent = await notify(
        tx,
        chosen.map((c) => ({
          userId: c.user_id,
          type: "volunteer_needed" as const,
          text,
          opportunityId,
          actionUrl: `/opportunities/${opportunityId}`,
          // The ask is useless once the shift starts: e-mailed at once, never held for a digest.
          deadline: opp.startDatetime,
        })),
        { channels: ["in_app", "email"] },
      );
      const asked = chosen.map((c) => ({
        volunteer_id: c.id,
        name: c.name,
        reasons: [
          lastAskedText(c.last_asked, now),
          ...(c.skills.length > 0 ? [`Skills: ${c.skills.join(", ")}`] : []),
          c.has_availability ? "Available at this time" : "No weekly availability set",
          ...(c.distance !== null ? [`${c.distance.toFixed(1)} miles away`] : []),
          `Reliability ${Math.round(score(c) * 100)}%`,
        ],
      }));
      return { result: { id: request.id, opportunity_id: opportunityId, asked, skipped }, emailIds: sent.emailIds };
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  await deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] cover request delivery failed", err));
  return result;
}
