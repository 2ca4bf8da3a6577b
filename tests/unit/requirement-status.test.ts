import { describe, expect, it } from "vitest";
import { ageOn, expiresAt, judgeRequirement } from "@/lib/corps/requirements/requirement-status";

const d = (s: string) => new Date(s);
const when = { at: d("2026-06-01T12:00:00Z"), ageOn: d("2026-06-10T17:00:00Z") };

describe("ageOn", () => {
  it("counts whole years on the UTC calendar date", () => {
    expect(ageOn(d("2008-06-10"), d("2026-06-10T00:00:00Z"))).toBe(18);
    expect(ageOn(d("2008-06-11"), d("2026-06-10T23:59:00Z"))).toBe(17);
    expect(ageOn(d("2008-12-31"), d("2026-01-01T00:00:00Z"))).toBe(17);
  });
  it("a Feb 29 birthday counts from Mar 1 in other years", () => {
    expect(ageOn(d("2008-02-29"), d("2026-02-28T12:00:00Z"))).toBe(17);
    expect(ageOn(d("2008-02-29"), d("2026-03-01T00:00:00Z"))).toBe(18);
  });
});

describe("judgeRequirement", () => {
  const waiver = { kind: "waiver" as const, version: 2, validDays: null, minAge: null };
  const check = { kind: "background_check" as const, version: 1, validDays: 30, minAge: null };
  const age = { kind: "minimum_age" as const, version: 1, validDays: null, minAge: 18 };

  it("waivers: missing, outdated below the current version, met at it", () => {
    expect(judgeRequirement(waiver, null, null, when)).toBe("missing");
    expect(judgeRequirement(waiver, { status: "signed", completedAt: d("2026-05-01"), version: 1 }, null, when)).toBe("outdated");
    expect(judgeRequirement(waiver, { status: "signed", completedAt: d("2020-05-01"), version: 2 }, null, when)).toBe("met");
  });

  it("checks: failed wins, expiry at completed_at + valid_days is exclusive", () => {
    expect(judgeRequirement(check, { status: "failed", completedAt: d("2026-05-30"), version: null }, null, when)).toBe("failed");
    expect(judgeRequirement(check, { status: "passed", completedAt: d("2026-05-02T12:00:01Z"), version: null }, null, when)).toBe("met");
    expect(judgeRequirement(check, { status: "passed", completedAt: d("2026-05-02T12:00:00Z"), version: null }, null, when)).toBe("expired");
    expect(expiresAt({ completedAt: d("2026-05-02T12:00:00Z") }, 30)?.toISOString()).toBe("2026-06-01T12:00:00.000Z");
    expect(expiresAt({ completedAt: d("2026-05-02T12:00:00Z") }, null)).toBeNull();
  });

  it("minimum age: missing without a date of birth, judged on the opportunity's start", () => {
    expect(judgeRequirement(age, null, null, when)).toBe("missing");
    expect(judgeRequirement(age, null, d("2008-06-10"), when)).toBe("met");
    expect(judgeRequirement(age, null, d("2008-06-11"), when)).toBe("failed");
  });
});
