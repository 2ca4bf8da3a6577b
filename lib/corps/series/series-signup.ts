// Signing the caller up for every upcoming published or full occurrence of a series, and
// cancelling those signups. Each occurrence goes through the single-opportunity functions
// themselves (signUp / cancelMySignup in lib/corps/signups.ts): its own transaction under its own
// row lock, so a series signup is exactly a set of ordinary signups, whatever rules those
// functions hold. A few run at a time on separate connections: the answer waits for the slowest
// wave, not for 52 transactions in a row.
import { mapLimit } from "@/lib/async/map-limit";
import type { Ctx } from "@/lib/auth/context";
import { notify } from "@/lib/corps/notifications/notify";
import { cancelMySignup, signUp, SOLO } from "../signups/sign-up";
import { ApiError } from "@/lib/errors/api-error";
import { getSeriesRowOrThrow } from "./get-series";
import { dates, noticesPerVolunteer } from "./series-notices";
import type { SeriesSignupResultDto } from "./series-schemas";
import { notifyT } from "../notifications/localized";

/** Transactions in flight for one series request: leaves part of the pool (10) to other requests. */
const PARALLEL = 6;

type Outcome = "confirmed" | "pending" | "waitlist" | "entered";
type ErrorCode = NonNullable<SeriesSignupResultDto["error_code"]>;

const NOTICE_TYPE: Record<Outcome, "signup_confirmed" | "signup_pending" | "signup_waitlisted"> = {
  confirmed: "signup_confirmed",
  pending: "signup_pending",
  waitlist: "signup_waitlisted",
  entered: "signup_pending",
};

const REFUSALS = new Set<string>(["SIGNUP_FULL", "ALREADY_SIGNED_UP", "SIGNUP_CLOSED"] satisfies ErrorCode[]);

export async function signUpForSeries(ctx: Ctx, seriesId: string, notes: string): Promise<{ results: SeriesSignupResultDto[] }> {
  const series = await getSeriesRowOrThrow(ctx, seriesId);
  const occurrences = await ctx.db.opportunity.findMany({
    where: { seriesId, status: { in: ["published", "full"] }, startDatetime: { gt: new Date() } },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
    select: { id: true, startDatetime: true },
  });
  if (occurrences.length === 0) throw new ApiError("SIGNUP_CLOSED", "This series has no upcoming date open for signups");
  // An unexpected failure (not a refusal of one date) stops taking further dates; the dates
  // already signed up stay signed up and are still notified below, then the failure answers. A
  // retry completes the rest (the done dates answer ALREADY_SIGNED_UP).
  let failure: unknown = null;
  const attempted = await mapLimit(occurrences, PARALLEL, async (o): Promise<SeriesSignupResultDto | null> => {
    if (failure !== null) return null;
    const base = { opportunity_id: o.id, start_datetime: o.startDatetime.toISOString() };
    try {
      const made = await signUp(ctx, o.id, notes, SOLO, { notifyCaller: false });
      return { ...base, status: made.status, signup_id: made.id, waitlist_position: null, error_code: null };
    } catch (err) {
      if (!(err instanceof ApiError) || !REFUSALS.has(err.code)) {
        failure ??= err;
        return null;
      }
      // SIGNUP_FULL with a position is a waitlist signup (DECISIONS.md); without one, no signup.
      const position = err.details?.waitlist_position;
      if (err.code === "SIGNUP_FULL" && typeof position === "number") {
        return { ...base, status: "waitlist", signup_id: String(err.details?.signup_id), waitlist_position: position, error_code: null };
      }
      return { ...base, status: null, signup_id: null, waitlist_position: null, error_code: err.code as ErrorCode };
    }
  });
  const results = attempted.filter((r): r is SeriesSignupResultDto => r !== null);
  // One notification per outcome instead of one per date.
  await notify(
    ctx.db,
    (["confirmed", "pending", "waitlist"] as const).flatMap((outcome) =>
      noticesPerVolunteer(
        results.filter((r) => r.status === outcome).map((r) => ({ userId: ctx.caller.id, opportunityId: r.opportunity_id, start: new Date(r.start_datetime) })),
        series.timezone,
        (days, count) => ({
          type: NOTICE_TYPE[outcome],
          text: (locale) => ({
            title: notifyT(locale)(`signup.title.${outcome}`),
            message: notifyT(locale)(`series.${outcome}`, { dates: dates(count, locale), title: series.title, days: days(locale) }),
          }),
        }),
      ),
    ),
  );
  if (failure !== null) throw failure;
  return { results };
}

/** Cancels the caller's pending, confirmed and waitlist signups on the dates that have not started. */
export async function cancelMySeriesSignups(ctx: Ctx, seriesId: string) {
  await getSeriesRowOrThrow(ctx, seriesId);
  const mine = await ctx.db.opportunity.findMany({
    where: {
      seriesId,
      startDatetime: { gt: new Date() },
      signups: { some: { volunteer: { userId: ctx.caller.id }, status: { in: ["pending", "confirmed", "waitlist", "offered", "entered"] } } },
    },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
    select: { id: true, startDatetime: true },
  });
  if (mine.length === 0) throw ApiError.notFound("Signup");
  const results = await mapLimit(mine, PARALLEL, async (o) => {
    try {
      const cancelled = await cancelMySignup(ctx, o.id);
      return { opportunity_id: o.id, start_datetime: o.startDatetime.toISOString(), signup_id: cancelled.id, status: cancelled.status };
    } catch (err) {
      // Cancelled meanwhile (another tab, the organizer): nothing left to do on that date.
      if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
      throw err;
    }
  });
  return { results: results.filter((r) => r !== null) };
}
