// The lottery's order, pure (issue 27; docs/decisions/052-lottery-draw.md states it exactly):
// ticket = hex(HMAC-SHA256(key = the 32 seed bytes, message = the signup id as lower-case text)),
// entries ordered by (tier, ticket), parties seated in that order while they fit. The draw and the
// public replay both use these functions, so what is answered is what was done.
import { createHash, createHmac, randomBytes } from "node:crypto";

export const SEED_BYTES = 32;

/** A fresh secret seed and its public commitment (hex SHA-256 of the 32 bytes). */
export function newLotterySeed(): { seed: Buffer; sha256: string } {
  const seed = randomBytes(SEED_BYTES);
  return { seed, sha256: seedCommitment(seed) };
}

export function seedCommitment(seed: Uint8Array): string {
  return createHash("sha256").update(seed).digest("hex");
}

export function lotteryTicket(seed: Uint8Array, signupId: string): string {
  return createHmac("sha256", seed).update(signupId.toLowerCase(), "utf8").digest("hex");
}

export interface DrawEntry {
  id: string;
  partySize: number;
  /** 0: entered a lottery of the same organization in the last 30 days and was not seated; else 1. */
  tier: 0 | 1;
}

export type Ticketed<T extends DrawEntry> = T & { ticket: string };

/** Entries with their tickets in draw order: tier ascending, then ticket (hex, so byte order). */
export function drawOrder<T extends DrawEntry>(seed: Uint8Array, entries: readonly T[]): Ticketed<T>[] {
  return entries
    .map((e) => ({ ...e, ticket: lotteryTicket(seed, e.id) }))
    .sort((a, b) => a.tier - b.tier || (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0));
}

/**
 * Which of the ordered entries get seats: each party that fits the seats left is seated, one that
 * does not fit is skipped and the next may fit. `free` null means no seat limit.
 */
export function seatInOrder<T extends { id: string; partySize: number }>(ordered: readonly T[], free: number | null): Set<string> {
  const seated = new Set<string>();
  let left = free;
  for (const e of ordered) {
    if (left === null) {
      seated.add(e.id);
    } else if (e.partySize <= left) {
      seated.add(e.id);
      left -= e.partySize;
    }
  }
  return seated;
}
