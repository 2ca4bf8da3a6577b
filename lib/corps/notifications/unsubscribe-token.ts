// One-click unsubscribe tokens (RFC 8058): they name a user and a category, are signed with
// HMAC-SHA256 under a key derived (HKDF) from NEXTAUTH_SECRET, need no session and never expire.
// Rotating the secret invalidates every token; anything forged or altered reads as null.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { appUrl, env } from "@/lib/env";
import { uuid } from "@/lib/schemas/common-schemas";
import { categories, type Category } from "./routing";

const keys = new Map<string, Buffer>();

function key(): Buffer {
  const secret = env().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: it keys the unsubscribe links");
  let k = keys.get(secret);
  if (!k) {
    k = Buffer.from(hkdfSync("sha256", secret, "", "Corps unsubscribe token v1", 32));
    keys.set(secret, k);
  }
  return k;
}

function sign(payload: string): Buffer {
  return createHmac("sha256", key()).update(payload).digest();
}

export interface UnsubscribeSubject {
  userId: string;
  category: Category;
}

export function unsubscribeToken(s: UnsubscribeSubject): string {
  const payload = `${s.userId}.${s.category}`;
  return `${Buffer.from(payload).toString("base64url")}.${sign(payload).toString("base64url")}`;
}

/** The token's user and category, or null when it is malformed, forged or signed with another secret. */
export function readUnsubscribeToken(token: string): UnsubscribeSubject | null {
  const m = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const payload = Buffer.from(m[1], "base64url").toString();
  // Re-encoding must give the same text: no alternative spellings of one token.
  if (Buffer.from(payload).toString("base64url") !== m[1]) return null;
  const given = Buffer.from(m[2], "base64url");
  if (given.length !== 32 || !timingSafeEqual(given, sign(payload))) return null;
  const [userId, category, ...rest] = payload.split(".");
  if (rest.length > 0 || !uuid.safeParse(userId).success || !(categories as readonly string[]).includes(category ?? "")) return null;
  return { userId, category: category as Category };
}

export function unsubscribeUrl(s: UnsubscribeSubject, base = appUrl()): string {
  return `${base}/api/unsubscribe/${unsubscribeToken(s)}`;
}
