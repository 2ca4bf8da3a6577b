// Building blocks shared by every request schema: ids, pagination, array and boolean query
// parameters, dates. Forms, handlers and the OpenAPI document all use these.
import { z } from "zod";

export const uuid = z.uuid({ message: "Must be a UUID" });
export const idParams = z.object({ id: uuid });

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

export const pagination = {
  page: z.coerce.number({ message: "Must be a number" }).int("Must be a whole number").min(1, "Must be at least 1").default(1),
  limit: z.coerce
    .number({ message: "Must be a number" })
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(MAX_LIMIT, `Must be at most ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
};

/**
 * An array query parameter: accepts repeated keys (`skills=a&skills=b`) and a comma list
 * (`skills=a,b`), trims, drops empties.
 */
export function queryArray<T extends z.ZodType<string>>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
    const cleaned = parts.map((p) => p.trim()).filter((p) => p.length > 0);
    return cleaned.length ? cleaned : undefined;
  }, z.array(item).optional());
}

export const queryBoolean = z
  .enum(["true", "false", "1", "0"], { message: "Must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** A US ZIP code: five digits, optionally ZIP+4. */
export const zipCode = z.string().trim().regex(/^\d{5}(-\d{4})?$/, "Must be a US ZIP code (12345)");

/** A US state as its two-letter code, upper-cased. */
export const stateCode = z
  .string({ message: "Required: a two-letter state code such as OR" })
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Must be a two-letter state code such as OR")
  .transform((value) => value.toUpperCase());

export const isoDate = z.iso.date({ message: "Must be a date YYYY-MM-DD" });
export const isoDateTime = z.iso.datetime({ offset: true, message: "Must be an ISO 8601 timestamp" });

/**
 * A timestamp in a query string, read leniently because people type these into URLs: a plain
 * date means its midnight UTC, and a `+02:00` offset whose `+` arrived as a space (not
 * percent-encoded) is read as the `+` it was.
 */
export const queryDateTime = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (isoDate.safeParse(v).success) return `${v}T00:00:00.000Z`;
    const fixed = v.replace(/ (\d{2}(:?\d{2})?)$/, "+$1");
    if (isoDateTime.safeParse(fixed).success) return fixed;
    ctx.addIssue({ code: "custom", message: "Must be an ISO 8601 timestamp or a date YYYY-MM-DD" });
    return z.NEVER;
  })
  .meta({ description: "ISO 8601 timestamp, or a date YYYY-MM-DD (its midnight UTC)" });

/** Pagination answer fields every list returns. */
export interface Page {
  page: number;
  limit: number;
}

export function offset(p: Page): number {
  return (p.page - 1) * p.limit;
}
