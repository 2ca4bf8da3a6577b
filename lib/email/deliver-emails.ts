// Drains the e-mail outbox: claims due rows with SKIP LOCKED (so concurrent drains never send
// one e-mail twice), sends them through Resend's batch endpoint, and records the outcome on each
// row. Without RESEND_API_KEY/EMAIL_FROM the outbox is the delivery: rows become `logged` and
// show in the admin mailbox.
import { createHash } from "node:crypto";
import { Resend } from "resend";
import type { DbTx } from "@/lib/db/client";
import { withJobLock } from "@/lib/db/job-lock";
import { claimOutboxRows } from "@/lib/db/outbox-claim";
import { appUrl, env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import { outboxBody } from "./outbox-body";

/** Resend accepts at most 100 e-mails per batch call. */
export const RESEND_BATCH_SIZE = 100;
/** Resend's default team limit is 2-5 requests/s; stay under the lower figure. */
const MIN_REQUEST_INTERVAL_MS = 500;
export const MAX_EMAIL_ATTEMPTS = 8;
/** A claimed row is invisible to other drains for this long (a crashed drain's rows come back). */
const CLAIM_LEASE_SECONDS = 300;
/** Rows claimed at once: 5 batches, about 2.5 s of sending at the paced rate. */
const CLAIM_CHUNK = 5 * RESEND_BATCH_SIZE;

interface Claimed {
  id: string;
  to_email: string;
  to_name: string | null;
  from_email: string | null;
  subject: string;
  unsubscribe_url: string | null;
  attempts: number;
  /** The body, or what it is rendered from (outbox-body.ts). */
  html: string | null;
  text: string | null;
  notification_type: NotificationType | null;
  title: string | null;
  message: string | null;
  action_url: string | null;
  locale: Locale | null;
}

export interface DrainResult {
  sent: number;
  failed: number;
  logged: number;
}

/** Exponential backoff: 1 min, 2, 4 ... capped at 6 h. */
export function emailRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

function claim(db: DbTx, limit: number, ids?: string[]): Promise<Claimed[]> {
  return claimOutboxRows<Claimed>(db, {
    table: "email_outbox",
    maxAttempts: MAX_EMAIL_ATTEMPTS,
    leaseSeconds: CLAIM_LEASE_SECONDS,
    limit,
    ids,
    returning: Prisma.sql`o.id, o.to_email, o.to_name, o.from_email, o.subject, o.unsubscribe_url, o.attempts,
      o.html, o.text, o.notification_type::text AS notification_type, o.title, o.message, o.action_url, o.locale::text AS locale`,
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function address(name: string | null, email: string): string {
  return name ? `${name.replace(/[<>"]/g, "")} <${email}>` : email;
}

async function markFailed(db: DbTx, rows: Claimed[], error: string): Promise<void> {
  for (const attempts of new Set(rows.map((r) => r.attempts))) {
    const ids = rows.filter((r) => r.attempts === attempts).map((r) => r.id);
    await db.$executeRaw`
      UPDATE email_outbox SET status = 'failed', last_error = ${error.slice(0, 1000)},
        next_attempt_at = now() + make_interval(secs => ${emailRetryDelaySeconds(attempts)})
      WHERE id = ANY(${ids}::uuid[])`;
  }
}

/**
 * Sends due e-mails (or only `ids`, right after the transaction that wrote them committed).
 * Failures stay in the outbox with last_error and a backed-off next_attempt_at.
 */
export async function deliverEmails(db: DbTx, ids?: string[], maxMessages = 5000): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, logged: 0 };
  if (ids && ids.length === 0) return result;
  const max = ids ? ids.length : maxMessages;
  const drain = async () => {
    let done = 0;
    // Claim a few batches at a time so the claim lease never runs out while sending.
    while (done < max) {
      const rows = await claim(db, Math.min(CLAIM_CHUNK, max - done), ids);
      if (rows.length === 0) break;
      done += rows.length;
      const r = await sendClaimed(db, rows, done > rows.length);
      result.sent += r.sent;
      result.failed += r.failed;
      result.logged += r.logged;
    }
    return result;
  };
  const e = env();
  if (!e.RESEND_API_KEY || !e.EMAIL_FROM) return drain();
  // The provider's rate limit is per team: one sender at a time across every server instance.
  // Rows of a drain that gives up waiting stay pending for the cron drain.
  const locked = await withJobLock(db, "email-outbox-send", { ttlSeconds: CLAIM_LEASE_SECONDS, waitMs: 45_000 }, drain);
  return locked.acquired ? locked.value : result;
}

function bodyOf(r: Claimed, base: string) {
  return outboxBody(
    { html: r.html, text: r.text, notificationType: r.notification_type, title: r.title, message: r.message, actionUrl: r.action_url, toName: r.to_name, unsubscribeUrl: r.unsubscribe_url, locale: r.locale },
    base,
  );
}

async function sendClaimed(db: DbTx, rows: Claimed[], paceFirst: boolean): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, logged: 0 };
  const { RESEND_API_KEY: key, EMAIL_FROM: from, RESEND_BASE_URL: baseUrl } = env();
  if (!key || !from) {
    await db.$executeRaw`
      UPDATE email_outbox SET status = 'logged', sent_at = now(), last_error = NULL
      WHERE id = ANY(${rows.map((r) => r.id)}::uuid[])`;
    console.info(`[email] RESEND_API_KEY/EMAIL_FROM not set: ${rows.length} e-mail(s) logged to the outbox (see /admin/mailbox)`);
    result.logged = rows.length;
    return result;
  }

  const resend = new Resend(key, baseUrl ? { baseUrl } : undefined);
  const base = appUrl();
  for (let i = 0; i < rows.length; i += RESEND_BATCH_SIZE) {
    if (i > 0 || paceFirst) await sleep(MIN_REQUEST_INTERVAL_MS);
    const batch = rows.slice(i, i + RESEND_BATCH_SIZE);
    // The same rows and attempt give the same key, so a retried request is not sent twice.
    const idempotencyKey = createHash("sha256")
      .update(batch.map((r) => `${r.id}:${r.attempts}`).join(","))
      .digest("hex");
    let error: string | null = null;
    let providerIds: string[] = [];
    try {
      const res = await resend.batch.send(
        batch.map((r) => ({
          from: r.from_email ?? from,
          to: [address(r.to_name, r.to_email)],
          subject: r.subject,
          ...bodyOf(r, base),
          // One-click unsubscribe (RFC 8058) on every e-mail that is not strictly transactional.
          ...(r.unsubscribe_url ? { headers: unsubscribeHeaders(r.unsubscribe_url) } : {}),
        })),
        { idempotencyKey },
      );
      if (res.error) error = `${res.error.name}: ${res.error.message}`;
      else providerIds = (res.data?.data ?? []).map((d) => d.id);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (error) {
      await markFailed(db, batch, error);
      result.failed += batch.length;
      continue;
    }
    await db.$executeRaw`
      UPDATE email_outbox e SET status = 'sent', sent_at = now(), last_error = NULL, provider_id = p.provider_id
      FROM unnest(${batch.map((r) => r.id)}::uuid[], ${batch.map((_, j) => providerIds[j] ?? null)}::text[]) AS p(id, provider_id)
      WHERE e.id = p.id`;
    result.sent += batch.length;
  }
  return result;
}
