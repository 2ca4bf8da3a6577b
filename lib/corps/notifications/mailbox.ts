// The local dev mailbox: the e-mail outbox as staff see it (what went out, or would have without
// a provider). corps_admins see e-mails to their organization's users; admins see everything.
import { staffOrgScope } from "@/lib/auth/scope";
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
  const [messages, counted] = await Promise.all([
    ctx.db.$queryRaw<MailboxMessage[]>`
      SELECT e.id, e.to_email, e.to_name, e.subject, e.text, e.status::text AS status, e.attempts, e.last_error, e.created_at, e.sent_at
      FROM email_outbox e LEFT JOIN users u ON u.id = e.user_id ${where}
      ORDER BY e.created_at DESC, e.id LIMIT ${q.limit} OFFSET ${offset(q)}`,
    ctx.db.$queryRaw<{ total: bigint }[]>`
      SELECT count(*) AS total FROM email_outbox e LEFT JOIN users u ON u.id = e.user_id ${where}`,
  ]);
  return { messages, total: Number(counted[0]?.total ?? 0), page: q.page, limit: q.limit };
}
