// The attendance cron (every 5 minutes): closes forgotten check-outs and completes opportunities
// that ended more than a day ago. A party checked in and never checked out is checked out at the
// opportunity's end once the organization's auto_checkout_after_minutes have passed; its hours
// entry is pending (never auto-approved, whatever the opportunity says) and marked
// auto_checked_out, and the volunteer is asked to correct it. Claiming and logging share one
// transaction with SKIP LOCKED, so overlapping runs split the work instead of logging twice.
import type { Db } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import type { LaborType } from "@/lib/generated/prisma/client";
import { notify } from "../notifications/notify";
import { completeLocked } from "../opportunities/opportunity-transitions";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { quarterHours } from "./check-in-out";
import { notifyT } from "../notifications/localized";

const BATCH = 500;
/** Opportunities that ended this long ago are completed (no-shows marked) by the cron. */
export const COMPLETE_AFTER_HOURS = 24;

interface Closed {
  signup_id: string;
  volunteer_id: string;
  user_id: string;
  opportunity_id: string;
  org_id: string;
  title: string;
  labor_type: LaborType;
  party_size: number;
  check_in_at: Date;
  check_out_at: Date;
}

export interface AttendanceCronResult {
  checked_out: number;
  completed: number;
  handoffs_expired: number;
  emails: number;
}

async function closeBatch(db: Db): Promise<{ closed: number; emailIds: string[] }> {
  return db.$transaction(async (tx) => {
    const closed = await tx.$queryRaw<Closed[]>`
      WITH due AS (
        SELECT s.id FROM signups s
          JOIN opportunities o ON o.id = s.opportunity_id
          JOIN organizations g ON g.id = o.org_id
         WHERE s.status = 'checked_in' AND s.check_in_at IS NOT NULL AND s.check_out_at IS NULL
           AND o.end_datetime + make_interval(mins => g.auto_checkout_after_minutes) <= now()
         ORDER BY o.end_datetime, s.id LIMIT ${BATCH}
         FOR UPDATE OF s SKIP LOCKED)
      UPDATE signups s
         SET status = 'completed', check_out_at = GREATEST(o.end_datetime, s.check_in_at + interval '15 minutes'), updated_at = now()
        FROM due, opportunities o, volunteer_profiles vp
       WHERE s.id = due.id AND o.id = s.opportunity_id AND vp.id = s.volunteer_id
      RETURNING s.id::text AS signup_id, s.volunteer_id::text AS volunteer_id, vp.user_id::text AS user_id, o.id::text AS opportunity_id,
                o.org_id::text AS org_id, o.title, o.labor_type, s.party_size, s.check_in_at, s.check_out_at`;
    if (closed.length === 0) return { closed: 0, emailIds: [] };
    await tx.hoursEntry.createMany({
      data: closed.map((c) => ({
        volunteerId: c.volunteer_id,
        orgId: c.org_id,
        opportunityId: c.opportunity_id,
        signupId: c.signup_id,
        hoursWorked: quarterHours(c.check_in_at, c.check_out_at),
        dateWorked: new Date(c.check_in_at.toISOString().slice(0, 10)),
        laborType: c.labor_type,
        description: `${c.title} (checked out automatically at the end${c.party_size > 1 ? `; party of ${c.party_size}: hours for the account holder only` : ""})`,
        status: "pending" as const,
        autoCheckedOut: true,
      })),
      skipDuplicates: true,
    });
    const sent = await notify(
      tx,
      closed.map((c) => ({
        userId: c.user_id,
        type: "auto_checked_out" as const,
        text: (locale) => ({ title: c.title, message: notifyT(locale)("autoCheckOut", { title: c.title }) }),
        opportunityId: c.opportunity_id,
        actionUrl: "/volunteer/hours",
      })),
      { channels: ["in_app", "email"] },
    );
    return { closed: closed.length, emailIds: sent.emailIds };
  });
}

/** Completes published or full opportunities that ended more than a day ago (marks no-shows). */
async function completeEnded(db: Db): Promise<number> {
  const ended = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM opportunities
     WHERE status IN ('published', 'full') AND end_datetime < now() - make_interval(hours => ${COMPLETE_AFTER_HOURS})
     ORDER BY end_datetime, id LIMIT ${BATCH}`;
  let completed = 0;
  for (const { id } of ended) {
    completed += await seatTransaction(db, async (tx) => {
      const opp = await lockOpportunity(tx, id);
      // Another run (or a recruiter) may have completed or cancelled it since the read.
      if (opp.status !== "published" && opp.status !== "full") return 0;
      await completeLocked(tx, opp);
      return 1;
    });
  }
  return completed;
}

export async function runAttendanceCron(db: Db): Promise<AttendanceCronResult> {
  let checkedOut = 0;
  let emails = 0;
  for (;;) {
    const { closed, emailIds } = await closeBatch(db);
    checkedOut += closed;
    emails += emailIds.length;
    await deliverEmails(db, emailIds).catch((err: unknown) => console.error("[email] auto check-out delivery failed", err));
    if (closed < BATCH) break;
  }
  const completed = await completeEnded(db);
  // Handoffs nobody took before they closed (2 h before the start).
  const expired = await db.handoff.updateMany({ where: { status: "open", expiresAt: { lte: new Date() } }, data: { status: "expired", closedAt: new Date() } });
  return { checked_out: checkedOut, completed, handoffs_expired: expired.count, emails };
}
