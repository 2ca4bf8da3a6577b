import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import clsx from "clsx";
import { z } from "zod";
import { MarkAllReadButton, MarkReadButton } from "@/components/notifications/notification-actions";
import { Pagination } from "@/components/ui/pagination";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listNotifications } from "@/lib/corps/notifications/notifications";
import { notificationTypes } from "@/lib/corps/enums";
import { NotificationTypeEnum } from "@/lib/corps/notifications/notification-schemas";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { pagination } from "@/lib/schemas/common-schemas";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { markAllReadAction, markReadAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications");
  return { title: t("title") };
}

const PAGE_SIZE = 20;
const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

// Bad or unknown filter values fall back to "everything" rather than an error page.
const Filters = z.object({
  page: pagination.page.catch(1),
  show: z.enum(["all", "unread"]).catch("all"),
  type: NotificationTypeEnum.optional().catch(undefined),
});

/** Only the app's own relative paths become links (action_url is stored text). */
function safeHref(url: string | null): string | null {
  return url && /^\/(?!\/)/.test(url) ? url : null;
}

export default async function NotificationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/notifications");
  const [t, tc, locale] = await Promise.all([getTranslations("notifications"), getTranslations("common"), getLocale()]);
  const sp = await searchParams;
  const one = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  const f = Filters.parse({ page: one("page"), show: one("show"), type: one("type") || undefined });
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const list = await listNotifications(ctx, { page: f.page, limit: PAGE_SIZE, unread_only: f.show === "unread", type: f.type }, { unreadFirst: true });
  const params: Record<string, string> = { ...(f.show === "unread" && { show: "unread" }), ...(f.type && { type: f.type }) };
  // Notification types in words, by key (the API's types are codes).
  const typeOptions = notificationTypes.map((type) => ({ value: type, label: t(`type.${type}`) }));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-sm text-slate-700" aria-live="polite">
            {list.unread_count === 0 ? t("caughtUp") : t("unread", { count: list.unread_count })}
          </p>
        </div>
        <MarkAllReadButton markAllReadAction={markAllReadAction} disabled={list.unread_count === 0} />
      </div>
      <form method="get" aria-label={t("filter.label")} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-800">
          {t("filter.show")}
          <select name="show" defaultValue={f.show} className={inputClass}>
            <option value="all">{t("filter.all")}</option>
            <option value="unread">{t("filter.unreadOnly")}</option>
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("filter.type")}
          <select name="type" defaultValue={f.type ?? ""} className={inputClass}>
            <option value="">{t("filter.anyType")}</option>
            {typeOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">{tc("actions.apply")}</button>
          <Link href="/notifications" className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">{tc("actions.clear")}</Link>
        </div>
      </form>
      <Card title={t("inbox")}>
        {list.notifications.length === 0 ? (
          <EmptyState title={f.show === "unread" || f.type ? t("noMatch") : t("empty")}>
            {f.show === "unread" || f.type ? t("noMatchBody") : t("emptyBody")}
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-200" aria-label={t("title")}>
              {list.notifications.map((n) => {
                const href = safeHref(n.action_url);
                const unread = n.read_at === null;
                return (
                  <li key={n.id} className={clsx("flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between", unread && "border-l-4 border-l-brand-700 pl-3")}>
                    <div className="space-y-1">
                      <p className="text-sm">
                        {unread && <span className="mr-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("new")}</span>}
                        {/* Written when it was sent, in the reader's language of that moment: a record, not UI text. */}
                        <span translate="no" className={clsx("text-slate-900", unread ? "font-semibold" : "font-medium")}>
                          {n.title}
                        </span>
                      </p>
                      <p translate="no" className="text-sm text-slate-700">
                        {n.message}
                      </p>
                      <p className="text-xs text-slate-600">
                        {t(`type.${n.notification_type}`)} · {formatDateTime(n.delivered_at, zone, locale)}
                        {href && (
                          <>
                            {" · "}
                            <Link href={href} className="font-medium text-brand-700 underline">{t("open")}</Link>
                          </>
                        )}
                      </p>
                    </div>
                    {unread && <MarkReadButton markReadAction={markReadAction} id={n.id} title={n.title} />}
                  </li>
                );
              })}
            </ul>
            <Pagination basePath="/notifications" params={params} page={f.page} limit={PAGE_SIZE} total={list.total} />
          </>
        )}
      </Card>
      {/* One place for what reaches you by e-mail and text: the Messages page. */}
      <Card title={t("settingsLink.title")}>
        <p className="text-sm text-slate-700">
          {t("settingsLink.body")}{" "}
          <Link href="/volunteer/notifications" className="font-medium text-brand-700 underline">{t("settingsLink.link")}</Link>
        </p>
      </Card>
    </div>
  );
}
