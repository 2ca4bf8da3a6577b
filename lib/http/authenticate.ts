// Who is calling: the cron secret, a Bearer token or the session cookie, checked against the
// route's minimum role. A missing or failing credential is counted per client address, and past
// the limit the answer is 429 instead of 401; a valid credential never touches that count.
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import type { Caller } from "@/lib/auth/caller";
import { CRON_CALLER } from "@/lib/auth/cron-caller";
import { resolveCaller } from "@/lib/sign-in/resolve-caller";
import type { Role } from "@/lib/auth/roles";
import { requireRole } from "@/lib/auth/scope";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { clientIp } from "./client-ip";
import { countFailedAuth } from "./rate-limit";

function isCronRequest(req: NextRequest): boolean {
  const expected = env().CRON_SECRET;
  // The auth scheme is case-insensitive (RFC 9110), as resolveCaller treats it for user tokens.
  const presented = /^Bearer\s+(.+?)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!expected || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function identify(req: NextRequest, auth: Role | "public"): Promise<Caller | null> {
  const caller = await resolveCaller(req);
  if (!caller && auth !== "public") throw ApiError.unauthorized();
  return caller;
}

/** The caller of a route (null: anonymous on a public route), or throws 401, 403 or 429. */
export async function authenticate(req: NextRequest, options: { auth: Role | "public"; cron?: boolean | "only" }): Promise<Caller | null> {
  if (options.cron && isCronRequest(req)) return CRON_CALLER;
  let caller: Caller | null;
  try {
    caller = await identify(req, options.auth);
  } catch (err) {
    if (err instanceof ApiError && err.code === "UNAUTHORIZED") await countFailedAuth(clientIp(req));
    throw err;
  }
  if (caller && options.auth !== "public") requireRole(caller, options.auth);
  return caller;
}
