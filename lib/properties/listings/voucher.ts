// Whether a listing accepts housing vouchers (DECISIONS.md "Property sync"): the source's own
// field wins; without it the listing text decides. Pure, so the heatmap's sample data uses it too.
//
// The same rule runs in PostgreSQL (function listing_text_accepts_voucher, which a trigger uses
// to keep properties.voucher_accepted), because the market statistics aggregate it in SQL. The
// patterns below are its one written form: the migration's function holds them with `\b`
// spelled `\y` (PostgreSQL's word boundary), and tests/unit/voucher-sql.test.ts fails when the
// latest migration's function differs from postgresVoucherPatterns().

// Phrases landlords actually write. "No Section 8" and the like are checked first, so a listing
// that refuses vouchers is never counted as accepting them.
export const VOUCHER_REFUSAL_PATTERNS: readonly string[] = [
  String.raw`\b(?:no|not|don'?t|do not|does not|doesn'?t|cannot|can'?t|unable to)\b[^.;!]{0,30}\b(?:section[\s-]*8|vouchers?|hcv|housing choice)\b`,
  String.raw`\b(?:section[\s-]*8|vouchers?|hcv)\b[^.;!]{0,20}\bnot\s+(?:accepted|welcome|allowed|taken)\b`,
];

export const VOUCHER_ACCEPTANCE_PATTERNS: readonly string[] = [
  String.raw`\bsection[\s-]*8\b`,
  String.raw`\bhousing\s+choice\s+vouchers?\b`,
  String.raw`\bhcv\b`,
  String.raw`\bvouchers?\s+(?:are\s+|is\s+)?(?:accepted|welcome|ok|okay|considered|allowed)\b`,
  String.raw`\b(?:accepts?|accepting|welcomes?|takes?|honou?rs?)\s+(?:all\s+|housing\s+)?vouchers?\b`,
  String.raw`\bhousing\s+(?:assistance|authority)\s+(?:vouchers?|welcome|accepted)\b`,
];

const REFUSALS = VOUCHER_REFUSAL_PATTERNS.map((p) => new RegExp(p, "i"));
const ACCEPTANCES = VOUCHER_ACCEPTANCE_PATTERNS.map((p) => new RegExp(p, "i"));

/** The texts are read as one, joined like this (the SQL function joins them the same way). */
export const VOUCHER_TEXT_SEPARATOR = " \n ";

/** The patterns as one alternation each, in PostgreSQL's regex dialect (`\y` for `\b`). */
export function postgresVoucherPatterns(): { refusal: string; acceptance: string } {
  const pg = (patterns: readonly string[]) => patterns.map((p) => `(?:${p.replaceAll(String.raw`\b`, String.raw`\y`)})`).join("|");
  return { refusal: pg(VOUCHER_REFUSAL_PATTERNS), acceptance: pg(VOUCHER_ACCEPTANCE_PATTERNS) };
}

/** True when the text says vouchers are accepted, false when it is silent or refuses them. */
export function textAcceptsVoucher(...texts: (string | null | undefined)[]): boolean {
  const text = texts.filter((t): t is string => typeof t === "string" && t.length > 0).join(VOUCHER_TEXT_SEPARATOR);
  if (!text) return false;
  if (REFUSALS.some((re) => re.test(text))) return false;
  return ACCEPTANCES.some((re) => re.test(text));
}

/** The source field when it was given (true or false), else the listing text. */
export function acceptsVoucher(sourceField: boolean | null | undefined, ...texts: (string | null | undefined)[]): boolean {
  if (typeof sourceField === "boolean") return sourceField;
  return textAcceptsVoucher(...texts);
}
