// The benches' one percentile rule: nearest rank (the smallest sample with at least p % of the
// samples at or below it), so p99 of 100 samples is the 99th, not the largest, and every bench's
// p50/p95/p99 in docs/benchmarks.md means the same thing.

/** The p-th percentile (0 < p ≤ 100) of samples sorted ascending, by nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Samples sorted ascending (a copy). */
export function sortedSamples(ms: readonly number[]): number[] {
  return [...ms].sort((a, b) => a - b);
}

/** One line of a bench's output: label, n, p50, p95, p99 (unless left out) and max, in ms. */
export function latencyLine(label: string, ms: readonly number[], opts: { width?: number; digits?: number; p99?: boolean } = {}): string {
  const s = sortedSamples(ms);
  const f = (v: number) => `${v.toFixed(opts.digits ?? 1)}ms`;
  const p99 = opts.p99 === false ? "" : `  p99=${f(percentile(s, 99))}`;
  return `${label.padEnd(opts.width ?? 58)} n=${String(s.length).padStart(4)}  p50=${f(percentile(s, 50))}  p95=${f(percentile(s, 95))}${p99}  max=${f(s[s.length - 1])}`;
}
