// PATCH /api/corps/series/{id}: a partial opportunity body applied, through the single-opportunity
// update rules (applyOpportunityUpdate), to every occurrence that has not started and is still
// draft, published or full; a new recurrence adds the dates it gains (from now on) and cancels the
// upcoming dates it loses. One transaction under the series lock; volunteers hear once each.
import type { Ctx } from "@/lib/auth/context";
import type { Defer } from "@/lib/corps/notifications/notification-send";
import { notify, type NotificationInput } from "@/lib/corps/notifications/notify";
import { emitEvents } from "../events";
import { applyOpportunityUpdate, publishedEvent } from "../opportunities/writes";
import { cancelLocked } from "@/lib/corps/opportunities/opportunity-transitions";
import type { OpportunityUpdate } from "@/lib/corps/opportunities/opportunity-schemas";
import { seatTransaction } from "@/lib/corps/seats/seats";
import type { DbTx } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { Prisma, type Opportunity, type OpportunitySeries } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { instantOf, localOf } from "@/lib/time/wall-clock";
import { formatTimeRangeIn } from "@/lib/time/zoned-format";
import { getManagedSeriesOrThrow, getSeries } from "./get-series";
import { lockOccurrences, lockSeries } from "./lock-occurrences";
import { normalizeRule, occurrenceDates, ruleErrors, type SeriesRule } from "./occurrence-dates";
import { dates, noticesPerVolunteer, type AffectedSignup } from "./series-notices";
import type { SeriesDto, SeriesUpdate } from "./series-schemas";
import { notifyT } from "../notifications/localized";

const MINUTE = 60_000;
const ACTIVE_SIGNUPS = ["pending", "confirmed", "waitlist", "offered", "entered"] as const;

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The date an occurrence stands for (occurrences made before the column existed: its local start date). */
function dateOf(o: Opportunity, timeZone: string): string {
  return o.occurrenceDate ? ymd(o.occurrenceDate) : localOf(o.startDatetime, timeZone).date;
}

/** New occurrences copy the latest occurrence that is not cancelled (else the latest). */
async function template(tx: DbTx, seriesId: string): Promise<Opportunity> {
  const live = await tx.opportunity.findFirst({ where: { seriesId, status: { not: "cancelled" } }, orderBy: [{ startDatetime: "desc" }, { id: "desc" }] });
  return live ?? tx.opportunity.findFirstOrThrow({ where: { seriesId }, orderBy: [{ startDatetime: "desc" }, { id: "desc" }] });
}

/** Occurrences for dates the rule gained: published when the series is (its template is not a draft). */
async function addOccurrences(tx: DbTx, series: OpportunitySeries, newDates: string[], rule: SeriesRule, startTime: string, durationMinutes: number): Promise<Opportunity[]> {
  if (newDates.length === 0) return [];
  const t = await template(tx, series.id);
  // Everything of the template but its identity, schedule and lifecycle columns.
  const {
    id: _id,
    status: templateStatus,
    startDatetime: _start,
    endDatetime: _end,
    occurrenceDate: _date,
    cancelReason: _reason,
    cancelledAt: _cancelled,
    publishedAt: _published,
    completedAt: _completed,
    createdAt: _created,
    updatedAt: _updated,
    recurrence: _recurrence,
    ...copy
  } = t;
  const status = templateStatus === "draft" || templateStatus === "cancelled" ? "draft" : "published";
  const now = new Date();
  const created = await tx.opportunity.createManyAndReturn({
    data: newDates.map((date) => {
      const begins = instantOf({ date, time: startTime }, series.timezone);
      return {
        ...copy,
        recurrence: { ...rule },
        occurrenceDate: new Date(date),
        startDatetime: begins,
        endDatetime: new Date(begins.getTime() + durationMinutes * MINUTE),
        status,
        publishedAt: status === "published" ? now : null,
      };
    }),
  });
  // The new dates ask for the same requirements as the template (links are rows of their own,
  // not columns the copy above carries).
  const links = await tx.opportunityRequirement.findMany({ where: { opportunityId: t.id, requirement: { deletedAt: null } }, select: { requirementId: true } });
  if (links.length > 0) {
    await tx.opportunityRequirement.createMany({ data: created.flatMap((o) => links.map((l) => ({ opportunityId: o.id, requirementId: l.requirementId }))), skipDuplicates: true });
  }
  if (status === "published") {
    await emitEvents(tx, "opportunity.published", series.orgId, created.map(publishedEvent));
  }
  return created;
}

async function activeSignupsOf(tx: DbTx, occurrences: Opportunity[]): Promise<AffectedSignup[]> {
  if (occurrences.length === 0) return [];
  const start = new Map(occurrences.map((o) => [o.id, o.startDatetime]));
  const rows = await tx.signup.findMany({
    where: { opportunityId: { in: occurrences.map((o) => o.id) }, status: { in: [...ACTIVE_SIGNUPS] } },
    select: { opportunityId: true, volunteer: { select: { userId: true } } },
  });
  return rows.map((r) => ({ userId: r.volunteer.userId, opportunityId: r.opportunityId, start: start.get(r.opportunityId) as Date }));
}

export async function updateSeries(ctx: Ctx, seriesId: string, input: SeriesUpdate, defer: Defer = (task) => task()): Promise<SeriesDto> {
  const emailIds = await seatTransaction(ctx.db, async (tx) => {
    await getManagedSeriesOrThrow(ctx, seriesId, tx);
    await lockSeries(tx, seriesId);
    const series = await tx.opportunitySeries.findUniqueOrThrow({ where: { id: seriesId } });
    const zone = series.timezone;
    const now = new Date();

    const oldRule = series.recurrence as unknown as SeriesRule;
    const rule = input.recurrence ? normalizeRule(input.recurrence) : oldRule;
    const ruleChanged = JSON.stringify(rule) !== JSON.stringify(oldRule);
    let ruleDates: Set<string> | null = null;
    if (ruleChanged) {
      const firstDate = ymd(series.firstDate);
      const list = occurrenceDates(firstDate, rule);
      const errors = ruleErrors(firstDate, rule, list);
      if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
      ruleDates = new Set(list);
    }

    let startTime = series.startTime;
    let durationMinutes = series.durationMinutes;
    if (input.start_datetime && input.end_datetime) {
      startTime = localOf(new Date(input.start_datetime), zone).time;
      durationMinutes = Math.max(1, Math.round((Date.parse(input.end_datetime) - Date.parse(input.start_datetime)) / MINUTE));
    }
    const timeChanged = startTime !== series.startTime || durationMinutes !== series.durationMinutes;

    const upcoming = await lockOccurrences(tx, seriesId, Prisma.sql`o.status IN ('draft', 'published', 'full') AND o.start_datetime > ${now}`);
    const cut = ruleDates ? upcoming.filter((o) => !ruleDates.has(dateOf(o, zone))) : [];
    const kept = upcoming.filter((o) => !cut.includes(o));

    // Dates the rule lost: cancelled like any occurrence, their volunteers told below.
    const cancelledFor: AffectedSignup[] = [];
    for (const o of cut) {
      const r = await cancelLocked(tx, o, { reason: "The series no longer includes this date", notify_volunteers: true }, { notify: false });
      cancelledFor.push(...r.cancelledSignups.map((s) => ({ userId: s.userId, opportunityId: o.id, start: o.startDatetime })));
    }

    // Dates the rule gained, from now on: copies of the latest occurrence, edited below like the rest.
    if (ruleDates) {
      const existing = await tx.opportunity.findMany({ where: { seriesId, status: { not: "cancelled" } }, select: { occurrenceDate: true, startDatetime: true } });
      const taken = new Set(existing.map((o) => (o.occurrenceDate ? ymd(o.occurrenceDate) : localOf(o.startDatetime, zone).date)));
      const gained = [...ruleDates].filter((d) => !taken.has(d) && instantOf({ date: d, time: startTime }, zone) > now);
      kept.push(...(await addOccurrences(tx, series, gained, rule, startTime, durationMinutes)));
      await tx.opportunity.updateMany({ where: { seriesId }, data: { recurrence: { ...rule } } });
    }

    // The body, per occurrence; the schedule fields are the series' own.
    const { start_datetime: _s, end_datetime: _e, recurrence: _r, schedule_type: _t, ...fields } = input;
    const moved: Opportunity[] = [];
    for (const o of kept) {
      const change: OpportunityUpdate = { ...fields };
      if (timeChanged) {
        const begins = instantOf({ date: dateOf(o, zone), time: startTime }, zone);
        change.start_datetime = begins.toISOString();
        change.end_datetime = new Date(begins.getTime() + durationMinutes * MINUTE).toISOString();
      }
      if (Object.keys(change).length === 0) continue;
      const updated = await applyOpportunityUpdate(tx, o, change);
      if (updated.startDatetime.getTime() !== o.startDatetime.getTime() || updated.endDatetime.getTime() !== o.endDatetime.getTime()) moved.push(updated);
    }

    await tx.opportunitySeries.update({
      where: { id: seriesId },
      data: { recurrence: { ...rule }, startTime, durationMinutes, ...(input.title !== undefined && { title: input.title }) },
    });

    const title = input.title ?? series.title;
    const notices: NotificationInput[] = [
      ...noticesPerVolunteer(cancelledFor, zone, (days, count) => ({
        type: "opportunity_cancelled",
        text: (locale) => ({
          title: notifyT(locale)("cancelled.title", { title }),
          message: notifyT(locale)("series.dropped", { title, dates: dates(count, locale), days: days(locale), count }),
        }),
      })),
      ...noticesPerVolunteer(await activeSignupsOf(tx, moved), zone, (days, count) => ({
        type: "opportunity_updated",
        text: (locale) => ({
          title: notifyT(locale)("series.movedTitle", { title }),
          message: notifyT(locale)("series.moved", {
            title,
            time: moved[0] ? formatTimeRangeIn(moved[0].startDatetime, moved[0].endDatetime, zone, locale) : "",
            zone,
            dates: dates(count, locale),
            days: days(locale),
          }),
        }),
      })),
    ];
    return (await notify(tx, notices, { channels: ["in_app", "email"] })).emailIds;
  });
  if (emailIds.length > 0) {
    await defer(() => deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] series update delivery failed", err)));
  }
  return getSeries(ctx, seriesId);
}
