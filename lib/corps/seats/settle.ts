// settleSeats: the one function that brings an opportunity's seats to the truth, under its row
// lock (issue 27). In order: (1) a lottery past its close is drawn, exactly once; (2) offers past
// their deadline lapse; (3) free seats go to the waitlist in order (a promotion in auto mode, an
// offer with a reply deadline in offer mode); (4) published <-> full follows the seats. Every
// write of seats calls it in its transaction; reads call it through settleDue (settle-due.ts)
// when something is due, and the seats cron calls it for every due opportunity.
import type { DbTx } from "@/lib/db/client";
import { unnestRows } from "@/lib/db/unnest";
import { Prisma, type Opportunity } from "@/lib/generated/prisma/client";
import { appUrl } from "@/lib/env";
import { emitEvents } from "../events";
import { notify, type NotificationInput } from "../notifications/notify";
import { organizationTimezone } from "../organizations/timezone";
import { drawOrder, seatInOrder } from "./lottery-order";
import { seatsTaken } from "./seat-counts";
import { MIN_OFFER_MS, offerDeadline, partiesThatFit, statusForSeats } from "./seat-rule";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import type { LocalizedText } from "../notifications/localized";
import { notifyT } from "../notifications/localized";

export interface SettleResult {
  drawn: boolean;
  lapsed: string[];
  promoted: string[];
  offered: string[];
  /** Outbox ids of e-mails written (offers, draw outcomes), to deliver after the commit. */
  emailIds: string[];
}

const open = (o: Opportunity) => o.status === "published" || o.status === "full";

/** "Sat, Dec 5, 2026, 9:00 AM PST": a deadline in the organization's zone. */
export function formatDeadline(at: Date, timeZone: string, locale?: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone, weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(at);
}

/**
 * Settles one opportunity. The transaction must hold the opportunity's lock (lockOpportunity),
 * and `opp` must be the row read under it.
 */
export async function settleSeats(tx: DbTx, opp: Opportunity, now: Date = new Date()): Promise<SettleResult> {
  const result: SettleResult = { drawn: false, lapsed: [], promoted: [], offered: [], emailIds: [] };
  if (opp.signupMode === "lottery" && opp.lotteryDrawnAt === null && opp.lotteryClosesAt !== null && opp.lotteryClosesAt <= now && open(opp)) {
    await drawLottery(tx, opp, now, result);
  }
  await lapseOffers(tx, opp, now, result);
  // Before the draw, seats are not handed out first come.
  const lotteryPending = opp.signupMode === "lottery" && opp.lotteryDrawnAt === null && !result.drawn;
  if (open(opp) && !lotteryPending) await fillFromWaitlist(tx, opp, now, result);
  await syncFullStatus(tx, opp);
  return result;
}

/** published <-> full follows the seats; other states are left alone. */
export async function syncFullStatus(tx: DbTx, opp: Opportunity): Promise<Opportunity["status"]> {
  const current = await tx.opportunity.findUniqueOrThrow({ where: { id: opp.id }, select: { status: true, maxVolunteers: true } });
  const next = statusForSeats(current, await seatsTaken(tx, opp.id));
  if (next !== current.status) await tx.opportunity.update({ where: { id: opp.id }, data: { status: next } });
  return next;
}

async function lapseOffers(tx: DbTx, opp: Opportunity, now: Date, result: SettleResult): Promise<void> {
  // Conditional on status = 'offered': an accept that won the race is not lapsed, and a lapse
  // that won makes the accept's own conditional UPDATE find nothing.
  const lapsed = await tx.$queryRaw<{ id: string; user_id: string }[]>`
    UPDATE signups s SET status = 'expired', updated_at = now()
    FROM volunteer_profiles v
    WHERE s.opportunity_id = ${opp.id}::uuid AND s.status = 'offered' AND s.offer_expires_at <= ${now} AND v.id = s.volunteer_id
    RETURNING s.id, v.user_id`;
  if (lapsed.length === 0) return;
  result.lapsed = lapsed.map((l) => l.id);
  const lapsedText = (locale: Locale) => ({ title: notifyT(locale)("seats.lapsedTitle", { title: opp.title }), message: notifyT(locale)("seats.lapsed", { title: opp.title }) });
  await notify(
    tx,
    lapsed.map((l) => ({
      userId: l.user_id,
      type: "offer_expired" as const,
      text: lapsedText,
      opportunityId: opp.id,
      actionUrl: `/opportunities/${opp.id}`,
    })),
  );
}

interface Waiting {
  id: string;
  volunteerId: string;
  partySize: number;
  volunteer: { userId: string };
}

async function fillFromWaitlist(tx: DbTx, opp: Opportunity, now: Date, result: SettleResult): Promise<void> {
  const current = await tx.opportunity.findUniqueOrThrow({ where: { id: opp.id } });
  const free = current.maxVolunteers === null ? null : current.maxVolunteers - (await seatsTaken(tx, opp.id));
  if (free !== null && free <= 0) return;
  const waiting: Waiting[] = await tx.signup.findMany({
    where: { opportunityId: opp.id, status: "waitlist", ...(free === null ? {} : { partySize: { lte: free } }) },
    orderBy: [{ waitlistPosition: "asc" }, { signedUpAt: "asc" }],
    select: { id: true, volunteerId: true, partySize: true, volunteer: { select: { userId: true } } },
  });
  const fit = partiesThatFit(waiting, free);
  if (fit.length === 0) return;
  const deadline = offerDeadline(now, current.offerWindowMinutes, current.startDatetime);
  if (current.waitlistMode === "offer" && deadline.getTime() - now.getTime() >= MIN_OFFER_MS) {
    await makeOffers(tx, current, fit, deadline, result);
  } else {
    await promote(tx, current, fit, now, result);
  }
}

async function promote(tx: DbTx, opp: Opportunity, parties: Waiting[], now: Date, result: SettleResult): Promise<void> {
  const status = opp.autoApproveSignups ? "confirmed" : "pending";
  await tx.signup.updateMany({
    where: { id: { in: parties.map((p) => p.id) }, status: "waitlist" },
    data: { status, confirmedAt: status === "confirmed" ? now : null },
  });
  result.promoted.push(...parties.map((p) => p.id));
  const promotedText = (locale: Locale) => ({
    title: notifyT(locale)("seats.promotedTitle", { title: opp.title }),
    message: notifyT(locale)(status === "confirmed" ? "seats.promotedConfirmed" : "seats.promotedPending", { title: opp.title }),
  });
  await notify(
    tx,
    parties.map((p) => ({
      userId: p.volunteer.userId,
      type: "waitlist_promoted" as const,
      text: promotedText,
      opportunityId: opp.id,
      actionUrl: `/opportunities/${opp.id}`,
    })),
  );
  if (status === "confirmed") {
    await emitEvents(
      tx,
      "signup.confirmed",
      opp.orgId,
      parties.map((p) => ({
        signup_id: p.id,
        opportunity_id: opp.id,
        volunteer_id: p.volunteerId,
        status,
        confirmed_at: now.toISOString(),
        party_size: p.partySize,
        via: "waitlist_promotion",
      })),
    );
  }
}

async function makeOffers(tx: DbTx, opp: Opportunity, parties: Waiting[], deadline: Date, result: SettleResult): Promise<void> {
  await tx.signup.updateMany({ where: { id: { in: parties.map((p) => p.id) }, status: "waitlist" }, data: { status: "offered", offerExpiresAt: deadline } });
  result.offered.push(...parties.map((p) => p.id));
  const zone = await organizationTimezone(tx, opp.orgId);
  const base = appUrl();
  const sent = await notify(
    tx,
    parties.map(
      (p): NotificationInput => ({
        userId: p.volunteer.userId,
        type: "waitlist_offer",
        text: (locale) => ({
          title: notifyT(locale)("seats.offerTitle", { title: opp.title }),
          message: notifyT(locale)("seats.offer", {
            size: p.partySize,
            title: opp.title,
            when: formatDeadline(deadline, zone, locale),
            accept: `${base}/opportunities/${opp.id}?offer=accept`,
            decline: `${base}/opportunities/${opp.id}?offer=decline`,
          }),
        }),
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}?offer=accept`,
      }),
    ),
    { channels: ["in_app", "email"] },
  );
  result.emailIds.push(...sent.emailIds);
  await emitEvents(
    tx,
    "signup.offered",
    opp.orgId,
    parties.map((p) => ({
      signup_id: p.id,
      opportunity_id: opp.id,
      volunteer_id: p.volunteerId,
      status: "offered",
      party_size: p.partySize,
      offer_expires_at: deadline.toISOString(),
    })),
  );
}

interface EntryRow {
  id: string;
  party_size: number;
  user_id: string;
  volunteer_id: string;
}

/**
 * The draw, exactly once: the conditional UPDATE on lottery_drawn_at IS NULL claims it (the row
 * lock already orders concurrent settlers; the condition makes a second claim a no-op anyway).
 */
async function drawLottery(tx: DbTx, opp: Opportunity, now: Date, result: SettleResult): Promise<void> {
  const claimed = await tx.$queryRaw<{ lottery_seed: Uint8Array | null }[]>`
    UPDATE opportunities SET lottery_drawn_at = ${now}, updated_at = now()
    WHERE id = ${opp.id}::uuid AND lottery_drawn_at IS NULL RETURNING lottery_seed`;
  const seed = claimed[0]?.lottery_seed;
  if (!seed) return;
  result.drawn = true;
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const entries = await tx.$queryRaw<EntryRow[]>`
    SELECT s.id, s.party_size, v.user_id, s.volunteer_id
    FROM signups s JOIN volunteer_profiles v ON v.id = s.volunteer_id
    WHERE s.opportunity_id = ${opp.id}::uuid AND s.status = 'entered'`;
  // Tier 0: the volunteer entered another lottery of the organization in the last 30 days and the
  // draw did not seat them. Looked up for these volunteers only, then matched in memory (a plan
  // that joins entries to entries cannot go quadratic on tables whose statistics are stale).
  const unlucky = await tx.$queryRaw<{ volunteer_id: string }[]>`
    SELECT DISTINCT p.volunteer_id FROM signups p JOIN opportunities po ON po.id = p.opportunity_id
    WHERE p.volunteer_id = ANY(${entries.map((e) => e.volunteer_id)}::uuid[]) AND po.org_id = ${opp.orgId}::uuid AND po.id <> ${opp.id}::uuid
      AND po.signup_mode = 'lottery' AND p.lottery_outcome IN ('waitlist', 'not_selected') AND p.signed_up_at >= ${since}`;
  const priority = new Set(unlucky.map((u) => u.volunteer_id));
  const ordered = drawOrder(
    seed,
    entries.map((e) => ({ id: e.id, partySize: e.party_size, tier: priority.has(e.volunteer_id) ? (0 as const) : (1 as const), userId: e.user_id, volunteerId: e.volunteer_id })),
  );
  const free = opp.maxVolunteers === null ? null : Math.max(0, opp.maxVolunteers - (await seatsTaken(tx, opp.id)));
  const seated = seatInOrder(ordered, free);
  const seatStatus = opp.autoApproveSignups ? "confirmed" : "pending";
  const agg = await tx.signup.aggregate({ where: { opportunityId: opp.id }, _max: { waitlistPosition: true } });
  let position = agg._max.waitlistPosition ?? 0;
  const rows = ordered.map((e) => {
    const isSeated = seated.has(e.id);
    const outcome = isSeated ? "seated" : opp.allowWaitlist ? "waitlist" : "not_selected";
    const status = isSeated ? seatStatus : opp.allowWaitlist ? "waitlist" : "not_selected";
    return { ...e, outcome, status, position: outcome === "waitlist" ? ++position : null };
  });
  // One statement for every entry (10,000 entries stay one round trip), sent by notify() below
  // once it has loaded the recipients, so the database updates the entries while the texts and
  // e-mails are rendered here (NotifyOptions.meanwhile). notify() runs it even for no entries.
  const d = unnestRows(rows.length, [
    { name: "id", type: "uuid", values: rows.map((r) => r.id) },
    { name: "status", type: '"SignupStatus"', values: rows.map((r) => r.status) },
    { name: "ticket", type: "text", values: rows.map((r) => r.ticket) },
    { name: "tier", type: "int", values: rows.map((r) => r.tier) },
    { name: "outcome", type: "text", values: rows.map((r) => r.outcome) },
    { name: "position", type: "int", values: rows.map((r) => r.position) },
  ]);
  const updateEntries = () =>
    tx.$executeRaw`
      UPDATE signups s SET status = ${d.col("status")}, lottery_ticket = ${d.col("ticket")}, lottery_tier = ${d.col("tier")}, lottery_outcome = ${d.col("outcome")},
             waitlist_position = ${d.col("position")}, confirmed_at = CASE WHEN ${d.col("status")} = 'confirmed' THEN ${now}::timestamptz ELSE NULL END, updated_at = now()
      FROM ${d.from}
      WHERE s.id = ${d.col("id")} AND s.status = 'entered'`;
  // Everyone is told of their outcome, in the app and by e-mail (docs/decisions/052): one notify()
  // for every entry, so a draw of thousands stays one statement for both (notification-rows.ts).
  // Texts in each entrant's language, one function per distinct outcome (everyone not selected
  // shares one, rendered once per language however many they are).
  const outcomeTexts = new Map<string, LocalizedText>();
  const outcomeText = (r: (typeof rows)[number]): LocalizedText => {
    const variant = `${r.outcome}:${r.outcome === "seated" ? r.partySize : ""}:${r.outcome === "waitlist" ? r.position : ""}`;
    let text = outcomeTexts.get(variant);
    if (!text) {
      text = (locale) => {
        const t = notifyT(locale);
        const values = { title: opp.title, size: r.partySize };
        return {
          title: t(r.outcome === "seated" ? "seats.drawnTitle" : "seats.drawTitle", { title: opp.title }),
          message:
            r.outcome === "seated"
              ? t(seatStatus === "confirmed" ? "seats.drawnConfirmed" : "seats.drawnPending", values)
              : r.outcome === "waitlist"
                ? t("seats.drawWaitlist", { title: opp.title, position: String(r.position) })
                : t("seats.drawNotSelected", { title: opp.title }),
        };
      };
      outcomeTexts.set(variant, text);
    }
    return text;
  };
  const outcomeNote = (r: (typeof rows)[number]): NotificationInput => ({
    userId: r.userId,
    type: "lottery_result",
    text: outcomeText(r),
    opportunityId: opp.id,
    actionUrl: `/opportunities/${opp.id}`,
  });
  const sent = await notify(tx, rows.map(outcomeNote), { channels: ["in_app", "email"], meanwhile: updateEntries });
  result.emailIds.push(...sent.emailIds);
  if (seatStatus === "confirmed") {
    await emitEvents(
      tx,
      "signup.confirmed",
      opp.orgId,
      rows
        .filter((x) => x.outcome === "seated")
        .map((r) => ({ signup_id: r.id, opportunity_id: opp.id, volunteer_id: r.volunteerId, status: "confirmed", confirmed_at: now.toISOString(), party_size: r.partySize, via: "lottery" })),
    );
  }
}

/** The SQL condition "something is due on opportunity o at `now`": an offer to lapse or a draw to run. */
export function dueSql(now: Date): Prisma.Sql {
  return Prisma.sql`(
    (o.signup_mode = 'lottery' AND o.lottery_drawn_at IS NULL AND o.lottery_closes_at <= ${now} AND o.status IN ('published', 'full'))
    OR EXISTS (SELECT 1 FROM signups s WHERE s.opportunity_id = o.id AND s.status = 'offered' AND s.offer_expires_at <= ${now}))`;
}
