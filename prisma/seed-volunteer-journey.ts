// The volunteer journey's two fixed opportunities (demo and browser tests).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { zipCentroid } from "@/lib/geo/zip-centroid";

/**
 * Two fixed opportunities for the volunteer journey (demo and browser tests), outside the
 * random plan: "Evening Meal Service" is under way now, its one seat taken by volunteer@demo.org
 * (confirmed, so check-in and check-out can be tried), and "Warming Shelter Setup" is full with
 * a waitlist and volunteer@demo.org not signed up (so joining the waitlist can be tried).
 */
export async function seedVolunteerJourney(db: PrismaClient, now: Date): Promise<void> {
  const hour = 3600_000;
  const me = await db.volunteerProfile.findFirst({ where: { email: "volunteer@demo.org" }, select: { id: true, orgId: true } });
  if (!me) return;
  const others = await db.volunteerProfile.findMany({
    where: { orgId: me.orgId, isActive: true, id: { not: me.id } },
    orderBy: { email: "asc" },
    take: 2,
    select: { id: true },
  });
  const recruiter = await db.user.findFirstOrThrow({ where: { orgId: me.orgId, role: "recruiter" }, select: { id: true } });
  const zip = "97214";
  const c = zipCentroid(zip);
  const base = {
    orgId: me.orgId,
    createdBy: recruiter.id,
    laborType: "service" as const,
    physicalDemand: "light" as const,
    techLevel: "none" as const,
    skillsNeeded: ["Food Handling"],
    locationType: "onsite" as const,
    address: "1510 SE Belmont St",
    city: c?.city ?? "Portland",
    state: c?.state ?? "OR",
    zipCode: zip,
    latitude: c?.latitude ?? null,
    longitude: c?.longitude ?? null,
    scheduleType: "one_time" as const,
    autoApproveSignups: true,
    autoApproveHours: false,
    allowWaitlist: true,
    reminderHoursBefore: 24,
    publishedAt: new Date(now.getTime() - 7 * 24 * hour),
  };
  const meal = await db.opportunity.create({
    data: {
      ...base,
      title: "Evening Meal Service",
      description: "Serve a hot dinner at the Belmont community kitchen. Check in when you arrive and check out when you leave.",
      shortDescription: "3-hour service shift serving dinner.",
      locationName: "Belmont Community Kitchen",
      minVolunteers: 1,
      maxVolunteers: 1,
      startDatetime: new Date(now.getTime() - hour),
      endDatetime: new Date(now.getTime() + 2 * hour),
      estimatedHours: 3,
      status: "full",
    },
  });
  const shelter = await db.opportunity.create({
    data: {
      ...base,
      title: "Warming Shelter Setup",
      description: "Set up cots and supplies at the winter warming shelter before the first cold night.",
      shortDescription: "2-hour service shift setting up a shelter.",
      locationName: "Southeast Warming Shelter",
      minVolunteers: 2,
      maxVolunteers: others.length,
      startDatetime: new Date(now.getTime() + 5 * 24 * hour),
      endDatetime: new Date(now.getTime() + 5 * 24 * hour + 2 * hour),
      estimatedHours: 2,
      status: "full",
    },
  });
  const signedUpAt = new Date(now.getTime() - 2 * 24 * hour);
  await db.signup.createMany({
    data: [
      { opportunityId: meal.id, volunteerId: me.id, status: "confirmed", signedUpAt, confirmedAt: signedUpAt },
      ...others.map((o) => ({ opportunityId: shelter.id, volunteerId: o.id, status: "confirmed" as const, signedUpAt, confirmedAt: signedUpAt })),
    ],
  });
}
