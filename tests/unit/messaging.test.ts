// Issue 31's pure rules: unsubscribe tokens, quiet hours by area code and zone, two-segment
// texts, digest periods, Twilio's request signature.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { digestPeriod } from "@/lib/corps/digests/digests";
import { nextSendingTime, quietHoursFor } from "@/lib/corps/texts/quiet-hours";
import { ROUTING } from "@/lib/corps/notifications/routing";
import { smsSegments, smsText } from "@/lib/corps/texts/sms-text";
import { readUnsubscribeToken, unsubscribeToken } from "@/lib/corps/notifications/unsubscribe-token";
import { resetEnvCache } from "@/lib/env";
import { twilioSignature, validTwilioSignature } from "@/lib/sms/twilio-signature";

const USER = "0b8f2f4e-5a43-4a5e-9c39-2f2d6c1f7a11";
const saved = process.env.NEXTAUTH_SECRET;

describe("unsubscribe tokens", () => {
  beforeEach(() => {
    process.env.NEXTAUTH_SECRET = "first-secret-of-at-least-32-characters";
    resetEnvCache();
  });
  afterEach(() => {
    process.env.NEXTAUTH_SECRET = saved;
    resetEnvCache();
  });

  it("name the user and category and read back; anything altered reads as null", () => {
    const token = unsubscribeToken({ userId: USER, category: "opportunities" });
    expect(readUnsubscribeToken(token)).toEqual({ userId: USER, category: "opportunities" });
    const [payload, sig] = token.split(".");
    const other = Buffer.from(`${USER}.reminders`).toString("base64url");
    expect(readUnsubscribeToken(`${other}.${sig}`)).toBeNull();
    expect(readUnsubscribeToken(`${payload}.${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(readUnsubscribeToken(`${payload}.${sig}=`)).toBeNull();
    expect(readUnsubscribeToken("")).toBeNull();
    // A signed payload that is not a user and category is still refused.
    expect(readUnsubscribeToken(unsubscribeToken({ userId: "not-a-uuid", category: "digest" }))).toBeNull();
  });

  it("stop working when NEXTAUTH_SECRET is rotated", () => {
    const token = unsubscribeToken({ userId: USER, category: "digest" });
    process.env.NEXTAUTH_SECRET = "second-secret-of-at-least-32-characters";
    resetEnvCache();
    expect(readUnsubscribeToken(token)).toBeNull();
  });
});

describe("quiet hours", () => {
  it("holds a text due at 23:00 local until 08:00 the next day, and sends one at 10:00 at once", () => {
    const w = quietHoursFor("+14155550134", "America/Los_Angeles");
    expect(w).toMatchObject({ start: 8, end: 21, zone: "America/Los_Angeles", state: null });
    const late = new Date("2026-11-27T07:00:00Z"); // 23:00 in Los Angeles (PST)
    expect(nextSendingTime(late, w).toISOString()).toBe("2026-11-27T16:00:00.000Z");
    const early = new Date("2026-11-27T13:30:00Z"); // 05:30
    expect(nextSendingTime(early, w).toISOString()).toBe("2026-11-27T16:00:00.000Z");
    const day = new Date("2026-11-27T18:00:00Z"); // 10:00
    expect(nextSendingTime(day, w)).toBe(day);
  });

  it("applies the stricter states by area code: FL, MD, OK, NJ end at 20:00, CT runs 09:00-20:00", () => {
    expect(quietHoursFor("+13055550100", "UTC")).toMatchObject({ state: "FL", end: 20, zone: "America/New_York" });
    expect(quietHoursFor("+18505550100", "UTC")).toMatchObject({ state: "FL", zone: "America/Chicago" });
    expect(quietHoursFor("+14105550100", "UTC")).toMatchObject({ state: "MD", end: 20 });
    expect(quietHoursFor("+19185550100", "UTC")).toMatchObject({ state: "OK", end: 20, zone: "America/Chicago" });
    expect(quietHoursFor("+12015550100", "UTC")).toMatchObject({ state: "NJ", end: 20 });
    const ct = quietHoursFor("+12035550100", "UTC");
    expect(ct).toMatchObject({ state: "CT", start: 9, end: 20 });
    // 20:30 in Hartford: waits until 09:00 the next morning.
    expect(nextSendingTime(new Date("2026-11-28T01:30:00Z"), ct).toISOString()).toBe("2026-11-28T14:00:00.000Z");
    // Not a US number: the organization's zone and the federal window.
    expect(quietHoursFor("+447911123456", "Europe/London")).toMatchObject({ state: null, zone: "Europe/London", end: 21 });
  });
});

describe("texts", () => {
  it("fit in two segments, GSM or not, and keep the link whole", () => {
    const link = "https://corps.example/opportunities/0b8f2f4e-5a43-4a5e-9c39-2f2d6c1f7a11";
    const long = smsText("Park cleanup", "x ".repeat(400), link);
    expect(long.endsWith(link)).toBe(true);
    expect(smsSegments(long)).toBeLessThanOrEqual(2);
    const unicode = smsText("Café ☕ shift", "Ünïcödé ".repeat(50), link);
    expect(unicode.endsWith(link)).toBe(true);
    expect(smsSegments(unicode)).toBeLessThanOrEqual(2);
    expect(smsText("Short", "See you", null)).toBe("Short: See you");
  });
});

describe("digest periods", () => {
  it("are the local day from 08:00, and the week from Monday 08:00", () => {
    const zone = "America/New_York";
    // Wednesday 2026-11-25 09:00 EST
    const wed = new Date("2026-11-25T14:00:00Z");
    expect(digestPeriod(wed, zone, "daily")?.key).toBe("daily:2026-11-25");
    expect(digestPeriod(wed, zone, "weekly")?.key).toBe("weekly:2026-11-23");
    // Monday 2026-11-23 07:59 EST: still the previous day and week.
    const mondayEarly = new Date("2026-11-23T12:59:00Z");
    expect(digestPeriod(mondayEarly, zone, "daily")?.key).toBe("daily:2026-11-22");
    expect(digestPeriod(mondayEarly, zone, "weekly")?.key).toBe("weekly:2026-11-16");
    expect(digestPeriod(new Date("2026-11-23T13:00:00Z"), zone, "weekly")?.key).toBe("weekly:2026-11-23");
  });
});

describe("routing", () => {
  it("gives every notification type a category; digest categories are never transactional", () => {
    for (const [type, r] of Object.entries(ROUTING)) expect(r.category, type).toMatch(/^(reminders|opportunities|updates|pending|transactional)$/);
    expect(ROUTING.event_reminder).toMatchObject({ category: "reminders", sms: true });
    expect(ROUTING.volunteer_needed).toMatchObject({ category: "opportunities", sms: true });
  });
});

describe("Twilio signatures", () => {
  it("cover the URL and every field, in name order", () => {
    const url = "https://corps.example/api/sms/inbound";
    const fields = { From: "+14155550134", Body: "STOP", To: "+15005550006" };
    const sig = twilioSignature("token", url, fields);
    expect(validTwilioSignature("token", url, { To: "+15005550006", Body: "STOP", From: "+14155550134" }, sig)).toBe(true);
    expect(validTwilioSignature("token", url, { ...fields, Body: "START" }, sig)).toBe(false);
    expect(validTwilioSignature("other", url, fields, sig)).toBe(false);
    expect(validTwilioSignature("token", `${url}?x=1`, fields, sig)).toBe(false);
    expect(validTwilioSignature("token", url, fields, null)).toBe(false);
  });
});
