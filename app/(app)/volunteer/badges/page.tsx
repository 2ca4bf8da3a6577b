import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Card, EmptyState } from "@/components/ui/card";
import { CalendarFeedPanel } from "@/components/volunteer/calendar-feed-panel";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listAchievements, listVolunteerAchievements } from "@/lib/corps/achievements/achievements";
import { getCalendarFeed } from "@/lib/corps/calendars/ical-feeds";
import type { AchievementDto } from "@/lib/corps/achievements/achievement-schemas";
import { statsFor } from "@/lib/corps/volunteers/volunteer-stats";
import { db } from "@/lib/db/client";
import { formatDate, formatHours } from "@/lib/format";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { MyCredentials } from "@/components/credentials/my-credentials";
import { listCredentials, listOwnAwardCredentials } from "@/lib/corps/credentials/credentials";
import { latestWorkDate } from "@/lib/corps/hours/hours-schemas";
import { issueBadgeCredentialAction, issueHoursCredentialAction, revokeFeedAction, rotateFeedAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("volunteer");
  return { title: t("badges.title") };
}

type VolunteerT = Awaited<ReturnType<typeof getTranslations<"volunteer">>>;

const link = "font-medium text-brand-700 underline hover:text-brand-800";

function criteria(a: Pick<AchievementDto, "trigger_type" | "trigger_value">, t: VolunteerT): string {
  const n = a.trigger_value ?? 0;
  if (a.trigger_type === "hours_milestone") return t("badges.criteria.hours", { hours: formatHours(n) });
  if (a.trigger_type === "events_milestone") return t("badges.criteria.events", { count: n });
  return t("badges.criteria.manual");
}

export default async function BadgesPage() {
  const caller = await requirePageCaller("volunteer", "/volunteer/badges");
  const [t, locale] = await Promise.all([getTranslations("volunteer"), getLocale()]);
  if (!caller.volunteerId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t("badges.title")}</h1>
        <EmptyState title={t("home.noProfile.title")}>
          {t.rich("badges.noProfileBody", { link: (chunks) => <Link href="/volunteer/profile" className={link}>{chunks}</Link> })}
        </EmptyState>
      </div>
    );
  }
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const [earned, catalogue, stats, feed, credentials, awards] = await Promise.all([
    listVolunteerAchievements(ctx, caller.volunteerId),
    listAchievements(ctx),
    statsFor(ctx.db, caller.volunteerId),
    getCalendarFeed(ctx),
    listCredentials(ctx, { volunteer_id: caller.volunteerId, page: 1, limit: 100 }),
    listOwnAwardCredentials(ctx),
  ]);
  const today = latestWorkDate();
  const earnedIds = new Set(earned.achievements.map((a) => a.id));
  const rest = catalogue.achievements.filter((a) => !earnedIds.has(a.id));
  const progress = (a: AchievementDto): string | null => {
    if (a.trigger_type === "hours_milestone" && a.trigger_value) return t("badges.progress", { have: formatHours(stats.total_hours), need: formatHours(a.trigger_value) });
    if (a.trigger_type === "events_milestone" && a.trigger_value) return t("badges.progress", { have: String(stats.events_attended), need: String(a.trigger_value) });
    return null;
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("badges.title")}</h1>
      <Card title={t("badges.earned", { count: earned.total })}>
        {earned.total === 0 ? (
          <EmptyState title={t("home.badges.empty")}>{t("home.badges.emptyBody")}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("badges.earnedLabel")}>
            {earned.achievements.map((a) => (
              <li key={a.id} className="flex gap-3 rounded-lg border border-slate-200 p-3" style={{ borderLeft: `4px solid ${a.badge_color}` }}>
                <span aria-hidden="true" className="text-3xl">{a.icon}</span>
                <div>
                  <p className="font-semibold text-slate-900">{a.name}</p>
                  <p className="text-sm text-slate-700">{a.description}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {t("home.badges.earned", { date: formatDate(a.awarded_at, zone, locale) })}
                    {a.awarded_by_name ? ` · ${t("badges.awardedBy", { name: a.awarded_by_name })}` : ""}
                  </p>
                  {a.notes && <p className="mt-1 text-xs italic text-slate-700">“{a.notes}”</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("badges.notEarned")}>
        {rest.length === 0 ? (
          <EmptyState title={t("badges.allEarned")}>{t("badges.allEarnedBody")}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("badges.notEarnedLabel")}>
            {rest.map((a) => (
              <li key={a.id} className="flex gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
                <span aria-hidden="true" className="text-3xl opacity-40 grayscale">{a.icon}</span>
                <div>
                  <p className="font-semibold text-slate-800">{a.name} <span className="text-xs font-medium text-slate-700">{t("badges.notEarnedTag")}</span></p>
                  <p className="text-sm text-slate-700">{a.description}</p>
                  <p className="mt-1 text-xs text-slate-700">{criteria(a, t)}</p>
                  {progress(a) && <p className="text-xs text-slate-700">{progress(a)}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("badges.credentials")}>
        <MyCredentials
          credentials={credentials.credentials}
          awards={awards}
          zone={zone}
          today={today}
          yearStart={`${today.slice(0, 4)}-01-01`}
          issueHoursCredentialAction={issueHoursCredentialAction}
          issueBadgeCredentialAction={issueBadgeCredentialAction}
        />
      </Card>
      <Card title={t("badges.calendarFeed")}>
        <CalendarFeedPanel feedUrl={feed.feed_url} rotateFeedAction={rotateFeedAction} revokeFeedAction={revokeFeedAction} />
      </Card>
    </div>
  );
}
