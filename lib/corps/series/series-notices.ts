// One notification per volunteer for a change that touches many occurrences of a series (its
// dates listed), instead of one per occurrence; its text in the volunteer's language.
import type { NotificationInput } from "@/lib/corps/notifications/notify";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { formatDayIn } from "@/lib/time/zoned-format";
import type { Locale } from "@/lib/i18n/locales";
import { notifyT, type LocalizedText } from "@/lib/corps/notifications/localized";

export interface AffectedSignup {
  userId: string;
  opportunityId: string;
  start: Date;
}

/** The days in the reader's language: "Mon, Jun 1; Mon, Jun 8 and 3 more". */
export function dayList(instants: Date[], timeZone: string, locale: Locale, max = 4): string {
  const days = instants.slice(0, max).map((d) => formatDayIn(d, timeZone, locale)).join("; ");
  const more = instants.length - Math.min(max, instants.length);
  return more > 0 ? notifyT(locale)("series.moreDates", { days, count: more }) : days;
}

/** "1 date", "3 dates" in the reader's language. */
export function dates(count: number, locale: Locale): string {
  return notifyT(locale)("series.dates", { count });
}

export function noticesPerVolunteer(
  affected: AffectedSignup[],
  timeZone: string,
  /** days(locale): the dates listed; count: how many dates. */
  build: (days: (locale: Locale) => string, count: number) => { type: NotificationType; text: LocalizedText },
  actionUrl: (firstOpportunityId: string) => string = (id) => `/opportunities/${id}`,
): NotificationInput[] {
  const byUser = new Map<string, AffectedSignup[]>();
  for (const a of affected) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  return [...byUser.entries()].map(([userId, items]) => {
    const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime());
    const unique = sorted.filter((a, i) => i === 0 || a.opportunityId !== sorted[i - 1].opportunityId);
    const content = build((locale) => dayList(unique.map((a) => a.start), timeZone, locale), unique.length);
    return { userId, ...content, opportunityId: unique[0].opportunityId, actionUrl: actionUrl(unique[0].opportunityId) };
  });
}
