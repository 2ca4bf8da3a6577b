// The exact distribution of a shift's attendance: each party comes (all of it) with its
// volunteer's reliability, independently, so the head count is a Poisson-binomial weighted by
// party size. Computed by dynamic programming over the parties, not by sampling.

export interface PartyChance {
  size: number;
  /** Probability that the party comes, 0..1. */
  p: number;
}

/** P(attendance = k) for k = 0..sum of sizes. */
export function attendanceDistribution(parties: readonly PartyChance[]): number[] {
  const total = parties.reduce((n, x) => n + x.size, 0);
  let dist = new Array<number>(total + 1).fill(0);
  dist[0] = 1;
  let reach = 0;
  for (const { size, p } of parties) {
    const next = new Array<number>(total + 1).fill(0);
    for (let k = 0; k <= reach; k++) {
      if (dist[k] === 0) continue;
      next[k] += dist[k] * (1 - p);
      next[k + size] += dist[k] * p;
    }
    dist = next;
    reach += size;
  }
  return dist;
}

/** The smallest k with P(X <= k) >= q (a tiny tolerance absorbs rounding in the sums). */
export function quantile(dist: readonly number[], q: number): number {
  let cdf = 0;
  for (let k = 0; k < dist.length; k++) {
    cdf += dist[k];
    if (cdf >= q - 1e-12) return k;
  }
  return dist.length - 1;
}

export interface AttendanceForecast {
  expected: number;
  low: number;
  high: number;
}

/** The interval's coverage: low and high are its 10th and 90th percentiles. */
export const INTERVAL = 0.8;

/**
 * Expected head count and the 10th/90th percentiles. A discrete percentile can sit on the far
 * side of the mean (one party of 1 at p = 0.95 has P10 = 1 > 0.95), so low is at most
 * floor(expected) and high at least ceil(expected): the interval always holds the mean.
 */
export function forecastAttendance(parties: readonly PartyChance[]): AttendanceForecast {
  const expected = parties.reduce((n, x) => n + x.size * x.p, 0);
  const dist = attendanceDistribution(parties);
  const tail = (1 - INTERVAL) / 2;
  const low = Math.min(quantile(dist, tail), Math.floor(expected + 1e-9));
  const high = Math.max(quantile(dist, 1 - tail), Math.ceil(expected - 1e-9));
  return { expected, low, high };
}

/** at_risk: low under min_volunteers, or under half of max_volunteers when there is no minimum. */
export function isAtRisk(low: number, minVolunteers: number | null, maxVolunteers: number | null): boolean {
  if (minVolunteers !== null) return low < minVolunteers;
  if (maxVolunteers !== null) return low < maxVolunteers / 2;
  return false;
}
