// Number formatting for the admin pages: never "NaN" or "null" on screen.
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatNumber(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? "0" : number.format(n);
}

/** A ratio from 0 to 1 as a percentage with one decimal. */
export function formatRatio(r: number | null | undefined): string {
  return r == null || !Number.isFinite(r) ? "0%" : `${(Math.round(r * 1000) / 10).toFixed(1)}%`;
}

/** +12.5% / −3.0%, or a phrase when there is nothing to compare with. */
export function formatChange(pct: number | null): string {
  if (pct == null || !Number.isFinite(pct)) return "No hours in the previous period to compare with";
  if (pct === 0) return "No change from the previous period";
  return `${pct > 0 ? "+" : "−"}${Math.abs(pct).toFixed(1)}% vs the previous period`;
}

export function labelOf(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).replaceAll("_", " ");
}
