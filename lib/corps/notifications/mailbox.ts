// The local dev mailbox: the e-mail outbox as staff see it (what went out, or would have without
// a provider). corps_admins see e-mails to their organization's users; admins see everything.
import { staffOrgScope } from "@/lib/auth/scope";
import { outboxBody, type OutboxBodyFields } from "@/lib/email/outbox-body";
import { appUrl } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { offset, type Page } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";

export interface MailboxMessage {
  id: string;
  to_email: string;
  to_name: string | null;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export async function listMailbox(ctx: Ctx, q: Page) {
  const scope = staffOrgScope(ctx.caller);
  const where = scope ? Prisma.sql`WHERE u.org_id = ${scope}::uuid` : Prisma.empty;
  const [rows, counted] = await Promise.all([
    ctx.db.$queryRaw<(Omit<MailboxMessage, "text"> & Omit<OutboxBodyFields, "toName">)[]>`
      SELECT e.id, e.to_email, e.to_name, e.subject, e.status::text AS status, e.attempts, e.last_error, e.created_at, e.sent_at,
             e.html, e.text, e.notification_type::text AS "notificationType", e.title, e.message, e.action_url AS "actionUrl",
             e.unsubscribe_url AS "unsubscribeUrl", e.locale::text AS locale
      FROM email_outbox e LEFT JOIN users u ON u.id = e.user_id ${where}
      ORDER BY e.created_at DESC, e.id LIMIT ${q.limit} OFFSET ${offset(q)}`,
    ctx.db.$queryRaw<{ total: bigint }[]>`
      SELECT count(*) AS total FROM email_outbox e LEFT JOIN users u ON u.id = e.user_id ${where}`,
  ]);
  // A notification's e-mail is rendered here, as it would be sent (outbox-body.ts).
  const base = appUrl();
  const messages: MailboxMessage[] = rows.map((r) => ({
    id: r.id,
    to_email: r.to_email,
    to_name: r.to_name,
    subject: r.subject,
    text: outboxBody({ ...r, toName: r.to_name }, base).text,
    status: r.status,
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at,
    sent_at: r.sent_at,
  }));
  return { messages, total: Number(counted[0]?.total ?? 0), page: q.page, limit: q.limit };
}

export interface SmsMailboxMessage {
  id: string;
  to_phone: string;
  body: string;
  status: string;
  provider_status: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
}

/** The SMS outbox as staff see it (same scope as e-mail): the latest texts, held or sent. */
export async function listSmsMailbox(ctx: Ctx, limit = 25) {
  const scope = staffOrgScope(ctx.caller);
  const where = scope ? Prisma.sql`WHERE u.org_id = ${scope}::uuid` : Prisma.empty;
  return ctx.db.$queryRaw<SmsMailboxMessage[]>`
    SELECT m.id, m.to_phone, m.body, m.status, m.provider_status, m.attempts, m.last_error, m.next_attempt_at, m.created_at
    FROM sms_outbox m LEFT JOIN users u ON u.id = m.user_id ${where}
    ORDER BY m.created_at DESC, m.id LIMIT ${limit}`;
}
