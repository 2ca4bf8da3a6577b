// What a request queued for delivery (e-mail and SMS outbox ids, domain events), so that the route
// wrapper can drain exactly those right after answering (Next's after()). Writers call
// noteQueued(); outside a request (crons, scripts) there is nothing to note and nothing happens.
import { AsyncLocalStorage } from "node:async_hooks";

export interface QueuedDeliveries {
  emailIds: string[];
  smsIds: string[];
  eventIds: string[];
}

const store = new AsyncLocalStorage<QueuedDeliveries>();

export function trackQueuedDeliveries<T>(fn: () => Promise<T>): { result: Promise<T>; queued: QueuedDeliveries } {
  const queued: QueuedDeliveries = { emailIds: [], smsIds: [], eventIds: [] };
  return { result: store.run(queued, fn), queued };
}

export function noteQueued(kind: { emailIds?: string[]; smsIds?: string[]; eventIds?: string[] }): void {
  const q = store.getStore();
  if (!q) return;
  if (kind.emailIds) q.emailIds.push(...kind.emailIds);
  if (kind.smsIds) q.smsIds.push(...kind.smsIds);
  if (kind.eventIds) q.eventIds.push(...kind.eventIds);
}

export function hasQueued(q: QueuedDeliveries): boolean {
  return q.emailIds.length > 0 || q.smsIds.length > 0 || q.eventIds.length > 0;
}
