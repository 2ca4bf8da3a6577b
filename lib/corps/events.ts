// The events outbox: the six domain events of the spec (and requirement.completed) are written
// here in the same transaction as the change they describe; webhook delivery reads them later.
import { noteQueued } from "@/lib/async/queued-deliveries";
import type { DbTx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

export const EVENT_TYPES = [
  "volunteer.created",
  "signup.created",
  "signup.confirmed",
  "signup.offered",
  "hours.approved",
  "opportunity.published",
  "achievement.awarded",
  "requirement.completed",
  "credential.issued",
  "credential.revoked",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export async function emitEvent(
  tx: DbTx,
  type: EventType,
  orgId: string | null,
  data: Prisma.InputJsonObject,
): Promise<{ id: string }> {
  const [event] = await emitEvents(tx, type, orgId, [data]);
  return event;
}

/**
 * One event per payload, of one type and organization, in one INSERT however many (a lottery
 * draw confirms thousands of parties, a freed seat promotes or offers to several at once).
 */
export async function emitEvents(tx: DbTx, type: EventType, orgId: string | null, payloads: readonly Prisma.InputJsonObject[]): Promise<{ id: string }[]> {
  if (payloads.length === 0) return [];
  const events = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO events_outbox (type, org_id, payload)
    SELECT ${type}, ${orgId}::uuid, p FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) p
    RETURNING id`;
  // The request's answer is followed by a webhook drain for them (lib/http/route.ts).
  noteQueued({ eventIds: events.map((e) => e.id) });
  return events;
}
