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

const PROD_ID = { company: "Corps", product: "Volunteer Network", language: "EN" };

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

function location(o: Pick<Opportunity, "locationName" | "address" | "city" | "state" | "zipCode" | "locationType">): string | null {
  if (o.locationType === "remote") return "Remote";
  const parts = [o.locationName, o.address, o.city, [o.state, o.zipCode].filter(Boolean).join(" ")].filter((p) => p && p.length);
  return parts.length ? parts.join(", ") : null;
}

/** The seat line of an event's description, by the seat rule: "Seats: 4 of 5 taken". */
function seatLine(o: Opportunity, c: SeatCounts): string {
  const held = seatsHeld(c);
  return o.maxVolunteers === null ? `Seats: ${held} taken` : `Seats: ${held} of ${o.maxVolunteers} taken${isFull(o, c) ? " (full)" : ""}`;
}

function addOpportunity(cal: ReturnType<typeof ical>, o: Opportunity, uid: string, confirmed: boolean, c: SeatCounts) {
  cal.createEvent({
    id: uid,
    start: o.startDatetime,
    end: o.endDatetime,
    stamp: o.updatedAt,
    summary: o.title,
    description: [o.shortDescription || o.description, seatLine(o, c)].filter(Boolean).join("\n\n"),
    location: location(o),
    url: `${appUrl()}/opportunities/${o.id}`,
    status: o.status === "cancelled" ? ICalEventStatus.CANCELLED : confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
  });
}

/** The public feed route: the token is the only credential, so an unknown one is NOT_FOUND. */
export async function volunteerFeed(primary: Ctx["db"], token: string): Promise<string> {
  const { db } = await onReadReplica({ db: primary });
  const profile = await db.volunteerProfile.findUnique({ where: { calendarToken: token }, select: { id: true, firstName: true } });
  if (!profile) throw ApiError.notFound("Calendar feed");
  const signups = await db.signup.findMany({
    where: { volunteerId: profile.id, status: { in: ["confirmed", "checked_in"] } },
    include: { opportunity: true },
    orderBy: { opportunity: { startDatetime: "asc" } },
  });
  const cal = ical({ name: `${profile.firstName}'s volunteer shifts`, prodId: PROD_ID, ttl: 3600 });
  const counts = await countsFor(db, signups.map((s) => s.opportunityId));
  for (const s of signups) addOpportunity(cal, s.opportunity, `signup-${s.id}@corps`, true, counts.get(s.opportunityId) ?? NO_SEATS);
  return cal.toString();
}

export async function opportunityIcs(ctx: Ctx, id: string): Promise<{ body: string; filename: string }> {
  const o = await ctx.db.opportunity.findUnique({ where: { id } });
  // Drafts are visible to their organization's staff only.
  if (!o || (o.status === "draft" && !canManageOrg(ctx.caller, o.orgId))) throw ApiError.notFound("Opportunity");
  const cal = ical({ name: o.title, prodId: PROD_ID });
  const counts = await countsFor(ctx.db, [o.id]);
  addOpportunity(cal, o, `opportunity-${o.id}@corps`, o.status !== "draft", counts.get(o.id) ?? NO_SEATS);
  const slug = o.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "opportunity";
  return { body: cal.toString(), filename: `${slug}.ics` };
}
