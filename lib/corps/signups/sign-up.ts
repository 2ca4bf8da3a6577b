// Signing up (seats, waitlist, parties), cancelling one's own signup and changing its party.
import type { Ctx } from "@/lib/auth/context";
import { ApiError } from "@/lib/errors/api-error";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import { getOpportunityOrThrow } from "../opportunities/lookup";
import { assertSignupRequirements } from "../requirements/requirement-gate";
import { countsFor, seatsTaken } from "../seats/seat-counts";
import { intakeFor, seatsFree } from "../seats/seat-rule";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { formatDeadline, settleSeats } from "../seats/settle";
import { organizationTimezone } from "../organizations/timezone";
import type { Party, SignupDto } from "./signup-schemas";
import { reloadSignup } from "./signup-lookup";
import { notifyT } from "../notifications/localized";

export interface SignupOutcome {
  id: string;
  status: "confirmed" | "pending" | "waitlist" | "entered";
  party_size: number;
  message: string;
}

export const SOLO: Party = { party_size: 1, guests: [] };

/** "you" or "your party of 3", for messages. */
function whoFor(size: number): string {
  return size === 1 ? "You are" : `Your party of ${size} is`;
}

/**
 * The one function that counts seats and hands out waitlist positions, under the opportunity's
 * row lock. A party takes party_size seats and is seated or waitlisted as a whole. A waitlisted
 * signup is committed, then answered as SIGNUP_FULL with its position. The requirements gate
 * runs here, so every path that signs up (the API, the page, series signups) is gated. Series
 * signups call it per occurrence with `notifyCaller: false` and tell the volunteer once
 * (lib/corps/series/series-signup.ts).
 */
export async function signUp(
  ctx: Ctx,
  opportunityId: string,
  notes: string,
  party: Party = SOLO,
  options: { notifyCaller?: boolean } = {},
): Promise<SignupOutcome> {
  const profile = await ctx.db.volunteerProfile.findUnique({ where: { userId: ctx.caller.id } });
  const size = party.party_size;
  const result = await seatTransaction(ctx.db, async (tx) => {
    // Only an unknown id is NOT_FOUND. DECISIONS.md: an opportunity that is not open is
    // SIGNUP_CLOSED, also a draft or cancelled one the caller may not read; that answer names
    // no status, so it tells nothing about a hidden opportunity.
    const opp = await lockOpportunity(tx, opportunityId);
    if (!profile) throw new ApiError("SIGNUP_CLOSED", "Create your volunteer profile before signing up");
    if (opp.status === "draft" || opp.status === "cancelled") throw new ApiError("SIGNUP_CLOSED", "Signups are not open for this opportunity");
    if (opp.status !== "published" && opp.status !== "full") {
      throw new ApiError("SIGNUP_CLOSED", `Signups are closed: the opportunity is ${opp.status}`);
    }
    if (opp.startDatetime.getTime() <= Date.now()) throw new ApiError("SIGNUP_CLOSED", "Signups are closed: the opportunity has already started");
    if (!profile.isActive) throw new ApiError("SIGNUP_CLOSED", "Your volunteer profile is deactivated");
    const existing = await tx.signup.findFirst({
      where: { opportunityId, volunteerId: profile.id, status: { not: "cancelled" } },
      select: { id: true, status: true },
    });
    if (existing) {
      throw new ApiError("ALREADY_SIGNED_UP", "You are already signed up for this opportunity", { signup_id: existing.id, status: existing.status });
    }
    await assertSignupRequirements(tx, profile.id, opp);
    if (opp.maxVolunteers !== null && size > opp.maxVolunteers) {
      throw ApiError.validation({ party_size: `This opportunity has ${opp.maxVolunteers} seat${opp.maxVolunteers === 1 ? "" : "s"} in all` });
    }
    // Whatever is due (a draw, a lapsed offer) happens before this signup is placed.
    const now = new Date();
    await settleSeats(tx, opp, now);
    const settled = await tx.opportunity.findUniqueOrThrow({ where: { id: opportunityId } });
    const counts = (await countsFor(tx, [opportunityId])).get(opportunityId);
    const intake = intakeFor(settled, counts ?? { confirmed: 0, pending: 0, offered: 0, waitlist: 0, entered: 0 }, size, now);
    if (intake === "refused") {
      if (settled.signupMode === "lottery" && settled.lotteryDrawnAt === null) {
        throw new ApiError("SIGNUP_CLOSED", "The draw for this opportunity has closed; entries are no longer taken");
      }
      return { full: true as const, free: counts ? (seatsFree(settled, counts) ?? 0) : 0 };
    }
    let waitlistPosition: number | null = null;
    if (intake === "waitlist") {
      const agg = await tx.signup.aggregate({ where: { opportunityId }, _max: { waitlistPosition: true } });
      waitlistPosition = (agg._max.waitlistPosition ?? 0) + 1;
    }
    const status: SignupOutcome["status"] = intake === "entry" ? "entered" : intake === "waitlist" ? "waitlist" : opp.autoApproveSignups ? "confirmed" : "pending";
    const signup = await tx.signup.create({
      data: {
        opportunityId,
        volunteerId: profile.id,
        status,
        waitlistPosition,
        volunteerNotes: notes,
        confirmedAt: status === "confirmed" ? now : null,
        partySize: size,
        guests: party.guests,
      },
    });
    const event = {
      signup_id: signup.id,
      opportunity_id: opportunityId,
      volunteer_id: profile.id,
      status,
      party_size: size,
      signed_up_at: signup.signedUpAt.toISOString(),
      ...(waitlistPosition !== null ? { waitlist_position: waitlistPosition } : {}),
    };
    await emitEvent(tx, "signup.created", opp.orgId, event);
    if (status === "confirmed") await emitEvent(tx, "signup.confirmed", opp.orgId, { ...event, confirmed_at: now.toISOString() });
    const closes = settled.lotteryClosesAt?.toISOString() ?? "";
    const message =
      status === "entered"
        ? `${size > 1 ? `Your party of ${size} is` : "You are"} entered in the draw for ${opp.title}; it closes at ${closes}.`
        : status === "confirmed"
        ? `${whoFor(size)} confirmed for ${opp.title}.`
        : status === "pending"
          ? `Your signup${size > 1 ? ` (party of ${size})` : ""} for ${opp.title} is waiting for the organizer's approval.`
          : `${opp.title} is full${size > 1 ? ` for a party of ${size}` : ""}: you were added to the waitlist at position ${waitlistPosition}.`;
    if (options.notifyCaller !== false) {
      // The close as the entrant reads it, on the organization's clocks (as an offer's deadline).
      const zone = status === "entered" && settled.lotteryClosesAt ? await organizationTimezone(tx, opp.orgId) : null;
      await notify(tx, {
        userId: ctx.caller.id,
        type: status === "confirmed" ? "signup_confirmed" : status === "pending" || status === "entered" ? "signup_pending" : "signup_waitlisted",
        // The API answers `message` in English; the notification is in the volunteer's language.
        text: (locale) => {
          const t = notifyT(locale);
          const values = { title: opp.title, size };
          return {
            title: t(`signup.title.${status}`),
            message:
              status === "entered"
                ? t("signup.entered", { ...values, closes: settled.lotteryClosesAt && zone ? formatDeadline(settled.lotteryClosesAt, zone, locale) : closes })
                : status === "waitlist"
                  ? t("signup.waitlist", { ...values, position: String(waitlistPosition) })
                  : t(status === "confirmed" ? "signup.confirmed" : "signup.pending", values),
          };
        },
        opportunityId,
        actionUrl: `/opportunities/${opportunityId}`,
      });
    }
    if (status === "confirmed" || status === "pending") await settleSeats(tx, opp, now);
    return { full: false as const, id: signup.id, status, message, waitlistPosition };
  });
  if (result.full) {
    throw new ApiError(
      "SIGNUP_FULL",
      size > 1 && result.free > 0 ? `Only ${result.free} seat${result.free === 1 ? " is" : "s are"} left, not enough for ${size}, and there is no waitlist` : "This opportunity is full and has no waitlist",
    );
  }
  if (result.status === "waitlist") {
    throw new ApiError("SIGNUP_FULL", result.message, { waitlist_position: result.waitlistPosition, signup_id: result.id });
  }
  return { id: result.id, status: result.status, party_size: size, message: result.message };
}

/** Cancels the caller's own active signup; a freed seat goes to the waitlist at once. */
export async function cancelMySignup(ctx: Ctx, opportunityId: string): Promise<{ id: string; status: "cancelled" }> {
  await getOpportunityOrThrow(ctx, opportunityId);
  return seatTransaction(ctx.db, async (tx) => {
    const opp = await lockOpportunity(tx, opportunityId);
    const mine = await tx.signup.findFirst({
      where: { opportunityId, volunteer: { userId: ctx.caller.id }, status: { in: ["pending", "confirmed", "waitlist", "checked_in", "completed", "offered", "entered"] } },
      orderBy: { signedUpAt: "desc" },
    });
    if (!mine) throw ApiError.notFound("Signup");
    if (mine.status === "checked_in" || mine.status === "completed") throw ApiError.invalidState(mine.status, "cancelled");
    await tx.signup.update({ where: { id: mine.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    await settleSeats(tx, opp);
    return { id: mine.id, status: "cancelled" as const };
  });
}

/**
 * The owner changes their party (PATCH /signups/{id}/party) while signups are open. A smaller
 * party frees seats for the waitlist at once; a larger seated party needs the extra seats free
 * (else SIGNUP_FULL and nothing changes); a waitlisted party just changes size and is seated if
 * it now fits.
 */
export async function changeParty(ctx: Ctx, id: string, party: Party): Promise<SignupDto> {
  return seatTransaction(ctx.db, async (tx) => {
    const found = await tx.signup.findUnique({ where: { id }, select: { opportunityId: true, volunteer: { select: { userId: true } } } });
    if (!found || found.volunteer.userId !== ctx.caller.id) throw ApiError.notFound("Signup");
    const opp = await lockOpportunity(tx, found.opportunityId);
    const s = await tx.signup.findUniqueOrThrow({ where: { id } });
    if (!["pending", "confirmed", "waitlist", "entered"].includes(s.status)) {
      throw ApiError.invalidState(s.status, s.status, `A ${s.status} signup's party can no longer change`);
    }
    if ((opp.status !== "published" && opp.status !== "full") || opp.startDatetime.getTime() <= Date.now()) {
      throw new ApiError("SIGNUP_CLOSED", "The party can change only until the opportunity starts");
    }
    const size = party.party_size;
    if (opp.maxVolunteers !== null && size > opp.maxVolunteers) {
      throw ApiError.validation({ party_size: `This opportunity has ${opp.maxVolunteers} seat${opp.maxVolunteers === 1 ? "" : "s"} in all` });
    }
    if (s.status !== "waitlist" && s.status !== "entered" && size > s.partySize && opp.maxVolunteers !== null) {
      const free = opp.maxVolunteers - (await seatsTaken(tx, opp.id));
      const extra = size - s.partySize;
      if (extra > free) {
        throw new ApiError("SIGNUP_FULL", `Only ${Math.max(free, 0)} more seat${free === 1 ? " is" : "s are"} free; your party stays at ${s.partySize}`, {
          seats_free: Math.max(free, 0),
        });
      }
    }
    await tx.signup.update({ where: { id }, data: { partySize: size, guests: party.guests } });
    await settleSeats(tx, opp);
    return reloadSignup(tx, id);
  });
}
