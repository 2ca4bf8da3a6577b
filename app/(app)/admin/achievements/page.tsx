import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AwardForm } from "@/components/admin/award-form";
import { Card, EmptyState } from "@/components/ui/card";
import { BadgeIcon } from "@/components/ui/badge-icon";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listAchievements, listRecentAwards } from "@/lib/corps/achievements/achievements";
import type { AchievementDto } from "@/lib/corps/achievements/achievement-schemas";
import { listVolunteers } from "@/lib/corps/volunteers/volunteers";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { awardAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("achievements.title") };
}

const RESULTS = 50;

type AdminT = Awaited<ReturnType<typeof getTranslations<"admin">>>;

function trigger(t: AdminT, a: AchievementDto): string {
  if (a.trigger_type === "hours_milestone") return t("achievements.autoHours", { value: a.trigger_value ?? 0 });
  if (a.trigger_type === "events_milestone") return t("achievements.autoEvents", { value: a.trigger_value ?? 0 });
  return t("achievements.manual");
}

/** The line under the search: how many volunteers it found, and whether the list is cut. */
function foundLine(t: AdminT, total: number, search: string | undefined): string {
  if (total === 0) return search ? t("achievements.noMatch", { search }) : t("achievements.noVolunteers");
  if (total > RESULTS) return search ? t("achievements.showingMatching", { shown: RESULTS, total, search }) : t("achievements.showing", { shown: RESULTS, total });
  return search ? t("achievements.foundMatching", { count: total, search }) : t("achievements.found", { count: total });
}

export default async function AchievementsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/achievements");
  const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const rawQ = (await searchParams).q;
  const search = (Array.isArray(rawQ) ? rawQ[0] : rawQ)?.trim().slice(0, 200) || undefined;
  const [{ achievements }, { awards }, found] = await Promise.all([
    listAchievements(ctx),
    listRecentAwards(ctx, 10),
    listVolunteers(ctx, { page: 1, limit: RESULTS, search, skills: undefined }),
  ]);
  const manual = achievements.filter((a) => a.trigger_type === "manual");
  const volunteerOptions = found.volunteers.map((v) => ({
    value: v.id,
    label: `${v.first_name} ${v.last_name} (${v.email})${v.is_active ? "" : t("achievements.inactive")}`,
  }));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("achievements.title")}</h1>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t("achievements.award")}>
          <form method="get" role="search" className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="volunteer-search" className="block text-sm font-medium text-slate-800">
                {t("achievements.find")}
              </label>
              <input
                id="volunteer-search"
                name="q"
                type="search"
                defaultValue={search ?? ""}
                placeholder={t("achievements.findPlaceholder")}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              />
            </div>
            <button type="submit" className="min-h-10 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
              {tc("actions.search")}
            </button>
          </form>
          <p className="mb-3 text-sm text-slate-700" aria-live="polite">
            {foundLine(t, found.total, search)}
          </p>
          {manual.length === 0 ? (
            <EmptyState title={t("achievements.noManual")} />
          ) : found.total === 0 ? (
            <EmptyState title={t("achievements.searchFirst")} />
          ) : (
            <AwardForm awardAction={awardAction} volunteers={volunteerOptions} badges={manual.map((a) => ({ value: a.id, label: `${a.icon} ${a.name}`.trim() }))} />
          )}
        </Card>

        <Card title={t("achievements.recent")}>
          {awards.length === 0 ? (
            <EmptyState title={t("achievements.noneAwarded")} />
          ) : (
            <ul className="divide-y divide-slate-200" aria-label={t("achievements.recentList")}>
              {awards.map((a) => (
                <li key={a.id} className="flex items-start gap-3 py-3">
                  <BadgeIcon icon={a.icon} color={a.badge_color} />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {t.rich("achievements.awardedTo", {
                        badge: a.achievement_name,
                        volunteer: a.volunteer_name,
                        muted: (c) => <span className="font-normal text-slate-700">{c}</span>,
                      })}
                    </p>
                    <p className="text-sm text-slate-700">
                      {formatDateTime(a.awarded_at, zone, locale)} · {a.awarded_by_name ? t("achievements.by", { name: a.awarded_by_name }) : t("achievements.automatic")}
                    </p>
                    {a.notes && <p className="text-sm break-words text-slate-700">{a.notes}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card title={t("achievements.catalogue")}>
        {achievements.length === 0 ? (
          <EmptyState title={t("achievements.noBadges")} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("achievements.catalogue")}>
            {achievements.map((a) => (
              <li key={a.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <BadgeIcon icon={a.icon} color={a.badge_color} size="lg" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{a.name}</p>
                  <p className="text-sm text-slate-700">{a.description}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {trigger(t, a)}
                    {a.is_public ? "" : t("achievements.hidden")}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
