// iCalendar (RFC 5545) feeds: a private, revocable feed of a volunteer's confirmed and
// checked-in shifts, and a single-event download per opportunity. ical-generator handles
// UID, DTSTAMP, escaping and line folding.
import { randomBytes } from "node:crypto";
import ical, { ICalEventStatus } from "ical-generator";
import { canManageOrg } from "@/lib/auth/scope";
import { appUrl } from "@/lib/env";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { countsFor } from "../seats/seat-counts";
import { isFull, NO_SEATS, seatsHeld, type SeatCounts } from "../seats/seat-rule";
import { onReadReplica } from "@/lib/replicas/read-replica";
import type { Ctx } from "@/lib/auth/context";
import { translatorFor } from "@/lib/i18n/translator";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import type { Locale } from "@/lib/i18n/locales";

/** PRODID names the product and the language of the calendar's texts (RFC 5545 3.7.3). */
function prodId(locale: Locale) {
  return { company: "Corps", product: "Volunteer Network", language: locale.toUpperCase() };
}

type IcalT = ReturnType<typeof translatorFor<"ical">>;

function myVolunteerId(ctx: Ctx): string {
  if (!ctx.caller.volunteerId) throw ApiError.notFound("Volunteer profile");
  return ctx.caller.volunteerId;
}

function feedUrl(token: string): string {
  return `${appUrl()}/api/corps/calendar/feed/${token}`;
}

export async function getCalendarFeed(ctx: Ctx): Promise<{ feed_url: string | null }> {
  const row = await ctx.db.volunteerProfile.findUnique({ where: { id: myVolunteerId(ctx) }, select: { calendarToken: true } });
  return { feed_url: row?.calendarToken ? feedUrl(row.calendarToken) : null };
}

/** Creates the feed, or replaces its token (the old URL stops working at once). */
export async function rotateCalendarFeed(ctx: Ctx): Promise<{ feed_url: string }> {
  const token = randomBytes(32).toString("base64url");
  await ctx.db.volunteerProfile.update({ where: { id: myVolunteerId(ctx) }, data: { calendarToken: token } });
  return { feed_url: feedUrl(token) };
}

export async function revokeCalendarFeed(ctx: Ctx): Promise<void> {
  await ctx.db.volunteerProfile.update({ where: { id: myVolunteerId(ctx) }, data: { calendarToken: null } });
}

function location(o: Pick<Opportunity, "locationName" | "address" | "city" | "state" | "zipCode" | "locationType">, t: IcalT): string | null {
  if (o.locationType === "remote") return t("remote");
  const parts = [o.locationName, o.address, o.city, [o.state, o.zipCode].filter(Boolean).join(" ")].filter((p) => p && p.length);
  return parts.length ? parts.join(", ") : null;
}

/** The seat line of an event's description, by the seat rule: "Seats: 4 of 5 taken". */
function seatLine(o: Opportunity, c: SeatCounts, t: IcalT): string {
  const held = seatsHeld(c);
  if (o.maxVolunteers === null) return t("seatsTaken", { held });
  return t(isFull(o, c) ? "seatsOfFull" : "seatsOf", { held, capacity: o.maxVolunteers });
}

function addOpportunity(cal: ReturnType<typeof ical>, o: Opportunity, uid: string, confirmed: boolean, c: SeatCounts, t: IcalT) {
  cal.createEvent({
    id: uid,
    start: o.startDatetime,
    end: o.endDatetime,
    stamp: o.updatedAt,
    summary: o.title,
    description: [o.shortDescription || o.description, seatLine(o, c, t)].filter(Boolean).join("\n\n"),
    location: location(o, t),
    url: `${appUrl()}/opportunities/${o.id}`,
    status: o.status === "cancelled" ? ICalEventStatus.CANCELLED : confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
  });
}

/**
 * The public feed route: the token is the only credential, so an unknown one is NOT_FOUND. The
 * feed is the owner's (its URL is per volunteer): its texts are in the owner's language, whoever
 * fetches it (a calendar app sends no useful Accept-Language).
 */
export async function volunteerFeed(primary: Ctx["db"], token: string): Promise<string> {
  const { db } = await onReadReplica({ db: primary });
  const profile = await db.volunteerProfile.findUnique({
    where: { calendarToken: token },
    select: { id: true, firstName: true, user: { select: { locale: true, organization: { select: { defaultLocale: true } } } } },
  });
  if (!profile) throw ApiError.notFound("Calendar feed");
  const locale = resolveLocale({ chosen: profile.user.locale, orgDefault: profile.user.organization?.defaultLocale });
  const t = translatorFor(locale, "ical");
  const signups = await db.signup.findMany({
    where: { volunteerId: profile.id, status: { in: ["confirmed", "checked_in"] } },
    include: { opportunity: true },
    orderBy: { opportunity: { startDatetime: "asc" } },
  });
  const cal = ical({ name: t("feedName", { name: profile.firstName }), prodId: prodId(locale), ttl: 3600 });
  const counts = await countsFor(db, signups.map((s) => s.opportunityId));
  for (const s of signups) addOpportunity(cal, s.opportunity, `signup-${s.id}@corps`, true, counts.get(s.opportunityId) ?? NO_SEATS, t);
  return cal.toString();
}

/** One event to download, in the language of the request (`locale`, resolved by the route). */
export async function opportunityIcs(ctx: Ctx, id: string, locale: Locale): Promise<{ body: string; filename: string }> {
  const o = await ctx.db.opportunity.findUnique({ where: { id } });
  // Drafts are visible to their organization's staff only.
  if (!o || (o.status === "draft" && !canManageOrg(ctx.caller, o.orgId))) throw ApiError.notFound("Opportunity");
  const cal = ical({ name: o.title, prodId: prodId(locale) });
  const counts = await countsFor(ctx.db, [o.id]);
  addOpportunity(cal, o, `opportunity-${o.id}@corps`, o.status !== "draft", counts.get(o.id) ?? NO_SEATS, translatorFor(locale, "ical"));
  const slug = o.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "opportunity";
  return { body: cal.toString(), filename: `${slug}.ics` };
}
