// Shape of a rental listing document as it comes from the Cosmos DB source, and the zod schema
// the sync runs on each document before storing it as a property record.
//
// The source is written by other systems and is messy (numbers as "$1,450" strings, zips as
// numbers, nulls everywhere, extra fields), so the schema is lenient: it coerces what it can
// interpret, keeps unknown fields (passthrough) and turns anything missing into null. It only
// rejects a document whose id is missing or whose numbers cannot be read, because a guessed rent
// or bedroom count would pollute the market heatmap; the sync counts such a document as an error
// (safeParse) and goes on with the run.
import { z } from "zod";

/** Free text; numbers are accepted because phones and zips often arrive as numbers. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    // PostgreSQL text columns reject NUL bytes; they carry no meaning in a listing anyway.
    const cleaned = String(value).replaceAll("\u0000", "").trim();
    return cleaned === "" ? null : cleaned;
  });

/** Any JSON value kept as it comes (stored in a JSON column). */
const jsonAsItComes = z
  .json()
  .nullish()
  .transform((value) => value ?? null);

interface NumberRule {
  /** Whole numbers only (the column is an integer). */
  integer?: boolean;
  /** Round instead of rejecting a fraction (square footage like 850.5 is noise, not an error). */
  round?: boolean;
  max?: number;
  /** Words that stand for a number in listings, e.g. "studio" for 0 bedrooms. */
  words?: Record<string, number>;
}

/** Number or numeric text ("$1,450", "1,450/mo", "850 sq ft"); unreadable text is an issue. */
function numberLike(rule: NumberRule = {}) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      let n: number;
      if (typeof value === "number") {
        n = value;
      } else {
        const raw = value.trim().toLowerCase();
        if (raw === "") return null;
        const word = rule.words?.[raw];
        if (word !== undefined) {
          n = word;
        } else {
          const stripped = raw.replace(/^\$/, "").replaceAll(",", "").replace(/\s*(\/\s*mo(nth)?|per month|sq\.?\s*ft\.?|sqft|ft2)$/, "");
          n = /^-?\d+(\.\d+)?$/.test(stripped) ? Number(stripped) : Number.NaN;
        }
      }
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: `not a number: ${JSON.stringify(value)}` });
        return z.NEVER;
      }
      if (rule.round) n = Math.round(n);
      if (n < 0 || (rule.integer && !Number.isInteger(n)) || (rule.max !== undefined && n > rule.max)) {
        ctx.addIssue({ code: "custom", message: `out of range: ${JSON.stringify(value)}` });
        return z.NEVER;
      }
      return n;
    });
}

/** ISO text or epoch seconds/milliseconds; an unreadable timestamp becomes null rather than losing the listing. */
const timestamp = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === "") return null;
    // Epoch values below 1e11 are seconds (1e11 s is the year 5138); above are milliseconds.
    const date = typeof value === "number" ? new Date(value < 1e11 ? value * 1000 : value) : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  });

const YES = new Set(["true", "yes", "y", "1"]);
const NO = new Set(["false", "no", "n", "0"]);

/** An explicit yes/no from the source; anything else is null, meaning "infer from the listing text". */
const yesNo = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (typeof value === "boolean") return value;
    if (value === null || value === undefined) return null;
    const key = String(value).trim().toLowerCase();
    if (YES.has(key)) return true;
    if (NO.has(key)) return false;
    return null;
  });

/** Image URLs: strings, or objects carrying one (url, href, src); anything else is dropped, not fatal. */
const imageList = z
  .json()
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    const urls: string[] = [];
    for (const item of list) {
      if (typeof item === "string") urls.push(item);
      else if (item !== null && typeof item === "object" && !Array.isArray(item)) {
        const url = item.url ?? item.href ?? item.src;
        if (typeof url === "string") urls.push(url);
      }
    }
    return urls.map((url) => url.replaceAll("\u0000", "").trim()).filter((url) => url !== "");
  });

/** Availability as text ("Available now") or an object of details; other JSON becomes its text. */
const availabilityValue = z
  .json()
  .nullish()
  .transform((value): string | Record<string, z.core.util.JSONType> | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === "string") return value.trim() === "" ? null : value;
    if (typeof value === "object" && !Array.isArray(value)) return value;
    return JSON.stringify(value);
  });

export const sourceListingSchema = z.looseObject({
  id: z.string().trim().min(1),
  address: text,
  city: text,
  // Upper-cased because the listing endpoint filters state by equality ("OR" by default).
  state: text.transform((value) => value?.toUpperCase() ?? null),
  // A zip stored as a number loses its leading zero (e.g. 2134 for 02134).
  zip_code: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return null;
      const zip = typeof value === "number" ? String(Math.trunc(value)).padStart(5, "0") : value.trim();
      return zip === "" ? null : zip;
    }),
  /** Monthly rent in dollars; 0 or null means "no price" and is left out of the rental listings. */
  price: numberLike({ max: 9_999_999_999 }),
  beds: numberLike({ integer: true, max: 1000, words: { studio: 0 } }),
  baths: numberLike({ max: 1000 }),
  sqft: numberLike({ integer: true, round: true, max: 10_000_000 }),
  description: text,
  full_description: text,
  property_manager: text,
  property_manager_phone: text,
  images: imageList,
  availability: availabilityValue,
  market_status: text,
  pets: jsonAsItComes,
  parking_detail: text,
  fees: jsonAsItComes,
  /** Explicit voucher acceptance when the source knows it; null means "infer from the text". */
  accepts_section8: yesNo,
  created_at: timestamp,
  updated_at: timestamp,
  /** Last modification in the source, epoch seconds, set by Cosmos DB itself. */
  _ts: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
});

/** A source listing after parsing: every known field present (null when missing), unknown fields kept. */
export type SourceListing = z.output<typeof sourceListingSchema>;

/** A source listing document as written to the source (what the sample generator and test seeds produce). */
export type SourceListingDocument = z.input<typeof sourceListingSchema>;
