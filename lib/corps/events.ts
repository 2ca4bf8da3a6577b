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
  const event = await tx.domainEvent.create({ data: { type, orgId, payload: data }, select: { id: true } });
  // The request's answer is followed by a webhook drain for it (lib/http/route.ts).
  noteQueued({ eventIds: [event.id] });
  return event;
}
