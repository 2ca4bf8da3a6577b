import type { Metadata } from "next";
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

export const metadata: Metadata = { title: "Webhooks" };

const STATUS_STYLE: Record<string, string> = {
  succeeded: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/webhooks");
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
        <h1 className="text-2xl font-bold">Webhooks</h1>
        <p className="mt-1 text-sm text-slate-700">
          Registered endpoints receive the network&apos;s events as signed POST requests (Standard Webhooks headers), retried with backoff. They can also be
          managed through the API (<code>/api/corps/webhooks</code>, see the <Link href="/docs/api" className="text-brand-800 underline">API reference</Link>).
        </p>
      </div>

      <Card title="Register an endpoint">
        <CreateWebhookForm createWebhookAction={createWebhookAction} eventTypes={EVENT_TYPES} organizations={caller.role === "admin" ? orgs.organizations : null} />
      </Card>

      <Card title="Endpoints">
        {webhooks.length === 0 ? (
          <EmptyState title="No endpoints registered">Register one above to receive events.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Endpoints">
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
                    {w.is_active ? "Active" : "Paused"} · {w.event_types.length ? w.event_types.join(", ") : "all events"} ·{" "}
                    {w.org_id ? (orgName.get(w.org_id) ?? "organization") : "system-wide"}
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
        <Card title="Delivery log">
          <p className="mb-3 text-sm break-all text-slate-700">Latest deliveries to {selected.url}</p>
          {deliveries.length === 0 ? (
            <EmptyState title="No deliveries yet">Send a test event to check the endpoint.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Deliveries">
              {deliveries.map((d) => (
                <li key={d.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {d.event_type}{" "}
                      <span className={`ml-1 rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[d.status] ?? "bg-slate-100 text-slate-900"}`}>{d.status}</span>
                    </p>
                    <p className="text-sm text-slate-700">
                      {formatDateTime(d.created_at, zone)} · {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                      {d.last_status ? ` · last HTTP ${d.last_status}` : ""}
                      {d.next_attempt_at && d.status === "pending" ? ` · next try ${formatDateTime(d.next_attempt_at, zone)}` : ""}
                    </p>
                    {d.attempt_log.length > 0 && (
                      <ol className="mt-1 space-y-0.5 text-xs break-words text-slate-700">
                        {d.attempt_log.map((a) => (
                          <li key={a.attempted_at}>
                            {formatDateTime(a.attempted_at, zone)}: {a.status_code ? `HTTP ${a.status_code}` : "no response"}
                            {a.error ? ` (${a.error})` : ""} in {a.duration_ms} ms
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
