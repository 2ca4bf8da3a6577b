import type { Metadata } from "next";
import Link from "next/link";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/auth/session";
import { listDeliveries, listWebhooks } from "@/lib/corps/webhooks";
import { db } from "@/lib/db/client";
import { uuid } from "@/lib/http/common-schemas";
import { redeliverAction } from "./actions";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/webhooks");
  const ctx = { caller, db: db() };
  const { webhooks } = await listWebhooks(ctx, { page: 1, limit: 100 });
  const requested = uuid.safeParse((await searchParams).endpoint);
  const selected = webhooks.find((w) => requested.success && w.id === requested.data) ?? webhooks[0];
  const deliveries = selected ? (await listDeliveries(ctx, selected.id, { page: 1, limit: 25 })).deliveries : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Webhooks</h1>
      <p className="text-sm text-slate-700">
        Endpoints are managed through the API (<code>/api/corps/webhooks</code>, see the API reference). Deliveries are signed with Standard Webhooks headers and retried with backoff.
      </p>
      <Card title="Endpoints">
        {webhooks.length === 0 ? (
          <EmptyState title="No endpoints registered" />
        ) : (
          <ul className="divide-y divide-slate-200">
            {webhooks.map((w) => (
              <li key={w.id} className="py-3">
                <Link href={`/admin/webhooks?endpoint=${w.id}`} className="font-medium break-all text-blue-800 underline" aria-current={w.id === selected?.id ? "true" : undefined}>
                  {w.url}
                </Link>
                <p className="text-sm text-slate-700">
                  {w.is_active ? "Active" : "Paused"} · {w.event_types.length ? w.event_types.join(", ") : "all events"} · {w.org_id ? "organization" : "system-wide"}
                  {w.description ? ` · ${w.description}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {selected && (
        <Card title={`Recent deliveries to ${selected.url}`}>
          {deliveries.length === 0 ? (
            <EmptyState title="No deliveries yet" />
          ) : (
            <ul className="divide-y divide-slate-200">
              {deliveries.map((d) => (
                <li key={d.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <p className="font-medium text-slate-900">{d.event_type}</p>
                    <p className="text-sm text-slate-700">
                      <span className="font-semibold">{d.status}</span> · {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                      {d.last_status ? ` · last HTTP ${d.last_status}` : ""}
                      {d.next_attempt_at && d.status === "pending" ? ` · next ${d.next_attempt_at.replace("T", " ").slice(0, 16)} UTC` : ""}
                    </p>
                    <ol className="mt-1 text-xs text-slate-600">
                      {d.attempt_log.map((a) => (
                        <li key={a.attempted_at}>
                          {a.attempted_at.replace("T", " ").slice(0, 19)} UTC: {a.status_code ?? "no response"}
                          {a.error ? ` (${a.error})` : ""} in {a.duration_ms} ms
                        </li>
                      ))}
                    </ol>
                  </div>
                  <form action={redeliverAction}>
                    <input type="hidden" name="delivery_id" value={d.id} />
                    <button type="submit" className="min-h-11 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50">
                      Redeliver
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
