import { describe, expect, it } from "vitest";
import { latencyLine, percentile } from "@/bench/support/percentiles";

describe("the benches' percentile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("p99 of 100 samples is the 99th, p50 the 50th, p100 the largest", () => {
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it("rounds the rank up: p95 of 10 samples is the 10th, p50 of 3 the 2nd", () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([10, 20, 30], 50)).toBe(20);
  });

  it("one sample is every percentile; none is NaN", () => {
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("a latency line sorts its samples and names n, the percentiles and max", () => {
    const line = latencyLine("GET /x", [30, 10, 20], { width: 8, digits: 0 });
    expect(line).toBe("GET /x   n=   3  p50=20ms  p95=30ms  p99=30ms  max=30ms");
    expect(latencyLine("GET /x", [1, 2], { width: 6, p99: false })).not.toContain("p99");
  });
});
