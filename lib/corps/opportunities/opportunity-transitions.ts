// The opportunity state machine (DECISIONS.md): publish from draft; cancel from draft,
// published, full; complete from published, full. published <-> full is driven by signups/seats.ts.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity, OpportunityStatus } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import { deliverEmails } from "@/lib/email/deliver-emails";
import type { Defer } from "../notifications/notification-send";
import { notify } from "../notifications/notify";
import { getManagedOpportunityOrThrow } from "./lookup";
import { ensureLotterySeed, publishedEvent } from "./writes";
import type { CancelBody } from "./opportunity-schemas";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { settleSeats } from "../seats/settle";
import type { Locale } from "@/lib/i18n/locales";
import { notifyT } from "../notifications/localized";

const ALLOWED_FROM: Record<"published" | "cancelled" | "completed", OpportunityStatus[]> = {
  published: ["draft"],
  cancelled: ["draft", "published", "full"],
  completed: ["published", "full"],
};

export interface StatusResult {
  id: string;
  status: OpportunityStatus;
}

function assertTransition(from: OpportunityStatus, to: keyof typeof ALLOWED_FROM): void {
  if (!ALLOWED_FROM[to].includes(from)) throw ApiError.invalidState(from, to);
}

export async function publishOpportunity(ctx: Ctx, id: string): Promise<StatusResult> {
  return seatTransaction(ctx.db, async (tx) => {
    await getManagedOpportunityOrThrow(ctx, id, tx);
    return publishLocked(tx, await lockOpportunity(tx, id));
  });
}

/** Publishes an opportunity whose row lock the transaction holds (also per series occurrence). */
export async function publishLocked(tx: DbTx, opp: Opportunity): Promise<StatusResult> {
  const id = opp.id;
  assertTransition(opp.status, "published");
  // A lottery closes after publishing (issue 27): publishing past the close would draw at once.
  if (opp.signupMode === "lottery" && (opp.lotteryClosesAt === null || opp.lotteryClosesAt.getTime() <= Date.now())) {
    throw ApiError.validation({ lottery_closes_at: "The lottery's close has passed: move lottery_closes_at into the future before publishing" });
  }
  const published = await tx.opportunity.update({ where: { id }, data: { status: "published", publishedAt: new Date() } });
  await emitEvent(tx, "opportunity.published", opp.orgId, publishedEvent(published));
  await ensureLotterySeed(tx, id);
  await settleSeats(tx, published);
  const after = await tx.opportunity.findUniqueOrThrow({ where: { id }, select: { status: true } });
  return { id, status: after.status };
}

/**
 * Cancels the opportunity and every active signup; notify_volunteers tells each of them in-app
 * and by e-mail (the e-mails are written to the outbox in the same transaction and sent after
 * the commit, deferred past the answer by routes; what fails stays in the outbox for the drain).
 */
export async function cancelOpportunity(ctx: Ctx, id: string, body: CancelBody, defer: Defer = (task) => task()): Promise<StatusResult> {
  const { result, emailIds } = await seatTransaction(ctx.db, async (tx) => {
    await getManagedOpportunityOrThrow(ctx, id, tx);
    const cancelled = await cancelLocked(tx, await lockOpportunity(tx, id), body);
    return { result: cancelled.result, emailIds: cancelled.emailIds };
  });
  if (emailIds.length > 0) {
    await defer(() => deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] cancellation delivery failed", err)));
  }
  return result;
}

/** An active signup that a cancellation cancelled. */
export interface CancelledSignup {
  id: string;
  userId: string;
}

/**
 * Cancels an opportunity whose row lock the transaction holds, and its active signups. With
 * notify_volunteers each of them is told (in-app, and e-mail written to the outbox: the caller
 * delivers `emailIds` after the commit). A series cancels many occurrences and tells each
 * volunteer once: it passes `{ notify: false }` and uses the returned signups.
 */
export async function cancelLocked(
  tx: DbTx,
  opp: Opportunity,
  body: CancelBody,
  options: { notify?: boolean } = {},
): Promise<{ result: StatusResult; emailIds: string[]; cancelledSignups: CancelledSignup[] }> {
  const id = opp.id;
  assertTransition(opp.status, "cancelled");
  const now = new Date();
  const active = await tx.signup.findMany({
    where: { opportunityId: id, status: { in: ["pending", "confirmed", "waitlist", "checked_in", "offered", "entered"] } },
    select: { id: true, volunteer: { select: { userId: true } } },
  });
  await tx.opportunity.update({ where: { id }, data: { status: "cancelled", cancelReason: body.reason || null, cancelledAt: now } });
  await tx.signup.updateMany({ where: { id: { in: active.map((s) => s.id) } }, data: { status: "cancelled", cancelledAt: now } });
  let emailIds: string[] = [];
  if (body.notify_volunteers && options.notify !== false) {
    // One text for everyone: rendered once per language (the reason stays as typed).
    const text = (locale: Locale) => {
      const t = notifyT(locale);
      return {
        title: t("cancelled.title", { title: opp.title }),
        message: body.reason ? t("cancelled.messageWithReason", { title: opp.title, reason: body.reason }) : t("cancelled.message", { title: opp.title }),
      };
    };
    const sent = await notify(
      tx,
      active.map((s) => ({
        userId: s.volunteer.userId,
        type: "opportunity_cancelled" as const,
        text,
        opportunityId: id,
        actionUrl: `/opportunities/${id}`,
      })),
      { channels: ["in_app", "email"] },
    );
    emailIds = sent.emailIds;
  }
  return { result: { id, status: "cancelled" as const }, emailIds, cancelledSignups: active.map((s) => ({ id: s.id, userId: s.volunteer.userId })) };
}

/** Completes the opportunity; confirmed volunteers who never checked in become no_show. */
export async function completeOpportunity(ctx: Ctx, id: string): Promise<StatusResult> {
  return seatTransaction(ctx.db, async (tx) => {
    await getManagedOpportunityOrThrow(ctx, id, tx);
    return completeLocked(tx, await lockOpportunity(tx, id));
  });
}

/** Completes an opportunity whose row lock the transaction holds (also per series occurrence). */
export async function completeLocked(tx: DbTx, opp: Opportunity): Promise<StatusResult> {
  const id = opp.id;
  assertTransition(opp.status, "completed");
  await tx.opportunity.update({ where: { id }, data: { status: "completed", completedAt: new Date() } });
  await tx.signup.updateMany({ where: { opportunityId: id, status: "confirmed", checkInAt: null }, data: { status: "no_show" } });
  return { id, status: "completed" as const };
}
