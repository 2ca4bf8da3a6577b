// One notification per volunteer for a change that touches many occurrences of a series (its
// dates listed), instead of one per occurrence.
import type { NotificationInput } from "@/lib/corps/notifications/notify";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { formatDayList } from "@/lib/time/zoned-format";

export interface AffectedSignup {
  userId: string;
  opportunityId: string;
  start: Date;
}

export function noticesPerVolunteer(
  affected: AffectedSignup[],
  timeZone: string,
  build: (dates: string, count: number) => { type: NotificationType; title: string; message: string },
  actionUrl: (firstOpportunityId: string) => string = (id) => `/opportunities/${id}`,
): NotificationInput[] {
  const byUser = new Map<string, AffectedSignup[]>();
  for (const a of affected) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  return [...byUser.entries()].map(([userId, items]) => {
    const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime());
    const unique = sorted.filter((a, i) => i === 0 || a.opportunityId !== sorted[i - 1].opportunityId);
    const content = build(formatDayList(unique.map((a) => a.start), timeZone), unique.length);
    return { userId, ...content, opportunityId: unique[0].opportunityId, actionUrl: actionUrl(unique[0].opportunityId) };
  });
}

export function dates(count: number): string {
  return count === 1 ? "1 date" : `${count} dates`;
}
