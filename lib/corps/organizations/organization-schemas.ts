// Organizations: GET/POST /organizations, GET/PATCH /organizations/{id}, and /organizations/me
// (the caller's own), all served by the same service in this folder.
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { canonicalTimeZone } from "@/lib/time/time-zone";

const name = z.string().trim().min(1, "Required").max(200, "At most 200 characters");

/** An IANA time zone name, stored in Intl's canonical spelling. */
export const TimeZone = z
  .string()
  .trim()
  .min(1, "Required")
  .max(64)
  .transform((v, ctx) => {
    const zone = canonicalTimeZone(v);
    if (!zone) {
      ctx.addIssue({ code: "custom", message: "Must be an IANA time zone such as America/Los_Angeles or UTC" });
      return z.NEVER;
    }
    return zone;
  })
  .meta({ description: "IANA time zone name, e.g. America/Los_Angeles or UTC", example: "America/Los_Angeles" });

export const OrganizationCreate = z
  .strictObject({ name, timezone: TimeZone.optional().describe("Defaults to DEFAULT_TIMEZONE, else UTC") })
  .meta({ id: "OrganizationCreate" });
export type OrganizationCreate = z.infer<typeof OrganizationCreate>;

/** Minutes after an opportunity's end when forgotten check-outs are closed (issue 28). */
export const AutoCheckoutAfterMinutes = z
  .number({ message: "Must be a number" })
  .int("Must be a whole number")
  .min(0, "Must be at least 0")
  .max(1440, "At most 1440 (a day)")
  .describe("Minutes after an opportunity's end when a party checked in and never checked out is checked out at the end (0-1440, default 60)");

export const OrganizationUpdate = z
  .strictObject({ name: name.optional(), timezone: TimeZone.optional(), auto_checkout_after_minutes: AutoCheckoutAfterMinutes.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Send at least one field", path: ["body"] })
  .meta({ id: "OrganizationUpdate", description: "Partial; fields left out keep their value" });
export type OrganizationUpdate = z.infer<typeof OrganizationUpdate>;

export const OrganizationListQuery = z.object({
  search: z.string().trim().max(200).optional().describe("Part of the name"),
  ...pagination,
});
export type OrganizationListQuery = z.infer<typeof OrganizationListQuery>;

export const OrganizationDto = z
  .object({
    id: uuid,
    name: z.string(),
    timezone: z.string().describe("IANA zone of recurring series: the organization's own, else DEFAULT_TIMEZONE, else UTC"),
    member_count: z.number().int().describe("Active members (users of the organization)"),
    auto_checkout_after_minutes: z.number().int().describe("Forgotten check-outs are closed this many minutes after an opportunity's end"),
    created_at: isoDateTime,
  })
  .meta({ id: "Organization" });
export type OrganizationDto = z.infer<typeof OrganizationDto>;

export const OrganizationList = z
  .object({ organizations: z.array(OrganizationDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "OrganizationList" });
