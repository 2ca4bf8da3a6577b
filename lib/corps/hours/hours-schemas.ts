// Hours entry request and response schemas (volunteer-network.md "Hours entry" and "Hours").
import { z } from "zod";
import { isoDate, isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { HoursStatus, LaborType } from "../enums";

/**
 * The latest date a volunteer can have worked: today in UTC, the API's clock (DECISIONS.md: not
 * in the future). Allowing "today in UTC+14" accepted tomorrow's UTC date for 14 hours of every
 * day; the product's volunteers are in US time zones, whose today is never after UTC's.
 */
export function latestWorkDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const dateWorked = isoDate.refine((d) => d <= latestWorkDate(), { message: "Must not be in the future" });
const hoursWorked = z
  .number({ message: "Must be a number" })
  .gt(0, "Must be greater than 0")
  .max(24, "Must be at most 24")
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: "At most two decimal places" });

export const HoursCreate = z
  .strictObject({
    opportunity_id: uuid.optional(),
    hours_worked: hoursWorked,
    date_worked: dateWorked,
    labor_type: LaborType.optional().describe("Defaults to the opportunity's labor type, else service"),
    description: z.string().trim().max(2000).optional(),
  })
  .meta({ id: "HoursCreate" });
export type HoursCreate = z.infer<typeof HoursCreate>;

export const HoursUpdate = z
  .strictObject({
    hours_worked: hoursWorked.optional(),
    date_worked: dateWorked.optional(),
    labor_type: LaborType.optional(),
    description: z.string().trim().max(2000).optional(),
  })
  .meta({ id: "HoursUpdate" });
export type HoursUpdate = z.infer<typeof HoursUpdate>;

export const HoursApprove = z
  .strictObject({ hours_worked: hoursWorked.optional().describe("Overrides the hours the volunteer submitted") })
  .meta({ id: "HoursApprove" });
export type HoursApprove = z.infer<typeof HoursApprove>;

export const HoursReject = z
  .strictObject({ reason: z.string({ message: "Required" }).trim().min(1, "Required").max(1000) })
  .meta({ id: "HoursReject" });
export type HoursReject = z.infer<typeof HoursReject>;

export const HoursListQuery = z
  .object({
    volunteer_id: uuid.optional(),
    org_id: uuid.optional(),
    opportunity_id: uuid.optional(),
    status: HoursStatus.optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    labor_type: LaborType.optional(),
    ...pagination,
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: "Must not be before date_from",
    path: ["date_to"],
  });
export type HoursListQuery = z.infer<typeof HoursListQuery>;

export const HoursPageQuery = z.object({ ...pagination });
export type HoursPageQuery = z.infer<typeof HoursPageQuery>;

export const HoursPendingQuery = z.object({ org_id: uuid.optional().describe("Admins only: narrows to one organization"), ...pagination });
export type HoursPendingQuery = z.infer<typeof HoursPendingQuery>;

export const HoursEntry = z
  .object({
    id: uuid,
    volunteer_id: uuid,
    volunteer_name: z.string(),
    org_id: uuid,
    opportunity_id: uuid.nullable(),
    opportunity_title: z.string().nullable(),
    hours_worked: z.number(),
    date_worked: isoDate,
    labor_type: LaborType,
    description: z.string(),
    status: HoursStatus,
    submitted_at: isoDateTime,
    approved_at: isoDateTime.nullable(),
    approved_by_name: z.string().nullable(),
    rejected_at: isoDateTime.nullable(),
    rejected_reason: z.string().nullable(),
    auto_checked_out: z.boolean().describe("Logged by the forgotten check-out cron at the opportunity's end: pending, for the volunteer to correct"),
  })
  .meta({ id: "HoursEntry" });
export type HoursEntryDto = z.infer<typeof HoursEntry>;

export const HoursList = z
  .object({
    hours: z.array(HoursEntry),
    total: z.number().int(),
    total_hours: z.number().describe("Sum of hours_worked over every matching entry, not just this page"),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: "HoursList" });
export type HoursListDto = z.infer<typeof HoursList>;
