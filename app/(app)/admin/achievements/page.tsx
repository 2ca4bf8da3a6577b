import type { Metadata } from "next";
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

export const metadata: Metadata = { title: "Achievements" };

const RESULTS = 50;

function trigger(a: AchievementDto): string {
  if (a.trigger_type === "hours_milestone") return `Automatic at ${a.trigger_value ?? 0} approved hours`;
  if (a.trigger_type === "events_milestone") return `Automatic after ${a.trigger_value ?? 0} completed events`;
  return "Awarded by staff";
}

export default async function AchievementsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/achievements");
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
    label: `${v.first_name} ${v.last_name} (${v.email})${v.is_active ? "" : " – inactive"}`,
  }));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Achievements</h1>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Award a badge">
          <form method="get" role="search" className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="volunteer-search" className="block text-sm font-medium text-slate-800">
                Find a volunteer
              </label>
              <input
                id="volunteer-search"
                name="q"
                type="search"
                defaultValue={search ?? ""}
                placeholder="First name, last name or e-mail"
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              />
            </div>
            <button type="submit" className="min-h-10 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
              Search
            </button>
          </form>
          <p className="mb-3 text-sm text-slate-700" aria-live="polite">
            {found.total === 0
              ? search
                ? `No volunteers match "${search}".`
                : "No volunteers yet."
              : found.total > RESULTS
                ? `Showing ${RESULTS} of ${found.total} volunteers${search ? ` matching "${search}"` : ""}; narrow the search to find someone else.`
                : `${found.total} volunteer${found.total === 1 ? "" : "s"}${search ? ` matching "${search}"` : ""}.`}
          </p>
          {manual.length === 0 ? (
            <EmptyState title="No manual badges in the catalogue" />
          ) : found.total === 0 ? (
            <EmptyState title="Search for a volunteer to award a badge" />
          ) : (
            <AwardForm awardAction={awardAction} volunteers={volunteerOptions} badges={manual.map((a) => ({ value: a.id, label: `${a.icon} ${a.name}`.trim() }))} />
          )}
        </Card>

        <Card title="Recently awarded">
          {awards.length === 0 ? (
            <EmptyState title="No badges awarded yet" />
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Recently awarded badges">
              {awards.map((a) => (
                <li key={a.id} className="flex items-start gap-3 py-3">
                  <BadgeIcon icon={a.icon} color={a.badge_color} />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {a.achievement_name} <span className="font-normal text-slate-700">to</span> {a.volunteer_name}
                    </p>
                    <p className="text-sm text-slate-700">
                      {formatDateTime(a.awarded_at, zone)} · {a.awarded_by_name ? `by ${a.awarded_by_name}` : "automatic"}
                    </p>
                    {a.notes && <p className="text-sm break-words text-slate-700">{a.notes}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card title="Badge catalogue">
        {achievements.length === 0 ? (
          <EmptyState title="No badges in the catalogue" />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Badge catalogue">
            {achievements.map((a) => (
              <li key={a.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <BadgeIcon icon={a.icon} color={a.badge_color} size="lg" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{a.name}</p>
                  <p className="text-sm text-slate-700">{a.description}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {trigger(a)}
                    {a.is_public ? "" : " · hidden until earned"}
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
