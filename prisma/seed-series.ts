// A demo recurring series: "Saturday Food Pantry", Saturdays 10:00-13:00 Pacific for ten weeks,
// published, with a few signups so its dates show every fill on the recruiter's calendar. The
// dates come from the series code itself (rrule, then wall-clock time in the zone).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { zipCentroid } from "@/lib/geo/zip-centroid";
import { occurrenceDates } from "@/lib/corps/series/occurrence-dates";
import { addDays, instantOf, localOf } from "@/lib/time/wall-clock";

const ZONE = "America/Los_Angeles";
const WEEKS = 10;

export async function seedDemoSeries(db: PrismaClient, orgId: string, now: Date): Promise<void> {
  const recruiter = await db.user.findFirst({ where: { orgId, role: "recruiter" }, select: { id: true } });
  const volunteers = await db.volunteerProfile.findMany({
    where: { orgId, isActive: true, email: { not: "volunteer@demo.org" } },
    orderBy: { email: "asc" },
    take: 6,
    select: { id: true },
  });
  // The first Saturday at least two days ahead, in Pacific time.
  let first = addDays(localOf(now, ZONE).date, 2);
  while (new Date(`${first}T12:00:00Z`).getUTCDay() !== 6) first = addDays(first, 1);
  const rule = { weekdays: ["saturday" as const], until: addDays(first, (WEEKS - 1) * 7) };
  const dates = occurrenceDates(first, rule);
  const zip = "97214";
  const c = zipCentroid(zip);
  const series = await db.opportunitySeries.create({
    data: { orgId, title: "Saturday Food Pantry", recurrence: rule, timezone: ZONE, firstDate: new Date(first), startTime: "10:00", durationMinutes: 180 },
  });
  const occurrences = await db.opportunity.createManyAndReturn({
    data: dates.map((date) => {
      const start = instantOf({ date, time: "10:00" }, ZONE);
      return {
        orgId,
        seriesId: series.id,
        occurrenceDate: new Date(date),
        createdBy: recruiter?.id ?? null,
        title: "Saturday Food Pantry",
        description: "Stock shelves, check in neighbors and pack grocery boxes at the weekly pantry. Come every Saturday or pick the dates that suit you.",
        shortDescription: "Weekly 3-hour pantry shift.",
        laborType: "service" as const,
        physicalDemand: "moderate" as const,
        skillsNeeded: ["Food Handling"],
        minVolunteers: 3,
        maxVolunteers: 6,
        locationType: "onsite" as const,
        locationName: "Belmont Community Pantry",
        address: "1510 SE Belmont St",
        city: c?.city ?? "Portland",
        state: c?.state ?? "OR",
        zipCode: zip,
        latitude: c?.latitude ?? null,
        longitude: c?.longitude ?? null,
        scheduleType: "recurring" as const,
        recurrence: rule,
        startDatetime: start,
        endDatetime: new Date(start.getTime() + 180 * 60_000),
        estimatedHours: 3,
        status: "published" as const,
        autoApproveSignups: true,
        allowWaitlist: true,
        publishedAt: now,
      };
    }),
  });
  occurrences.sort((a, b) => a.startDatetime.getTime() - b.startDatetime.getTime());
  // Full, filling, below the minimum, then empty: 6, 4, 2 and 1 confirmed on the first four dates.
  const signups = [6, 4, 2, 1].flatMap((n, i) =>
    volunteers.slice(0, n).map((v) => ({ opportunityId: occurrences[i].id, volunteerId: v.id, status: "confirmed" as const, signedUpAt: now, confirmedAt: now })),
  );
  await db.signup.createMany({ data: signups });
  if (volunteers.length >= 6) await db.opportunity.update({ where: { id: occurrences[0].id }, data: { status: "full" } });
}
