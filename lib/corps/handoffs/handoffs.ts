// Seat handoffs: a confirmed volunteer offers their seat to a named colleague or to anyone
// eligible; the acceptor passes every signup gate again and takes the seat in one transaction
// under the opportunity's row lock, so of concurrent accepts exactly one wins.
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma, type Handoff as HandoffRow } from "@/lib/generated/prisma/client";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import { assertSignupRequirements } from "../requirements/requirement-gate";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { reloadSignup } from "../signups/signup-lookup";
import type { SignupDto } from "../signups/signup-schemas";
import { freeLeftoverSeats } from "./free-leftover-seats";
import { HANDOFF_CLOSES_HOURS, type HandoffAccept, type HandoffCreate, type HandoffDto, type HandoffListQuery } from "./handoff-schemas";
import { notifyT } from "../notifications/localized";

const CLOSES_MS = HANDOFF_CLOSES_HOURS * 3_600_000;
/** Signup statuses that mean "already signed up" for an acceptor. */
const ACTIVE: Prisma.SignupWhereInput["status"] = { in: ["pending", "confirmed", "waitlist", "checked_in", "completed", "no_show"] };

const withContext = {
  opportunity: { select: { title: true, startDatetime: true } },
  signup: { select: { partySize: true, volunteer: { select: { firstName: true } } } },
} satisfies Prisma.HandoffInclude;
type Row = Prisma.HandoffGetPayload<{ include: typeof withContext }>;

function toDto(h: Row): HandoffDto {
  return {
    id: h.id,
    signup_id: h.signupId,
    opportunity_id: h.opportunityId,
    opportunity_title: h.opportunity.title,
    start_datetime: h.opportunity.startDatetime.toISOString(),
    from_volunteer_id: h.fromVolunteerId,
    from_name: h.signup.volunteer.firstName,
    to_volunteer_id: h.toVolunteerId,
    party_size: h.signup.partySize,
    message: h.message,
    status: h.status,
    expires_at: h.expiresAt.toISOString(),
  };
}

async function myProfile(ctx: Ctx) {
  return ctx.db.volunteerProfile.findUnique({ where: { userId: ctx.caller.id }, select: { id: true, orgId: true, firstName: true, lastName: true, isActive: true } });
}

/** POST /signups/{id}/handoff: the owner of a confirmed signup offers the seat. */
export async function offerHandoff(ctx: Ctx, signupId: string, input: HandoffCreate): Promise<HandoffDto> {
  const { dto, emailIds } = await seatTransaction(ctx.db, async (tx) => {
    const found = await tx.signup.findUnique({ where: { id: signupId }, select: { opportunityId: true, volunteer: { select: { userId: true } } } });
    if (!found || found.volunteer.userId !== ctx.caller.id) throw ApiError.notFound("Signup");
    const opp = await lockOpportunity(tx, found.opportunityId);
    const s = await tx.signup.findUniqueOrThrow({ where: { id: signupId }, include: { volunteer: true } });
    if (s.status !== "confirmed") throw ApiError.invalidState(s.status, "handoff", `Only a confirmed signup can be handed off (this one is ${s.status})`);
    if (!opp.allowHandoffs) throw ApiError.invalidState(opp.status, "handoff", "This opportunity does not allow handoffs: cancel your signup instead");
    if (opp.startDatetime.getTime() - Date.now() <= CLOSES_MS) {
      throw ApiError.invalidState(opp.status, "handoff", `Handoffs close ${HANDOFF_CLOSES_HOURS} h before the start`);
    }
    if (input.to_volunteer_id === s.volunteerId) throw ApiError.validation({ to_volunteer_id: "Name someone else than yourself" });
    let to: { id: string; userId: string } | null = null;
    if (input.to_volunteer_id) {
      to = await tx.volunteerProfile.findFirst({ where: { id: input.to_volunteer_id, orgId: s.volunteer.orgId, isActive: true }, select: { id: true, userId: true } });
      if (!to) throw ApiError.notFound("Volunteer");
    } else if ((await tx.signup.count({ where: { opportunityId: opp.id, status: "waitlist" } })) > 0) {
      throw ApiError.invalidState("waitlist", "open_handoff", "cancel instead: the waitlist fills your seat");
    }
    const existing = await tx.handoff.findFirst({ where: { signupId, status: "open" }, select: { id: true } });
    if (existing) throw new ApiError("CONFLICT", "This seat is already offered: withdraw that handoff first", { handoff_id: existing.id });
    const created = await tx.handoff.create({
      data: {
        signupId,
        opportunityId: opp.id,
        fromVolunteerId: s.volunteerId,
        toVolunteerId: to?.id ?? null,
        message: input.message ?? "",
        expiresAt: new Date(opp.startDatetime.getTime() - CLOSES_MS),
      },
      include: withContext,
    });
    let ids: string[] = [];
    if (to) {
      const sent = await notify(
        tx,
        {
          userId: to.userId,
          type: "handoff_offered",
          text: (locale) => ({
            title: opp.title,
            message: notifyT(locale)("handoff.offered", {
              name: s.volunteer.firstName,
              size: s.partySize,
              title: opp.title,
              note: input.message ? ` “${input.message}”` : "",
              hours: HANDOFF_CLOSES_HOURS,
            }),
          }),
          opportunityId: opp.id,
          actionUrl: `/volunteer/shifts#handoffs`,
        },
        { channels: ["in_app", "email"] },
      );
      ids = sent.emailIds;
    }
    return { dto: toDto(created), emailIds: ids };
  });
  await deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] handoff offer delivery failed", err));
  return dto;
}

/** GET /handoffs: the open handoffs the caller may accept (named ones only by the named volunteer). */
export async function listAcceptableHandoffs(ctx: Ctx, query: HandoffListQuery): Promise<{ handoffs: HandoffDto[]; total: number }> {
  const me = await myProfile(ctx);
  if (!me) return { handoffs: [], total: 0 };
  const rows = await ctx.db.handoff.findMany({
    where: {
      status: "open",
      expiresAt: { gt: new Date() },
      ...(query.opportunity_id ? { opportunityId: query.opportunity_id } : {}),
      fromVolunteerId: { not: me.id },
      OR: [{ toVolunteerId: me.id }, { toVolunteerId: null }],
      signup: { status: "confirmed" },
      opportunity: { status: { in: ["published", "full"] }, allowHandoffs: true, signups: { none: { volunteerId: me.id, status: ACTIVE } } },
    },
    include: withContext,
    orderBy: [{ expiresAt: "asc" }, { id: "asc" }],
  });
  return { handoffs: rows.map(toDto), total: rows.length };
}

/** The caller's own open offers (for "withdraw" on My shifts), by signup id. */
export async function myOpenOffers(ctx: Ctx): Promise<Map<string, HandoffDto>> {
  const rows = await ctx.db.handoff.findMany({ where: { status: "open", expiresAt: { gt: new Date() }, signup: { volunteer: { userId: ctx.caller.id } } }, include: withContext });
  return new Map(rows.map((r) => [r.signupId, toDto(r)]));
}

/** DELETE /handoffs/{id}: the giver withdraws an open handoff. */
export async function withdrawHandoff(ctx: Ctx, id: string): Promise<{ id: string; status: "withdrawn" }> {
  const h = await ctx.db.handoff.findUnique({ where: { id }, include: { signup: { select: { volunteer: { select: { userId: true } } } } } });
  if (!h || h.signup.volunteer.userId !== ctx.caller.id) throw ApiError.notFound("Handoff");
  const { count } = await ctx.db.handoff.updateMany({ where: { id, status: "open" }, data: { status: "withdrawn", closedAt: new Date() } });
  if (count === 0) {
    const now = await ctx.db.handoff.findUniqueOrThrow({ where: { id }, select: { status: true } });
    throw ApiError.invalidState(now.status, "withdrawn");
  }
  return { id, status: "withdrawn" };
}

/** The first confirmed shift of the volunteer overlapping [start, end), if any. */
async function clashingShift(tx: DbTx, volunteerId: string, opp: { id: string; startDatetime: Date; endDatetime: Date }) {
  return tx.signup.findFirst({
    where: {
      volunteerId,
      status: { in: ["confirmed", "checked_in"] },
      opportunityId: { not: opp.id },
      opportunity: { startDatetime: { lt: opp.endDatetime }, endDatetime: { gt: opp.startDatetime } },
    },
    select: { opportunity: { select: { id: true, title: true, startDatetime: true, endDatetime: true } } },
  });
}

/** POST /handoffs/{id}/accept: every gate again for the acceptor, then the seat moves, in one transaction. */
export async function acceptHandoff(
  ctx: Ctx,
  id: string,
  input: HandoffAccept,
): Promise<{ id: string; status: "accepted"; transferred_signup_id: string; signup: SignupDto }> {
  const me = await myProfile(ctx);
  const visible = (h: HandoffRow | null) => h !== null && me !== null && h.fromVolunteerId !== me.id && (h.toVolunteerId === null || h.toVolunteerId === me.id);
  const first = await ctx.db.handoff.findUnique({ where: { id } });
  if (!visible(first) || !first || !me) throw ApiError.notFound("Handoff");
  return seatTransaction(ctx.db, async (tx) => {
    // Concurrent accepts queue on the opportunity's lock; the first one closes the handoff and
    // the others find it accepted.
    const opp = await lockOpportunity(tx, first.opportunityId);
    const h = await tx.handoff.findUniqueOrThrow({ where: { id } });
    if (h.status !== "open") throw ApiError.invalidState(h.status, "accepted", `This handoff is ${h.status}`);
    const now = new Date();
    if (h.expiresAt <= now || (opp.status !== "published" && opp.status !== "full")) {
      throw ApiError.invalidState(h.expiresAt <= now ? "expired" : opp.status, "accepted", "This handoff has closed");
    }
    const giver = await tx.signup.findUniqueOrThrow({ where: { id: h.signupId }, include: { volunteer: { select: { userId: true, firstName: true } } } });
    if (giver.status !== "confirmed") throw ApiError.invalidState(giver.status, "transferred", "The seat is no longer the giver's to hand over");
    if (!me.isActive) throw new ApiError("SIGNUP_CLOSED", "Your volunteer profile is deactivated");
    if (input.party_size > giver.partySize) {
      throw ApiError.validation({ party_size: `The seat offered is for at most ${giver.partySize} ${giver.partySize === 1 ? "person" : "people"}` });
    }
    const existing = await tx.signup.findFirst({ where: { opportunityId: opp.id, volunteerId: me.id, status: ACTIVE }, select: { id: true, status: true } });
    if (existing) throw new ApiError("ALREADY_SIGNED_UP", "You are already signed up for this opportunity", { signup_id: existing.id, status: existing.status });
    await assertSignupRequirements(tx, me.id, opp, now);
    const clash = await clashingShift(tx, me.id, opp);
    if (clash) {
      throw new ApiError("CONFLICT", `You are confirmed for ${clash.opportunity.title} at the same time`, {
        opportunity_id: clash.opportunity.id,
        title: clash.opportunity.title,
        start_datetime: clash.opportunity.startDatetime.toISOString(),
        end_datetime: clash.opportunity.endDatetime.toISOString(),
      });
    }
    const created = await tx.signup.create({
      data: { opportunityId: opp.id, volunteerId: me.id, status: "confirmed", confirmedAt: now, partySize: input.party_size, guests: input.guests },
    });
    await tx.signup.update({ where: { id: giver.id }, data: { status: "transferred", transferredTo: created.id, cancelledAt: now } });
    await tx.handoff.update({ where: { id }, data: { status: "accepted", acceptedSignupId: created.id, closedAt: now } });
    if (input.party_size < giver.partySize) await freeLeftoverSeats(tx, opp);
    const event = {
      signup_id: created.id,
      opportunity_id: opp.id,
      volunteer_id: me.id,
      status: "confirmed",
      party_size: input.party_size,
      signed_up_at: created.signedUpAt.toISOString(),
      via: "handoff",
      transferred_from_signup_id: giver.id,
    };
    await emitEvent(tx, "signup.created", opp.orgId, event);
    await emitEvent(tx, "signup.confirmed", opp.orgId, { ...event, confirmed_at: now.toISOString() });
    await notify(tx, [
      {
        userId: giver.volunteer.userId,
        type: "handoff_accepted",
        text: (locale) => ({ title: opp.title, message: notifyT(locale)("handoff.taken", { name: me.firstName, title: opp.title }) }),
        opportunityId: opp.id,
        actionUrl: "/volunteer/shifts",
      },
      {
        userId: ctx.caller.id,
        type: "signup_confirmed",
        text: (locale) => ({
          title: notifyT(locale)("signup.title.confirmed"),
          message: notifyT(locale)("handoff.tookSeat", { name: giver.volunteer.firstName, title: opp.title }),
        }),
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}`,
      },
    ]);
    return { id, status: "accepted" as const, transferred_signup_id: giver.id, signup: await reloadSignup(tx, created.id) };
  });
}

/** For the My shifts form: a colleague named by e-mail, an active volunteer of the caller's organization. */
export async function colleagueIdByEmail(ctx: Ctx, email: string): Promise<string> {
  const me = await myProfile(ctx);
  const found = me ? await ctx.db.volunteerProfile.findFirst({ where: { orgId: me.orgId, isActive: true, email: { equals: email.trim(), mode: "insensitive" }, id: { not: me.id } }, select: { id: true } }) : null;
  if (!found) throw ApiError.validation({ colleague_email: "No other volunteer of your organization has this e-mail" });
  return found.id;
}
