// Creating a recurring series: the rule's dates in the organization's zone, then every
// occurrence in one INSERT (and their opportunity.published events in one more), in one
// transaction. The answer is the first occurrence with the series and its occurrences.
import type { Ctx } from "@/lib/auth/context";
import { emitEvents } from "../events";
import { defaultWaitlistMode, ensureLotterySeed, opportunityData, publishedEvent } from "../opportunities/writes";
import { toDto } from "../opportunities/shape";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";
import { linkRequirementsToOpportunities } from "@/lib/corps/requirements/opportunity-requirement-links";
import type { OpportunityCreate } from "@/lib/corps/opportunities/opportunity-schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { instantOf, localOf } from "@/lib/time/wall-clock";
import { occurrenceSummaries } from "./get-series";
import { normalizeRule, occurrenceDates, ruleErrors } from "./occurrence-dates";
import type { OpportunityCreatedDto } from "./series-schemas";

const MINUTE = 60_000;

export async function createSeries(ctx: Ctx, input: OpportunityCreate): Promise<OpportunityCreatedDto> {
  const { caller } = ctx;
  if (!caller.orgId) throw ApiError.validation({ org_id: "Your account belongs to no organization" });
  if (!input.recurrence) throw ApiError.validation({ recurrence: "Required for a recurring schedule: {weekdays, until}" });
  const orgId = caller.orgId;
  const rule = normalizeRule(input.recurrence);
  const timezone = await organizationTimezone(ctx.db, orgId);
  const start = new Date(input.start_datetime);
  const first = localOf(start, timezone);
  const durationMinutes = Math.max(1, Math.round((Date.parse(input.end_datetime) - start.getTime()) / MINUTE));
  const dates = occurrenceDates(first.date, rule);
  const errors = ruleErrors(first.date, rule, dates);
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);

  const { status, requirement_ids: requirementIds, ...rest } = input;
  const waitlistMode = rest.waitlist_mode ?? (await defaultWaitlistMode(ctx.db, orgId));
  // A lottery's close is given for the first date; every date closes as long before its start.
  const closesBefore = input.lottery_closes_at ? start.getTime() - Date.parse(input.lottery_closes_at) : null;
  const columns = opportunityData({ ...rest, waitlist_mode: waitlistMode, recurrence: rule }) as Omit<Prisma.OpportunityCreateManyInput, "orgId" | "title" | "startDatetime" | "endDatetime">;
  const now = new Date();
  const { series, occurrences } = await ctx.db.$transaction(async (tx) => {
    const series = await tx.opportunitySeries.create({
      data: { orgId, title: input.title, recurrence: { ...rule }, timezone, firstDate: new Date(first.date), startTime: first.time, durationMinutes },
    });
    const occurrences = await tx.opportunity.createManyAndReturn({
      data: dates.map((date) => {
        const begins = instantOf({ date, time: first.time }, timezone);
        return {
          ...columns,
          orgId,
          seriesId: series.id,
          occurrenceDate: new Date(date),
          createdBy: caller.system ? null : caller.id,
          title: input.title,
          startDatetime: begins,
          endDatetime: new Date(begins.getTime() + durationMinutes * MINUTE),
          ...(closesBefore !== null && { lotteryClosesAt: new Date(begins.getTime() - closesBefore) }),
          status,
          publishedAt: status === "published" ? now : null,
        };
      }),
    });
    // Each date's draw gets its own secret seed.
    if (input.signup_mode === "lottery" && status === "published") {
      for (const o of occurrences) await ensureLotterySeed(tx, o.id);
    }
    occurrences.sort((a, b) => a.startDatetime.getTime() - b.startDatetime.getTime());
    await linkRequirementsToOpportunities(tx, orgId, occurrences.map((o) => o.id), requirementIds);
    if (status === "published") {
      await emitEvents(tx, "opportunity.published", orgId, occurrences.map(publishedEvent));
    }
    return { series, occurrences };
  });
  const [firstDto, summaries] = await Promise.all([toDto(ctx, occurrences[0]), occurrenceSummaries(ctx, occurrences)]);
  return { ...firstDto, series: { id: series.id, occurrences: summaries } };
}
