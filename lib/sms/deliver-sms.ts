// Drains the SMS outbox through Twilio's Messages API (REST, form-encoded, Basic auth): claims due
// rows with SKIP LOCKED and a lease (concurrent drains never text twice), skips numbers that
// opted out, and records the provider's sid and outcome. Without TWILIO_ACCOUNT_SID,
// TWILIO_AUTH_TOKEN and a sender, rows become `logged` (the admin mailbox shows them).
import type { DbTx } from "@/lib/db/client";
import { claimOutboxRows } from "@/lib/db/outbox-claim";
import { appUrl, env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";

export const MAX_SMS_ATTEMPTS = 6;
const CLAIM_LEASE_SECONDS = 120;
const TIMEOUT_MS = 10_000;

interface Claimed {
  id: string;
  to_phone: string;
  body: string;
  attempts: number;
}

export interface SmsDrainResult {
  sent: number;
  failed: number;
  logged: number;
  cancelled: number;
}

/** 1 min, 2, 4 ... capped at 1 h. */
export function smsRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}

async function cancelOptedOut(db: DbTx, ids?: string[]): Promise<number> {
  const only = ids ? Prisma.sql`AND m.id = ANY(${ids}::uuid[])` : Prisma.empty;
  // A STOP is stored before anything else is sent: texts queued for an opted-out (or removed)
  // number never leave.
  return db.$executeRaw`
    UPDATE sms_outbox m SET status = 'cancelled', last_error = 'recipient opted out'
    WHERE m.status IN ('pending', 'failed') ${only}
      AND NOT EXISTS (SELECT 1 FROM sms_contacts c WHERE c.user_id = m.user_id AND c.phone = m.to_phone
        AND c.opted_out_at IS NULL AND c.confirmed_at IS NOT NULL)
      AND m.user_id IS NOT NULL AND m.category IS NOT NULL`;
}

function claim(db: DbTx, limit: number, ids?: string[]): Promise<Claimed[]> {
  return claimOutboxRows<Claimed>(db, {
    table: "sms_outbox",
    maxAttempts: MAX_SMS_ATTEMPTS,
    leaseSeconds: CLAIM_LEASE_SECONDS,
    limit,
    ids,
    returning: Prisma.sql`o.id, o.to_phone, o.body, o.attempts`,
  });
}

interface TwilioAnswer {
  sid?: string;
  status?: string;
  message?: string;
  code?: number;
}

async function send(row: Claimed): Promise<{ sid: string; status: string | null } | { error: string }> {
  const e = env();
  const form = new URLSearchParams({ To: row.to_phone, Body: row.body, StatusCallback: `${appUrl()}/api/sms/status` });
  if (e.TWILIO_MESSAGING_SERVICE_SID) form.set("MessagingServiceSid", e.TWILIO_MESSAGING_SERVICE_SID);
  else form.set("From", e.TWILIO_FROM ?? "");
  try {
    const res = await fetch(`${e.TWILIO_API_BASE}/2010-04-01/Accounts/${encodeURIComponent(e.TWILIO_ACCOUNT_SID ?? "")}/Messages.json`, {
      method: "POST",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        authorization: `Basic ${Buffer.from(`${e.TWILIO_ACCOUNT_SID}:${e.TWILIO_AUTH_TOKEN}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        // The outbox row: one key for every attempt of one text (docs/decisions/092-sms-delivery.md).
        "i-twilio-idempotency-token": row.id,
      },
      body: form,
    });
    const answer = (await res.json().catch(() => ({}))) as TwilioAnswer;
    if (res.ok && answer.sid) return { sid: answer.sid, status: answer.status ?? null };
    return { error: `HTTP ${res.status}${answer.code ? ` (${answer.code})` : ""}: ${answer.message ?? "no message"}` };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export function smsConfigured(): boolean {
  const e = env();
  return Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && (e.TWILIO_FROM || e.TWILIO_MESSAGING_SERVICE_SID));
}

/** Sends due texts (or only `ids`, right after the transaction that wrote them committed). */
export async function deliverSms(db: DbTx, ids?: string[], max = 500): Promise<SmsDrainResult> {
  const result: SmsDrainResult = { sent: 0, failed: 0, logged: 0, cancelled: 0 };
  if (ids && ids.length === 0) return result;
  result.cancelled = await cancelOptedOut(db, ids);
  const rows = await claim(db, ids ? ids.length : max, ids);
  if (rows.length === 0) return result;
  if (!smsConfigured()) {
    await db.$executeRaw`UPDATE sms_outbox SET status = 'logged', sent_at = now(), last_error = NULL WHERE id = ANY(${rows.map((r) => r.id)}::uuid[])`;
    console.info(`[sms] TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_FROM not set: ${rows.length} text(s) kept in the outbox (see /admin/mailbox)`);
    result.logged = rows.length;
    return result;
  }
  for (const row of rows) {
    const r = await send(row);
    if ("error" in r) {
      await db.$executeRaw`
        UPDATE sms_outbox SET status = 'failed', last_error = ${r.error.slice(0, 1000)},
          next_attempt_at = now() + make_interval(secs => ${smsRetryDelaySeconds(row.attempts)})
        WHERE id = ${row.id}::uuid`;
      result.failed += 1;
    } else {
      await db.$executeRaw`
        UPDATE sms_outbox SET status = 'sent', sent_at = now(), last_error = NULL, provider_sid = ${r.sid}, provider_status = ${r.status}
        WHERE id = ${row.id}::uuid`;
      result.sent += 1;
    }
  }
  return result;
}

/** Texts outside any notification (confirmation codes, HELP answers): written and sent at once. */
export async function sendDirectSms(db: DbTx, input: { userId: string | null; toPhone: string; body: string }): Promise<string> {
  const row = await db.smsMessage.create({ data: { userId: input.userId, toPhone: input.toPhone, body: input.body }, select: { id: true } });
  await deliverSms(db, [row.id]);
  return row.id;
}
