import { describe, expect, it } from "vitest";
import { kioskCode, verifyKioskCode } from "@/lib/corps/signups/kiosk-check-in";

const SECRET = "unit-test-secret";
const ID = "5b0c2a57-8f0e-4a4b-9a53-6f1f2d8c9e10";
const END = new Date("2026-11-21T20:00:00Z");
const before = new Date("2026-11-21T19:59:59Z");

describe("kiosk check-in codes", () => {
  it("are deterministic, URL-safe and 22 characters long", () => {
    const code = kioskCode(ID, END, SECRET);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kioskCode(ID, END, SECRET)).toBe(code);
    expect(kioskCode(ID.toUpperCase(), END, SECRET)).toBe(code);
  });

  it("accept the opportunity's own code until the event ends", () => {
    const code = kioskCode(ID, END, SECRET);
    expect(verifyKioskCode({ opportunityId: ID, endsAt: END, code, now: before }, SECRET)).toBe("ok");
  });

  it("expire when the event ends", () => {
    const code = kioskCode(ID, END, SECRET);
    expect(verifyKioskCode({ opportunityId: ID, endsAt: END, code, now: END }, SECRET)).toBe("expired");
    expect(verifyKioskCode({ opportunityId: ID, endsAt: END, code, now: new Date("2026-11-22T00:00:00Z") }, SECRET)).toBe("expired");
  });

  it("reject another opportunity's code, another secret's, a rescheduled event's, and junk", () => {
    const other = "0f1e2d3c-4b5a-4968-8776-655443322110";
    const code = kioskCode(ID, END, SECRET);
    expect(verifyKioskCode({ opportunityId: other, endsAt: END, code, now: before }, SECRET)).toBe("invalid");
    expect(verifyKioskCode({ opportunityId: ID, endsAt: END, code: kioskCode(ID, END, "other-secret"), now: before }, SECRET)).toBe("invalid");
    const moved = new Date("2026-11-21T21:00:00Z");
    expect(verifyKioskCode({ opportunityId: ID, endsAt: moved, code, now: before }, SECRET)).toBe("invalid");
    for (const junk of [undefined, null, "", "x", `${code}x`, code.slice(0, 21)]) {
      expect(verifyKioskCode({ opportunityId: ID, endsAt: END, code: junk, now: before }, SECRET)).toBe("invalid");
    }
  });

  it("check the signature before the expiry, so a wrong code never reads as expired", () => {
    expect(verifyKioskCode({ opportunityId: ID, endsAt: END, code: "A".repeat(22), now: END }, SECRET)).toBe("invalid");
  });
});
