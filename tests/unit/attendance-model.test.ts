import { describe, expect, it } from "vitest";
import { attendanceDistribution, forecastAttendance, isAtRisk, quantile, type PartyChance } from "@/lib/corps/attendance/attendance-distribution";
import { PRIOR, recencyWeight, reliabilityScore } from "@/lib/corps/attendance/reliability-model";

/** Brute force: every subset of parties that come, with its probability. */
function bruteForce(parties: PartyChance[]): number[] {
  const total = parties.reduce((n, p) => n + p.size, 0);
  const dist = new Array<number>(total + 1).fill(0);
  for (let mask = 0; mask < 1 << parties.length; mask++) {
    let prob = 1;
    let heads = 0;
    parties.forEach((p, i) => {
      const comes = (mask >> i) & 1;
      prob *= comes ? p.p : 1 - p.p;
      if (comes) heads += p.size;
    });
    dist[heads] += prob;
  }
  return dist;
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe("reliability model", () => {
  const none = { attended: 0, noShows: 0, lateCancellations: 0 };
  it("a volunteer with no history scores the prior", () => {
    expect(reliabilityScore(none)).toBeCloseTo(PRIOR, 12);
    expect(PRIOR).toBeCloseTo(0.85, 12);
  });
  it("rises with attendance, falls with no-shows, and falls less with late cancellations", () => {
    expect(reliabilityScore({ ...none, attended: 3 })).toBeGreaterThan(PRIOR);
    expect(reliabilityScore({ ...none, attended: 4 })).toBeGreaterThan(reliabilityScore({ ...none, attended: 3 }));
    const twoNoShows = reliabilityScore({ ...none, noShows: 2 });
    const twoLate = reliabilityScore({ ...none, lateCancellations: 2 });
    expect(twoNoShows).toBeLessThan(PRIOR);
    expect(twoLate).toBeLessThan(PRIOR);
    expect(twoLate).toBeGreaterThan(twoNoShows);
  });
  it("halves an outcome's weight every 180 days, and old no-shows hurt less than new ones", () => {
    expect(recencyWeight(0)).toBe(1);
    expect(recencyWeight(180)).toBeCloseTo(0.5, 12);
    expect(recencyWeight(360)).toBeCloseTo(0.25, 12);
    expect(recencyWeight(-5)).toBe(1);
    expect(reliabilityScore({ ...none, noShows: recencyWeight(300) })).toBeGreaterThan(reliabilityScore({ ...none, noShows: recencyWeight(10) }));
  });
});

describe("attendance distribution (Poisson-binomial over parties)", () => {
  it("matches brute force on small random cases", () => {
    const rnd = seeded(42);
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + Math.floor(rnd() * 8);
      const parties = Array.from({ length: n }, () => ({ size: 1 + Math.floor(rnd() * 4), p: rnd() }));
      const dp = attendanceDistribution(parties);
      const bf = bruteForce(parties);
      expect(dp).toHaveLength(bf.length);
      dp.forEach((v, k) => expect(v).toBeCloseTo(bf[k], 12));
      expect(dp.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });
  it("has no mass between party sizes a party cannot make", () => {
    expect(attendanceDistribution([{ size: 3, p: 0.5 }])).toEqual([0.5, 0, 0, 0.5]);
    expect(attendanceDistribution([])).toEqual([1]);
  });
  it("quantile is the smallest k whose CDF reaches q", () => {
    const d = [0.05, 0.15, 0.6, 0.2];
    expect(quantile(d, 0.1)).toBe(1);
    expect(quantile(d, 0.2)).toBe(1);
    expect(quantile(d, 0.9)).toBe(3);
    expect(quantile(d, 0.8)).toBe(2);
  });
  it("forecast: low <= expected <= high within 0..seats, percentiles by brute force", () => {
    const rnd = seeded(7);
    for (let trial = 0; trial < 200; trial++) {
      const n = Math.floor(rnd() * 8);
      const parties = Array.from({ length: n }, () => ({ size: 1 + Math.floor(rnd() * 3), p: rnd() }));
      const seats = parties.reduce((s, p) => s + p.size, 0);
      const f = forecastAttendance(parties);
      const bf = bruteForce(parties);
      expect(f.expected).toBeCloseTo(parties.reduce((s, p) => s + p.size * p.p, 0), 12);
      expect(f.low).toBeLessThanOrEqual(f.expected + 1e-9);
      expect(f.high).toBeGreaterThanOrEqual(f.expected - 1e-9);
      expect(f.low).toBeGreaterThanOrEqual(0);
      expect(f.high).toBeLessThanOrEqual(seats);
      expect(f.low).toBe(Math.min(quantile(bf, 0.1), Math.floor(f.expected + 1e-9)));
      expect(f.high).toBe(Math.max(quantile(bf, 0.9), Math.ceil(f.expected - 1e-9)));
    }
  });
  it("keeps the mean inside the interval when a percentile falls past it", () => {
    // One reliable volunteer: P10 = 1 but the mean is 0.95.
    expect(forecastAttendance([{ size: 1, p: 0.95 }])).toEqual({ expected: 0.95, low: 0, high: 1 });
  });
  it("at_risk: low under the minimum, else under half the maximum, else never", () => {
    expect(isAtRisk(3, 4, 10)).toBe(true);
    expect(isAtRisk(4, 4, 10)).toBe(false);
    expect(isAtRisk(4, null, 10)).toBe(true);
    expect(isAtRisk(5, null, 10)).toBe(false);
    expect(isAtRisk(0, null, null)).toBe(false);
  });
});
