// Kiosk (QR) check-in: a recruiter shows a QR code of a check-in URL at the venue; a volunteer
// scans it and their own confirmed signup is checked in. The code is an HMAC of the opportunity
// id and its end time with the app secret, so it cannot be guessed, needs no storage, changes
// when the event is rescheduled, and stops working when the event ends.
import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl, env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { getManagedOpportunityOrThrow, getOpportunityOrThrow } from "../opportunities/lookup";
import type { SignupDto } from "./signup-schemas";
import { checkIn } from "./check-in-out";

export type KioskCodeCheck = "ok" | "invalid" | "expired";

function kioskSecret(): string {
  const s = env().NEXTAUTH_SECRET;
  if (!s) throw new Error("NEXTAUTH_SECRET is not set: it keys the kiosk check-in codes");
  return s;
}

/** The code for one opportunity ending at `endsAt`: 22 URL-safe characters (128 bits). */
export function kioskCode(opportunityId: string, endsAt: Date, secret: string = kioskSecret()): string {
  return createHmac("sha256", secret)
    .update(`kiosk-check-in:${opportunityId.toLowerCase()}:${endsAt.getTime()}`)
    .digest("base64url")
    .slice(0, 22);
}

/** Verifies a scanned code: the signature first (constant time), then whether the event is over. */
export function verifyKioskCode(
  input: { opportunityId: string; endsAt: Date; code: string | null | undefined; now?: Date },
  secret: string = kioskSecret(),
): KioskCodeCheck {
  const expected = Buffer.from(kioskCode(input.opportunityId, input.endsAt, secret));
  const given = Buffer.from(input.code ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return (input.now ?? new Date()).getTime() >= input.endsAt.getTime() ? "expired" : "ok";
}

export type KioskLink = { open: true; url: string; expiresAt: string } | { open: false; reason: "ended" | "not_published"; status: string };

/** For the kiosk page: the URL to encode in the QR code (recruiter+ of the opportunity's org). */
export async function kioskCheckInUrl(ctx: Ctx, opportunityId: string, now = new Date()): Promise<KioskLink> {
  const o = await getManagedOpportunityOrThrow(ctx, opportunityId);
  if (o.status !== "published" && o.status !== "full") return { open: false, reason: "not_published", status: o.status };
  if (o.endDatetime.getTime() <= now.getTime()) return { open: false, reason: "ended", status: o.status };
  const code = kioskCode(o.id, o.endDatetime);
  return { open: true, url: `${appUrl()}/check-in/${o.id}?code=${code}`, expiresAt: o.endDatetime.toISOString() };
}

export type KioskCheckInOutcome =
  | { result: "checked_in"; title: string; signup: SignupDto }
  | { result: "already_checked_in"; title: string; at: string | null }
  | { result: "invalid_code" }
  | { result: "expired"; title: string }
  | { result: "closed"; title: string; status: string }
  | { result: "not_confirmed"; title: string; status: string }
  | { result: "no_signup"; title: string }
  | { result: "requirements"; title: string; missing: { name: string; status: string }[] };

/**
 * The volunteer side: verifies the code and checks in the caller's own confirmed signup through
 * the checkIn service. An opportunity the caller cannot see answers like a wrong code, so the
 * URL reveals nothing about drafts of other organizations.
 */
export async function kioskCheckIn(ctx: Ctx, opportunityId: string, code: string | null | undefined, now = new Date()): Promise<KioskCheckInOutcome> {
  const o = await getOpportunityOrThrow(ctx, opportunityId).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
    throw err;
  });
  if (!o) return { result: "invalid_code" };
  const check = verifyKioskCode({ opportunityId: o.id, endsAt: o.endDatetime, code, now });
  if (check === "invalid") return { result: "invalid_code" };
  if (check === "expired") return { result: "expired", title: o.title };
  if (o.status !== "published" && o.status !== "full") return { result: "closed", title: o.title, status: o.status };
  const volunteerId = ctx.caller.volunteerId;
  const mine = volunteerId
    ? await ctx.db.signup.findFirst({
        where: { opportunityId: o.id, volunteerId, status: { not: "cancelled" } },
        orderBy: { signedUpAt: "desc" },
        select: { id: true, status: true, checkInAt: true },
      })
    : null;
  if (!mine) return { result: "no_signup", title: o.title };
  if (mine.status === "checked_in" || mine.status === "completed") {
    return { result: "already_checked_in", title: o.title, at: mine.checkInAt?.toISOString() ?? null };
  }
  if (mine.status !== "confirmed") return { result: "not_confirmed", title: o.title, status: mine.status };
  try {
    return { result: "checked_in", title: o.title, signup: await checkIn(ctx, mine.id, now.toISOString()) };
  } catch (err) {
    // A second scan racing this one: the signup is no longer confirmed because it is checked in.
    if (err instanceof ApiError && err.code === "INVALID_STATE") return { result: "already_checked_in", title: o.title, at: null };
    // A requirement expired or failed since signup: only the organizer can let the party in.
    if (err instanceof ApiError && err.code === "SIGNUP_CLOSED" && err.details?.reason === "requirements_missing") {
      const missing = (err.details.missing as { name: string; status: string }[]).map((m) => ({ name: m.name, status: m.status }));
      return { result: "requirements", title: o.title, missing };
    }
    throw err;
  }
}
