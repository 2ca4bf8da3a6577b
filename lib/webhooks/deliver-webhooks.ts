// Webhook delivery from the events outbox: fan-out of new events to matching endpoints (one
// INSERT ... SELECT), then signed HTTP deliveries (Standard Webhooks) with exponential backoff.
// Rows are claimed with SKIP LOCKED and a lease, so concurrent drains never double-send.
import { Webhook } from "standardwebhooks";
import type { Db, DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { assertSafeWebhookUrl } from "./ssrf-guard";

export const MAX_WEBHOOK_ATTEMPTS = 8;
const CLAIM_LEASE_SECONDS = 120;
const TIMEOUT_MS = 10_000;
const PARALLEL = 20;

/** 30 s, 1 min, 2, 4 ... capped at 12 h. */
export function webhookRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 12 * 3600);
}

/** Turns unprocessed events into deliveries for every active endpoint that wants them. */
export async function fanOutEvents(db: DbTx, limit = 500): Promise<number> {
  return (await fanOut(db, limit)).length;
}

/** Fans out only these events (a request's own, right after it answered): the new deliveries' ids. */
export async function fanOutEventIds(db: DbTx, eventIds: string[]): Promise<string[]> {
  return eventIds.length ? fanOut(db, eventIds.length, eventIds) : [];
}

async function fanOut(db: DbTx, limit: number, eventIds?: string[]): Promise<string[]> {
  const only = eventIds ? Prisma.sql`AND id = ANY(${eventIds}::uuid[])` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH ev AS (
      SELECT id FROM events_outbox
      WHERE processed_at IS NULL ${only} ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    -- The UPDATE re-checks processed_at on the row's latest version, so an event that a
    -- concurrent run has just fanned out is not fanned out again.
    marked AS (
      UPDATE events_outbox e SET processed_at = now() FROM ev WHERE e.id = ev.id AND e.processed_at IS NULL
      RETURNING e.id, e.type, e.org_id, e.payload, e.created_at),
    ins AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
      SELECT w.id, m.id, m.type,
        jsonb_build_object('type', m.type, 'timestamp', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', m.payload)
      FROM marked m JOIN webhook_endpoints w ON w.is_active
        AND (w.org_id IS NULL OR w.org_id = m.org_id)
        AND (cardinality(w.event_types) = 0 OR m.type = ANY(w.event_types))
      RETURNING id)
    SELECT id FROM ins`;
  return rows.map((r) => r.id);
}

interface Claimed {
  id: string;
  event_type: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
}

export interface WebhookDrainResult {
  succeeded: number;
  retrying: number;
  failed: number;
}

async function attempt(d: Claimed): Promise<{ status: number | null; error: string | null; body: string | null; ms: number }> {
  const started = Date.now();
  const body = JSON.stringify(d.payload);
  try {
    await assertSafeWebhookUrl(d.url);
    const timestamp = new Date();
    const signature = new Webhook(d.secret).sign(d.id, timestamp, body);
    const res = await fetch(d.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "Corps-Webhooks/1.0",
        "webhook-id": d.id,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body,
    });
    const text = (await res.text()).slice(0, 2000);
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, error: ok ? null : `HTTP ${res.status}`, body: text, ms: Date.now() - started };
  } catch (err) {
    return { status: null, error: err instanceof Error ? err.message : String(err), body: null, ms: Date.now() - started };
  }
}

/** Delivers due deliveries (or only `ids`), recording every attempt in webhook_attempts. */
export async function deliverWebhooks(db: Db, ids?: string[], limit = 100): Promise<WebhookDrainResult> {
  const result: WebhookDrainResult = { succeeded: 0, retrying: 0, failed: 0 };
  const only = ids ? Prisma.sql`AND d2.id = ANY(${ids}::uuid[])` : Prisma.empty;
  // A CTE runs once, so LIMIT bounds the claim (an IN-subquery may be re-evaluated per row).
  const claimed = await db.$transaction((tx) => tx.$queryRaw<Claimed[]>`
    WITH c AS (
      -- A paused endpoint's deliveries wait for it to be resumed.
      SELECT d2.id FROM webhook_deliveries d2 JOIN webhook_endpoints w2 ON w2.id = d2.endpoint_id AND w2.is_active
      WHERE d2.status = 'pending' AND d2.next_attempt_at <= now() ${only}
      ORDER BY d2.next_attempt_at LIMIT ${limit} FOR UPDATE OF d2 SKIP LOCKED)
    UPDATE webhook_deliveries d SET attempts = d.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    FROM c, webhook_endpoints w
    WHERE d.id = c.id AND w.id = d.endpoint_id AND d.status = 'pending' AND d.next_attempt_at <= now()
    RETURNING d.id, d.event_type, d.payload, d.attempts, w.url, w.secret`);

  const handle = async (d: Claimed) => {
    const a = await attempt(d);
    const ok = a.error === null;
    const giveUp = !ok && d.attempts >= MAX_WEBHOOK_ATTEMPTS;
    await db.$transaction([
      db.webhookAttempt.create({
        data: { deliveryId: d.id, statusCode: a.status, error: a.error, durationMs: a.ms, responseBody: a.body },
      }),
      db.webhookDelivery.update({
        where: { id: d.id },
        data: {
          status: ok ? "succeeded" : giveUp ? "failed" : "pending",
          lastStatus: a.status,
          lastError: a.error,
          deliveredAt: ok ? new Date() : null,
          nextAttemptAt: ok || giveUp ? null : new Date(Date.now() + webhookRetryDelaySeconds(d.attempts) * 1000),
        },
      }),
    ] as const);
    if (ok) result.succeeded += 1;
    else if (giveUp) result.failed += 1;
    else result.retrying += 1;
  };
  // Bounded parallelism: a few slow receivers must not hold every connection.
  for (let i = 0; i < claimed.length; i += PARALLEL) await Promise.all(claimed.slice(i, i + PARALLEL).map(handle));
  return result;
}
