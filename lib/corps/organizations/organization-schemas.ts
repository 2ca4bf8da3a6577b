// Organizations: GET/POST /organizations, GET/PATCH /organizations/{id}, and /organizations/me
// (the caller's own), all served by the same service in this folder.
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { canonicalTimeZone } from "@/lib/time/time-zone";
import { WaitlistMode } from "../enums";
import { LocaleEnum } from "@/lib/schemas/locale";

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

/** The public page's address: /o/{slug}. */
export const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{3,60}$/, "Use 3 to 60 lowercase letters, digits and hyphens")
  .meta({ description: "Lowercase letters, digits and hyphens, 3-60 characters; unique", example: "eastside-food-bank" });

export const MAX_EMBED_ORIGINS = 20;

/** An https origin as a browser sends it (scheme, host, optional port; no path), lowercase. */
export const EmbedOrigin = z
  .string()
  .trim()
  .max(300)
  .transform((v, ctx) => {
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      url = null;
    }
    // URL's origin drops a trailing slash only; anything else (a path, a query, user info, a
    // wildcard) makes the two differ.
    if (!url || url.protocol !== "https:" || url.origin === "null" || url.origin !== v.replace(/\/$/, "").toLowerCase() || url.hostname.includes("*")) {
      ctx.addIssue({ code: "custom", message: "Must be an https origin such as https://www.example.org (no path)" });
      return z.NEVER;
    }
    return url.origin;
  })
  .meta({ description: "An https origin, e.g. https://www.example.org", example: "https://www.example.org" });

export const PublicDescription = z.string().trim().max(2000, "At most 2000 characters");

/** Minutes after an opportunity's end when forgotten check-outs are closed (issue 28). */
export const AutoCheckoutAfterMinutes = z
  .number({ message: "Must be a number" })
  .int("Must be a whole number")
  .min(0, "Must be at least 0")
  .max(1440, "At most 1440 (a day)")
  .describe("Minutes after an opportunity's end when a party checked in and never checked out is checked out at the end (0-1440, default 60)");

export const OrganizationUpdate = z
  .strictObject({
    name: name.optional(),
    auto_checkout_after_minutes: AutoCheckoutAfterMinutes.optional(),
    timezone: TimeZone.optional(),
    public_page: z.boolean().optional().describe("Opt in to the public page /o/{slug}, its JSON, iCal feed and embeddable list; needs a slug"),
    slug: Slug.nullable().optional().describe("null removes it (only while public_page is false)"),
    public_description: PublicDescription.nullable().optional().describe("Shown on the public page; null or empty removes it"),
    embed_origins: z
      .array(EmbedOrigin)
      .max(MAX_EMBED_ORIGINS, `At most ${MAX_EMBED_ORIGINS} origins`)
      .optional()
      .describe("https origins whose pages may frame /embed/o/{slug}; the whole list is replaced"),
    default_waitlist_mode: WaitlistMode.optional().describe("The waitlist_mode new opportunities get when their body names none (existing ones keep theirs)"),
    default_locale: LocaleEnum.optional().describe("The language of members who chose none: their pages when the browser asks for neither en nor es, their e-mails and texts always"),
  })
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
    default_waitlist_mode: WaitlistMode.describe("The waitlist_mode of new opportunities that name none: auto (default) or offer"),
    default_locale: LocaleEnum.describe("The language of members who chose none: their pages when the browser asks for neither en nor es, their e-mails and texts always (default en)"),
    member_count: z.number().int().describe("Active members (users of the organization)"),
    auto_checkout_after_minutes: z.number().int().describe("Forgotten check-outs are closed this many minutes after an opportunity's end"),
    public_page: z.boolean().describe("Whether /o/{slug} and the public API answer for this organization"),
    slug: z.string().nullable(),
    public_description: z.string().nullable(),
    embed_origins: z.array(z.string()).describe("https origins allowed to frame /embed/o/{slug}"),
    created_at: isoDateTime,
  })
  .meta({ id: "Organization" });
export type OrganizationDto = z.infer<typeof OrganizationDto>;

export const OrganizationList = z
  .object({ organizations: z.array(OrganizationDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "OrganizationList" });
