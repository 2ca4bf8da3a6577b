import type { Metadata } from "next";
import Link from "next/link";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listMailbox, listSmsMailbox } from "@/lib/corps/notifications/mailbox";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { formatDateTime } from "@/lib/format";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";

export const metadata: Metadata = { title: "Mailbox" };

const LIMIT = 25;

export default async function MailboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/mailbox");
  const zone = await viewerTimezone({ caller, db: db() });
  const raw = Number((await searchParams).page);
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const { messages, total } = await listMailbox({ caller, db: db() }, { page, limit: LIMIT });
  const configured = Boolean(env().RESEND_API_KEY && env().EMAIL_FROM);
  const texts = page === 1 ? await listSmsMailbox({ caller, db: db() }) : [];
  const smsConfigured = Boolean(env().TWILIO_ACCOUNT_SID && env().TWILIO_AUTH_TOKEN && (env().TWILIO_FROM || env().TWILIO_MESSAGING_SERVICE_SID));
  const pages = Math.max(1, Math.ceil(total / LIMIT));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Mailbox</h1>
      <p className="text-sm text-slate-700">
        {configured
          ? "E-mails are sent through Resend. This is the outbox: every e-mail, its status and any error."
          : "No e-mail provider is configured (RESEND_API_KEY, EMAIL_FROM): nothing leaves the app. These are the e-mails that would have gone out."}
      </p>
      <Card title={`${total} e-mail${total === 1 ? "" : "s"}`}>
        {messages.length === 0 ? (
          <EmptyState title="No e-mails yet">Signup confirmations, reminders and notifications sent by e-mail appear here.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="E-mails">
            {messages.map((m) => (
              <li key={m.id} className="py-3">
                <details>
                  <summary className="cursor-pointer list-none rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                    <span className="block font-medium text-slate-900">{m.subject}</span>
                    <span className="block text-sm break-all text-slate-700">
                      To {m.to_name ? `${m.to_name} <${m.to_email}>` : m.to_email}
                    </span>
                    <span className="block text-xs text-slate-600">
                      <span className="font-semibold">{m.status}</span> · {formatDateTime(m.created_at.toISOString(), zone)}
                      {m.attempts > 0 ? ` · ${m.attempts} attempt${m.attempts === 1 ? "" : "s"}` : ""}
                    </span>
                    {m.last_error && <span className="block text-xs text-red-700">{m.last_error}</span>}
                  </summary>
                  <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">{m.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
            {page > 1 ? <Link className="text-brand-800 underline" href={`/admin/mailbox?page=${page - 1}`}>Newer</Link> : <span />}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? <Link className="text-brand-800 underline" href={`/admin/mailbox?page=${page + 1}`}>Older</Link> : <span />}
          </nav>
        )}
      </Card>
      {page === 1 && (
        <Card title="Latest texts">
          <p className="mb-3 text-sm text-slate-700">
            {smsConfigured
              ? "Texts are sent through Twilio. Texts held by quiet hours wait until their time."
              : "No SMS provider is configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): these are the texts that would have gone out."}
          </p>
          {texts.length === 0 ? (
            <EmptyState title="No texts yet">Confirmation codes, reminders and offers sent by SMS appear here.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Texts">
              {texts.map((t) => (
                <li key={t.id} className="py-3 text-sm">
                  <span className="block break-all text-slate-900">To {t.to_phone}: {t.body}</span>
                  <span className="block text-xs text-slate-600">
                    <span className="font-semibold">{t.status}</span>
                    {t.provider_status ? ` (${t.provider_status})` : ""} · {formatDateTime(t.created_at.toISOString(), zone)}
                    {t.status === "pending" && t.next_attempt_at > t.created_at ? ` · held until ${formatDateTime(t.next_attempt_at.toISOString(), zone)}` : ""}
                  </span>
                  {t.last_error && <span className="block text-xs text-red-700">{t.last_error}</span>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
