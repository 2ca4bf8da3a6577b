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
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { settleSeats } from "../seats/settle";
import { settleOpportunity } from "../seats/settle-due";
import type { SignupDto } from "./signup-schemas";
import { reloadSignup } from "./signup-lookup";
import { translatorFor } from "@/lib/i18n/translator";
import { perLocale } from "../notifications/localized";

// Texts of the notifications sent from here, in each recipient's language.
const notifyT = perLocale((locale) => translatorFor(locale, "notify"));

interface Answered {
  id: string;
  status: "confirmed" | "pending" | "declined";
  opportunity_id: string;
  volunteer_id: string;
  party_size: number;
  org_id: string;
  title: string;
}

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

export async function acceptOffer(ctx: Ctx, id: string): Promise<SignupDto> {
  const now = new Date();
  const result = await ctx.db.$transaction(async (tx) => {
    const [won] = await tx.$queryRaw<Answered[]>`
      UPDATE signups s
      SET status = (CASE WHEN o.auto_approve_signups THEN 'confirmed' ELSE 'pending' END)::"SignupStatus",
          confirmed_at = CASE WHEN o.auto_approve_signups THEN ${now}::timestamptz ELSE NULL END, updated_at = now()
      FROM opportunities o, volunteer_profiles v
      WHERE s.id = ${id}::uuid AND s.status = 'offered' AND s.offer_expires_at > ${now}
        AND o.id = s.opportunity_id AND v.id = s.volunteer_id AND v.user_id = ${ctx.caller.id}::uuid
      RETURNING s.id, s.status::text AS status, s.opportunity_id, s.volunteer_id, s.party_size, o.org_id, o.title`;
    if (!won) return null;
    if (won.status === "confirmed") {
      await emitEvent(tx, "signup.confirmed", won.org_id, {
        signup_id: won.id,
        opportunity_id: won.opportunity_id,
        volunteer_id: won.volunteer_id,
        status: "confirmed",
        confirmed_at: now.toISOString(),
        party_size: won.party_size,
        via: "offer_accepted",
      });
    }
    await notify(tx, {
      userId: ctx.caller.id,
      type: won.status === "confirmed" ? "signup_confirmed" : "signup_pending",
      text: (locale) => {
        const t = notifyT(locale);
        return won.status === "confirmed"
          ? { title: t("signup.title.confirmed"), message: t("signup.offerConfirmed", { title: won.title }) }
          : { title: t("signup.title.pending"), message: t("signup.offerPending", { title: won.title }) };
      },
      opportunityId: won.opportunity_id,
      actionUrl: `/opportunities/${won.opportunity_id}`,
    });
    return reloadSignup(tx, won.id);
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
