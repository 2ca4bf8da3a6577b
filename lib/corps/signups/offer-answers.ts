// Answering a waitlist offer (issue 27): the signup's owner accepts (confirmed, or pending when
// the opportunity needs approval) or declines (declined; the seats go to the next party).
// The conditional UPDATE ... WHERE status = 'offered' decides every race: of 50 concurrent
// accepts one changes the row and the rest find nothing; an accept and the lapse (also
// conditional on status = 'offered', see settle.ts) exclude each other on the row itself.
// Accepting changes no seat count (an offer already holds its seats), so it takes no
// opportunity lock and stays fast.
import type { Ctx } from "@/lib/auth/context";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { ApiError } from "@/lib/errors/api-error";
import { noteQueued } from "@/lib/async/queued-deliveries";
import { notify } from "../notifications/notify";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { settleSeats } from "../seats/settle";
import { settleOpportunity } from "../seats/settle-due";
import type { SignupDto } from "./signup-schemas";
import { reloadSignup, toSignupDto, type SignupRow } from "./signup-lookup";
import { notifyT } from "../notifications/localized";

/** The accepted signup as RETURNING gives it: every column (camelCase, as Prisma names them) and the volunteer. */
type Accepted = Omit<SignupRow, "volunteer" | "status"> & {
  status: "confirmed" | "pending";
  orgId: string;
  title: string;
  firstName: string;
  lastName: string;
  volunteerEmail: string;
  userId: string;
  eventId: string | null;
};

/** 0 rows changed: say why. Not the caller's (or unknown): NOT_FOUND; past its deadline: OFFER_EXPIRED (and settle); else INVALID_STATE. */
async function refusal(ctx: Ctx, id: string, to: "confirmed" | "declined", now: Date): Promise<never> {
  const row = await ctx.db.signup.findUnique({ where: { id }, select: { status: true, opportunityId: true, offerExpiresAt: true, volunteer: { select: { userId: true } } } });
  if (!row || row.volunteer.userId !== ctx.caller.id) throw ApiError.notFound("Signup");
  if (row.status === "offered" || row.status === "expired") {
    if (row.status === "offered") await settleOpportunity(ctx.db, row.opportunityId, now);
    if (to === "confirmed" || row.status === "expired") {
      throw new ApiError("OFFER_EXPIRED", "The offer lapsed: its reply deadline has passed", { offer_expires_at: row.offerExpiresAt?.toISOString() ?? null });
    }
  }
  throw ApiError.invalidState(row.status, to, `Only an offered signup can be ${to === "confirmed" ? "accepted" : "declined"}; this one is ${row.status}`);
}

/**
 * One statement changes the signup, writes its signup.confirmed event (the events outbox row
 * emitEvent would write) and answers every column of the signup, so the accept needs no
 * reload; with notify()'s two statements the transaction is four round trips
 * (docs/benchmarks.md, fair seats). Accepting changes no seat count: no opportunity lock.
 */
export async function acceptOffer(ctx: Ctx, id: string): Promise<SignupDto> {
  const now = new Date();
  const result = await ctx.db.$transaction(async (tx) => {
    const [won] = await tx.$queryRaw<Accepted[]>`
      WITH won AS (
        UPDATE signups s
        SET status = (CASE WHEN o.auto_approve_signups THEN 'confirmed' ELSE 'pending' END)::"SignupStatus",
            confirmed_at = CASE WHEN o.auto_approve_signups THEN ${now}::timestamptz ELSE NULL END, updated_at = now()
        FROM opportunities o, volunteer_profiles v
        WHERE s.id = ${id}::uuid AND s.status = 'offered' AND s.offer_expires_at > ${now}
          AND o.id = s.opportunity_id AND v.id = s.volunteer_id AND v.user_id = ${ctx.caller.id}::uuid
        RETURNING s.*, o.org_id, o.title, v.first_name, v.last_name, v.email AS volunteer_email, v.user_id),
      event AS (
        INSERT INTO events_outbox (type, org_id, payload)
        SELECT 'signup.confirmed', won.org_id,
               jsonb_build_object('signup_id', won.id, 'opportunity_id', won.opportunity_id, 'volunteer_id', won.volunteer_id, 'status', 'confirmed',
                                  'confirmed_at', ${now.toISOString()}::text, 'party_size', won.party_size, 'via', 'offer_accepted')
        FROM won WHERE won.status = 'confirmed'
        RETURNING id)
      SELECT won.id, won.opportunity_id AS "opportunityId", won.volunteer_id AS "volunteerId", won.status::text AS status,
             won.waitlist_position AS "waitlistPosition", won.signed_up_at AS "signedUpAt", won.confirmed_at AS "confirmedAt",
             won.check_in_at AS "checkInAt", won.check_out_at AS "checkOutAt", won.cancelled_at AS "cancelledAt",
             won.volunteer_notes AS "volunteerNotes", won.organizer_notes AS "organizerNotes", won.reminder_sent_at AS "reminderSentAt",
             won.party_size AS "partySize", won.guests, won.requirements_override AS "requirementsOverride",
             won.transferred_to AS "transferredTo", won.offer_expires_at AS "offerExpiresAt", won.lottery_ticket AS "lotteryTicket",
             won.lottery_tier AS "lotteryTier", won.lottery_outcome AS "lotteryOutcome", won.updated_at AS "updatedAt",
             won.org_id AS "orgId", won.title, won.first_name AS "firstName", won.last_name AS "lastName",
             won.volunteer_email AS "volunteerEmail", won.user_id AS "userId", (SELECT id FROM event) AS "eventId"
      FROM won`;
    if (!won) return null;
    // Delivered after the answer like any emitted event (lib/http/route.ts).
    if (won.eventId) noteQueued({ eventIds: [won.eventId] });
    await notify(tx, {
      userId: ctx.caller.id,
      type: won.status === "confirmed" ? "signup_confirmed" : "signup_pending",
      text: (locale) => {
        const t = notifyT(locale);
        return won.status === "confirmed"
          ? { title: t("signup.title.confirmed"), message: t("signup.offerConfirmed", { title: won.title }) }
          : { title: t("signup.title.pending"), message: t("signup.offerPending", { title: won.title }) };
      },
      opportunityId: won.opportunityId,
      actionUrl: `/opportunities/${won.opportunityId}`,
    });
    const { orgId: _org, title: _title, firstName, lastName, volunteerEmail, userId, eventId: _event, ...signup } = won;
    return toSignupDto({ ...signup, volunteer: { firstName, lastName, email: volunteerEmail, userId } });
  });
  return result ?? refusal(ctx, id, "confirmed", now);
}

/** Declining gives the seats up at once: the next party that fits is offered them in the same transaction. */
export async function declineOffer(ctx: Ctx, id: string): Promise<SignupDto> {
  const now = new Date();
  const found = await ctx.db.signup.findUnique({ where: { id }, select: { opportunityId: true, volunteer: { select: { userId: true } } } });
  if (!found || found.volunteer.userId !== ctx.caller.id) throw ApiError.notFound("Signup");
  const { dto, emailIds } = await seatTransaction(ctx.db, async (tx) => {
    const opp = await lockOpportunity(tx, found.opportunityId);
    const changed = await tx.$executeRaw`
      UPDATE signups SET status = 'declined', updated_at = now()
      WHERE id = ${id}::uuid AND status = 'offered' AND offer_expires_at > ${now}`;
    if (changed === 0) return { dto: null, emailIds: [] as string[] };
    const settled = await settleSeats(tx, opp, now);
    return { dto: await reloadSignup(tx, id), emailIds: settled.emailIds };
  });
  if (!dto) return refusal(ctx, id, "declined", now);
  if (emailIds.length > 0) {
    await deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] seat offer delivery failed", err));
  }
  return dto;
}
