import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listMailbox, listSmsMailbox } from "@/lib/corps/notifications/mailbox";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { formatDateTime } from "@/lib/format";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("mailbox.title") };
}

const STATUSES = ["pending", "sent", "failed", "logged", "cancelled"] as const;

const LIMIT = 25;

export default async function MailboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/mailbox");
  const [t, locale] = await Promise.all([getTranslations("admin"), getLocale()]);
  const status = (s: string) => {
    const known = STATUSES.find((k) => k === s);
    return known ? t(`mailbox.status.${known}`) : s;
  };
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
      <h1 className="text-2xl font-bold">{t("mailbox.title")}</h1>
      <p className="text-sm text-slate-700">
        {configured ? t("mailbox.configured") : t("mailbox.notConfigured")}
      </p>
      <Card title={t("mailbox.emails", { count: total })}>
        {messages.length === 0 ? (
          <EmptyState title={t("mailbox.emptyTitle")}>{t("mailbox.emptyBody")}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("mailbox.list")}>
            {messages.map((m) => (
              <li key={m.id} className="py-3">
                <details>
                  <summary className="cursor-pointer list-none rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                    {/* Stored e-mails are records, in the language they were sent in: not UI text. */}
                    <span translate="no" className="block font-medium text-slate-900">
                      {m.subject}
                    </span>
                    <span className="block text-sm break-all text-slate-700">
                      {t("mailbox.to", { who: m.to_name ? `${m.to_name} <${m.to_email}>` : m.to_email })}
                    </span>
                    <span className="block text-xs text-slate-600">
                      <span className="font-semibold">{status(m.status)}</span> · {formatDateTime(m.created_at.toISOString(), zone, locale)}
                      {m.attempts > 0 ? t("mailbox.attempts", { count: m.attempts }) : ""}
                    </span>
                    {m.last_error && <span className="block text-xs text-red-700">{m.last_error}</span>}
                  </summary>
                  <pre translate="no" className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">{m.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={t("mailbox.pages")} className="mt-4 flex justify-between text-sm">
            {page > 1 ? (
              <Link className="text-brand-800 underline" href={`/admin/mailbox?page=${page - 1}`}>
                {t("mailbox.newer")}
              </Link>
            ) : (
              <span />
            )}
            <span>{t("mailbox.page", { page, pages })}</span>
            {page < pages ? (
              <Link className="text-brand-800 underline" href={`/admin/mailbox?page=${page + 1}`}>
                {t("mailbox.older")}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </Card>
      {page === 1 && (
        <Card title={t("mailbox.texts")}>
          <p className="mb-3 text-sm text-slate-700">
            {smsConfigured ? t("mailbox.smsConfigured") : t("mailbox.smsNotConfigured")}
          </p>
          {texts.length === 0 ? (
            <EmptyState title={t("mailbox.noTextsTitle")}>{t("mailbox.noTextsBody")}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label={t("mailbox.textList")}>
              {texts.map((x) => (
                <li key={x.id} className="py-3 text-sm">
                  <span className="block break-all text-slate-900">{t("mailbox.textTo", { phone: x.to_phone, body: x.body })}</span>
                  <span className="block text-xs text-slate-600">
                    <span className="font-semibold">{status(x.status)}</span>
                    {x.provider_status ? ` (${x.provider_status})` : ""} · {formatDateTime(x.created_at.toISOString(), zone, locale)}
                    {x.status === "pending" && x.next_attempt_at > x.created_at ? t("mailbox.heldUntil", { when: formatDateTime(x.next_attempt_at.toISOString(), zone, locale) }) : ""}
                  </span>
                  {x.last_error && <span className="block text-xs text-red-700">{x.last_error}</span>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
