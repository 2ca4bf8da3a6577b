import { describe, expect, it } from "vitest";
import { quarterHours } from "@/lib/corps/signups/check-in-out";

const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00Z`);

describe("quarterHours", () => {
  it("rounds the shift to the nearest quarter hour", () => {
    expect(quarterHours(at("09:00"), at("11:08"))).toBe(2.25);
    expect(quarterHours(at("09:00"), at("11:07"))).toBe(2);
    expect(quarterHours(at("09:00"), at("09:52"))).toBe(0.75);
    expect(quarterHours(at("09:00"), at("17:00"))).toBe(8);
  });

  it("keeps the entry within the hours rules: at least a quarter, at most 24", () => {
    expect(quarterHours(at("09:00"), at("09:05"))).toBe(0.25);
    expect(quarterHours(new Date("2026-11-19T00:00:00Z"), new Date("2026-11-21T00:00:00Z"))).toBe(24);
  });
});
