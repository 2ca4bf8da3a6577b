// Reads never wait for the cron (issue 27): before answering seats, a reader asks one cheap
// query whether anything is due on the opportunities it shows (an offer past its deadline, a
// lottery past its close) and settles just those, each in its own short transaction. The seats
// cron settles every due opportunity the same way.
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { lockOpportunity, seatTransaction } from "./seats";
import { dueSql, settleSeats } from "./settle";

/** Settles one opportunity in its own transaction; the e-mails it wrote go out after the commit. */
export async function settleOpportunity(db: Db, id: string, now: Date = new Date()) {
  const result = await seatTransaction(db, async (tx) => settleSeats(tx, await lockOpportunity(tx, id), now));
  if (result.emailIds.length > 0) {
    await deliverEmails(db, result.emailIds).catch((err: unknown) => console.error("[email] seat offer delivery failed", err));
  }
  return result;
}

/**
 * Settles those of `ids` with something due (one query when nothing is). Readers pass the
 * opportunities they are about to answer; `db` must be the primary (never a replica).
 */
export async function settleDue(db: Db, ids: readonly string[], now: Date = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  const due = await db.$queryRaw<{ id: string }[]>`
    SELECT o.id FROM opportunities o WHERE o.id = ANY(${[...ids]}::uuid[]) AND ${dueSql(now)}`;
  for (const d of due) await settleOpportunity(db, d.id, now);
  return due.length;
}

/**
 * Settles the due opportunities among those a SQL condition on `o` selects (a board or list
 * page's filter), without listing them first.
 */
export async function settleDueWhere(db: Db, where: Prisma.Sql, now: Date = new Date()): Promise<number> {
  const due = await db.$queryRaw<{ id: string }[]>`SELECT o.id FROM opportunities o WHERE ${where} AND ${dueSql(now)} LIMIT 1000`;
  for (const d of due) await settleOpportunity(db, d.id, now);
  return due.length;
}

/** The seats cron: every due opportunity, oldest deadline first. */
export async function settleAllDue(db: Db, now: Date = new Date()): Promise<{ settled: number; drawn: number; lapsed: number; offered: number; promoted: number }> {
  const due = await db.$queryRaw<{ id: string }[]>`SELECT o.id FROM opportunities o WHERE ${dueSql(now)} ORDER BY o.start_datetime LIMIT 5000`;
  const out = { settled: 0, drawn: 0, lapsed: 0, offered: 0, promoted: 0 };
  for (const d of due) {
    const r = await settleOpportunity(db, d.id, now);
    out.settled += 1;
    out.drawn += r.drawn ? 1 : 0;
    out.lapsed += r.lapsed.length;
    out.offered += r.offered.length;
    out.promoted += r.promoted.length;
  }
  return out;
}
