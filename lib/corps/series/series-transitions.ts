// Publish, cancel and complete for a whole series: each applies the single-opportunity
// transition (lib/corps/opportunities/opportunity-transitions.ts) to the occurrences it is meant for, in one
// transaction under the series lock:
//   publish  - drafts that have not started
//   cancel   - draft, published or full occurrences that have not started
//   complete - published or full occurrences that have started
import type { Ctx } from "@/lib/auth/context";
import type { Defer } from "@/lib/corps/notifications/notification-send";
import { notify } from "@/lib/corps/notifications/notify";
import { cancelLocked, completeLocked, publishLocked, type StatusResult } from "@/lib/corps/opportunities/opportunity-transitions";
import type { CancelBody } from "@/lib/corps/opportunities/opportunity-schemas";
import { seatTransaction } from "@/lib/corps/seats/seats";
import type { DbTx } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { Prisma, type Opportunity } from "@/lib/generated/prisma/client";
import { getManagedSeriesOrThrow } from "./get-series";
import { lockOccurrences, lockSeries } from "./lock-occurrences";
import { dates, noticesPerVolunteer, type AffectedSignup } from "./series-notices";
import type { SeriesActionResultDto } from "./series-schemas";
import { notifyT } from "../notifications/localized";

async function actOn(
  ctx: Ctx,
  seriesId: string,
  condition: (now: Date) => Prisma.Sql,
  act: (tx: DbTx, opp: Opportunity) => Promise<StatusResult>,
): Promise<SeriesActionResultDto> {
  return seatTransaction(ctx.db, async (tx) => {
    await getManagedSeriesOrThrow(ctx, seriesId, tx);
    await lockSeries(tx, seriesId);
    const occurrences = await lockOccurrences(tx, seriesId, condition(new Date()));
    const changed = [];
    for (const opp of occurrences) {
      const r = await act(tx, opp);
      changed.push({ id: r.id, start_datetime: opp.startDatetime.toISOString(), status: r.status });
    }
    return { id: seriesId, occurrences: changed };
  });
}

export async function publishSeries(ctx: Ctx, seriesId: string): Promise<SeriesActionResultDto> {
  return actOn(ctx, seriesId, (now) => Prisma.sql`o.status = 'draft' AND o.start_datetime > ${now}`, publishLocked);
}

export async function completeSeries(ctx: Ctx, seriesId: string): Promise<SeriesActionResultDto> {
  return actOn(ctx, seriesId, (now) => Prisma.sql`o.status IN ('published', 'full') AND o.start_datetime <= ${now}`, completeLocked);
}

/**
 * Cancels every occurrence that has not started; with notify_volunteers each volunteer who held
 * a signup on any of them gets one notification (in-app and e-mail) listing the dates.
 */
export async function cancelSeries(ctx: Ctx, seriesId: string, body: CancelBody, defer: Defer = (task) => task()): Promise<SeriesActionResultDto> {
  let emailIds: string[] = [];
  const result = await seatTransaction(ctx.db, async (tx) => {
    const series = await getManagedSeriesOrThrow(ctx, seriesId, tx);
    await lockSeries(tx, seriesId);
    const occurrences = await lockOccurrences(tx, seriesId, Prisma.sql`o.status IN ('draft', 'published', 'full') AND o.start_datetime > ${new Date()}`);
    const changed = [];
    const affected: AffectedSignup[] = [];
    for (const opp of occurrences) {
      const r = await cancelLocked(tx, opp, body, { notify: false });
      changed.push({ id: opp.id, start_datetime: opp.startDatetime.toISOString(), status: r.result.status });
      affected.push(...r.cancelledSignups.map((s) => ({ userId: s.userId, opportunityId: opp.id, start: opp.startDatetime })));
    }
    if (body.notify_volunteers) {
      const sent = await notify(
        tx,
        noticesPerVolunteer(affected, series.timezone, (days, count) => ({
          type: "opportunity_cancelled",
          text: (locale) => {
            const values = { title: series.title, dates: dates(count, locale), days: days(locale) };
            return {
              title: notifyT(locale)("cancelled.title", { title: series.title }),
              message: body.reason ? notifyT(locale)("series.cancelledWithReason", { ...values, reason: body.reason }) : notifyT(locale)("series.cancelled", values),
            };
          },
        })),
        { channels: ["in_app", "email"] },
      );
      emailIds = sent.emailIds;
    }
    return { id: seriesId, occurrences: changed };
  });
  if (emailIds.length > 0) {
    await defer(() => deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] series cancellation delivery failed", err)));
  }
  return result;
}
