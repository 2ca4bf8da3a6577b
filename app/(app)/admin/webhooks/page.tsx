import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { CreateWebhookForm, DeleteWebhookButton, PauseResumeButton, RedeliverButton, SendTestButton } from "@/components/admin/webhook-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { EVENT_TYPES } from "@/lib/corps/events";
import { organizationOptions } from "@/lib/corps/organizations/organization-options";
import { listDeliveries, listWebhooks } from "@/lib/corps/webhooks/webhooks";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { uuid } from "@/lib/schemas/common-schemas";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { createWebhookAction, deleteWebhookAction, redeliverAction, sendTestAction, setWebhookActiveAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("webhooks.title") };
}

const DELIVERY_STATUSES = ["succeeded", "pending", "failed"] as const;

const STATUS_STYLE: Record<string, string> = {
  succeeded: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/webhooks");
  const [t, locale] = await Promise.all([getTranslations("admin"), getLocale()]);
  const deliveryStatus = (s: string) => {
    const known = DELIVERY_STATUSES.find((k) => k === s);
    return known ? t(`webhooks.status.${known}`) : s;
  };
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const [{ webhooks }, orgs] = await Promise.all([listWebhooks(ctx, { page: 1, limit: 100 }), organizationOptions(ctx)]);
  const requested = uuid.safeParse((await searchParams).endpoint);
  const selected = webhooks.find((w) => requested.success && w.id === requested.data) ?? webhooks[0];
  const deliveries = selected ? (await listDeliveries(ctx, selected.id, { page: 1, limit: 25 })).deliveries : [];
  const orgName = new Map(orgs.organizations.map((o) => [o.id, o.name]));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("webhooks.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t.rich("webhooks.intro", {
            code: (c) => <code>{c}</code>,
            link: (c) => (
              <Link href="/docs/api" className="text-brand-800 underline">
                {c}
              </Link>
            ),
          })}
        </p>
      </div>

      <Card title={t("webhooks.register")}>
        <CreateWebhookForm createWebhookAction={createWebhookAction} eventTypes={EVENT_TYPES} organizations={caller.role === "admin" ? orgs.organizations : null} />
      </Card>

      <Card title={t("webhooks.endpoints")}>
        {webhooks.length === 0 ? (
          <EmptyState title={t("webhooks.emptyTitle")}>{t("webhooks.emptyBody")}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("webhooks.endpoints")}>
            {webhooks.map((w) => (
              <li key={w.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <Link
                    href={`/admin/webhooks?endpoint=${w.id}`}
                    className="font-medium break-all text-brand-800 underline"
                    aria-current={w.id === selected?.id ? "true" : undefined}
                  >
                    {w.url}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {w.is_active ? t("webhooks.active") : t("webhooks.paused")} · {w.event_types.length ? w.event_types.join(", ") : t("webhooks.allEvents")} ·{" "}
                    {w.org_id ? (orgName.get(w.org_id) ?? t("webhooks.organization")) : t("webhooks.systemWide")}
                    {w.description ? ` · ${w.description}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <SendTestButton sendTestAction={sendTestAction} endpointId={w.id} url={w.url} />
                  <PauseResumeButton setWebhookActiveAction={setWebhookActiveAction} endpointId={w.id} url={w.url} isActive={w.is_active} />
                  <DeleteWebhookButton deleteWebhookAction={deleteWebhookAction} endpointId={w.id} url={w.url} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {selected && (
        <Card title={t("webhooks.deliveryLog")}>
          <p className="mb-3 text-sm break-all text-slate-700">{t("webhooks.latestTo", { url: selected.url })}</p>
          {deliveries.length === 0 ? (
            <EmptyState title={t("webhooks.noDeliveriesTitle")}>{t("webhooks.noDeliveriesBody")}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label={t("webhooks.deliveries")}>
              {deliveries.map((d) => (
                <li key={d.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {d.event_type}{" "}
                      <span className={`ml-1 rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[d.status] ?? "bg-slate-100 text-slate-900"}`}>{deliveryStatus(d.status)}</span>
                    </p>
                    <p className="text-sm text-slate-700">
                      {formatDateTime(d.created_at, zone, locale)} · {t("webhooks.attempts", { count: d.attempts })}
                      {d.last_status ? t("webhooks.lastHttp", { status: d.last_status }) : ""}
                      {d.next_attempt_at && d.status === "pending" ? t("webhooks.nextTry", { when: formatDateTime(d.next_attempt_at, zone, locale) }) : ""}
                    </p>
                    {d.attempt_log.length > 0 && (
                      <ol className="mt-1 space-y-0.5 text-xs break-words text-slate-700">
                        {d.attempt_log.map((a) => (
                          <li key={a.attempted_at}>
                            {formatDateTime(a.attempted_at, zone, locale)}: {a.status_code ? `HTTP ${a.status_code}` : t("webhooks.noResponse")}
                            {a.error ? ` (${a.error})` : ""} {t("webhooks.attemptIn", { ms: a.duration_ms })}
                          </li>
                        ))}
                      </ol>
                    )}
                  </div>
                  <RedeliverButton redeliverAction={redeliverAction} deliveryId={d.id} eventType={d.event_type} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
