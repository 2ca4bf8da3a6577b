// Whether a listing accepts housing vouchers (DECISIONS.md "Property sync"): the source's own
// field wins; without it the listing text decides. Pure, so the heatmap's sample data uses it too.

// Phrases landlords actually write. "No Section 8" and the like are checked first, so a listing
// that refuses vouchers is never counted as accepting them.
const REFUSALS = [
  /\b(?:no|not|don'?t|do not|does not|doesn'?t|cannot|can'?t|unable to)\b[^.;!]{0,30}\b(?:section[\s-]*8|vouchers?|hcv|housing choice)\b/i,
  /\b(?:section[\s-]*8|vouchers?|hcv)\b[^.;!]{0,20}\bnot\s+(?:accepted|welcome|allowed|taken)\b/i,
];

const ACCEPTANCES = [
  /\bsection[\s-]*8\b/i,
  /\bhousing\s+choice\s+vouchers?\b/i,
  /\bhcv\b/i,
  /\bvouchers?\s+(?:are\s+|is\s+)?(?:accepted|welcome|ok|okay|considered|allowed)\b/i,
  /\b(?:accepts?|accepting|welcomes?|takes?|honou?rs?)\s+(?:all\s+|housing\s+)?vouchers?\b/i,
  /\bhousing\s+(?:assistance|authority)\s+(?:vouchers?|welcome|accepted)\b/i,
];

/** True when the text says vouchers are accepted, false when it is silent or refuses them. */
export function textAcceptsVoucher(...texts: (string | null | undefined)[]): boolean {
  const text = texts.filter((t): t is string => typeof t === "string" && t.length > 0).join(" \n ");
  if (!text) return false;
  if (REFUSALS.some((re) => re.test(text))) return false;
  return ACCEPTANCES.some((re) => re.test(text));
}

/** The source field when it was given (true or false), else the listing text. */
export function acceptsVoucher(sourceField: boolean | null | undefined, ...texts: (string | null | undefined)[]): boolean {
  if (typeof sourceField === "boolean") return sourceField;
  return textAcceptsVoucher(...texts);
}
