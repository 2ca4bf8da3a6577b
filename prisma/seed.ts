// Demo data for the embedded default: two organizations, users of every role, ~40 volunteers,
// ~30 opportunities in every state, signups, hours, badges and notifications. Deterministic
// (seeded PRNG) apart from ids, and relative to "now" so upcoming events stay upcoming.
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { zipCentroid } from "@/lib/geo/zip-centroid";
import { ACHIEVEMENTS, SKILLS } from "./seed-catalogue";
import { DEMO_ORGS, DEMO_USERS } from "./demo-users";
import { seedProperties } from "./seed-properties";
import { seedDemoBenchmarks } from "./seed-benchmarks";
import { seedDemoProperties } from "./seed-demo-listings";
import { seedDemoSeries } from "./seed-series";
import { FIRST, INTERESTS, LAST, OPPORTUNITY_TEMPLATES, ORG_ZIPS, STATUS_PLAN, WEEKDAYS, prng, type Weekday } from "./seed-data";
import { seedVolunteerJourney } from "./seed-volunteer-journey";

function dateOnly(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export async function seedCatalogue(db: PrismaClient): Promise<void> {
  await db.skill.createMany({ data: SKILLS, skipDuplicates: true });
  await db.achievement.createMany({ data: ACHIEVEMENTS, skipDuplicates: true });
}

/** Seeds the demo data when the database has no organization yet; returns whether it did. */
export async function seedDemo(db: PrismaClient, now = new Date()): Promise<boolean> {
  await seedCatalogue(db);
  // The property CRM part checks its own marker, so databases seeded before it existed get it too.
  await seedProperties(db, now);
  // The demo admin marks a seeded database (the token command may have created other users first).
  if (await db.user.findUnique({ where: { email: DEMO_USERS[0].email }, select: { id: true } })) {
    // Checks its own marker (no benchmark set at all), so databases seeded before it existed get it too.
    await seedDemoBenchmarks(db);
    return false;
  }
  const r = prng(20261121);
  const day = 24 * 60 * 60 * 1000;

  const orgIds: string[] = [];
  for (const name of DEMO_ORGS) {
    // Both demo organizations are in the Pacific Northwest: their series run on Pacific time.
    orgIds.push((await db.organization.upsert({ where: { name }, update: {}, create: { name, timezone: "America/Los_Angeles" } })).id);
  }

  type SeedUser = { id: string; email: string; name: string; role: "admin" | "corps_admin" | "recruiter" | "volunteer"; orgId: string };
  const users: SeedUser[] = DEMO_USERS.map((u) => ({ id: randomUUID(), email: u.email, name: u.name, role: u.role, orgId: orgIds[u.org] }));
  const usedNames = new Set<string>();
  while (users.filter((u) => u.role === "volunteer").length < 40) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const key = `${first}.${last}`.toLowerCase();
    if (usedNames.has(key)) continue;
    usedNames.add(key);
    const org = users.length % 3 === 0 ? 1 : 0;
    users.push({ id: randomUUID(), email: `${key}@demo.org`, name: `${first} ${last}`, role: "volunteer", orgId: orgIds[org] });
  }
  await db.user.createMany({ data: users, skipDuplicates: true });
  // Users that existed before the seed keep their ids.
  const stored = new Map((await db.user.findMany({ where: { email: { in: users.map((u) => u.email) } }, select: { id: true, email: true } })).map((u) => [u.email, u.id]));
  for (const u of users) u.id = stored.get(u.email) ?? u.id;

  const skillNames = SKILLS.map((s) => s.name);
  const hasProfile = new Set((await db.volunteerProfile.findMany({ select: { userId: true } })).map((p) => p.userId));
  const volunteers = users
    .filter((u) => u.role === "volunteer" && !hasProfile.has(u.id))
    .map((u, i) => {
      const org = orgIds.indexOf(u.orgId);
      const zip = r.pick(ORG_ZIPS[org]);
      const c = zipCentroid(zip);
      const [first, ...rest] = u.name.split(" ");
      const availability: Partial<Record<Weekday, { start: string; end: string }[]>> = {};
      for (const d of r.some(WEEKDAYS, r.int(2, 4))) {
        availability[d] = r.next() < 0.5 ? [{ start: "09:00", end: "13:00" }] : [{ start: "13:00", end: "18:00" }];
      }
      return {
        id: randomUUID(),
        userId: u.id,
        orgId: u.orgId,
        firstName: first,
        lastName: rest.join(" "),
        email: u.email,
        bio: `Volunteer since ${2019 + (i % 7)}. Happy to help where needed.`,
        skills: r.some(skillNames, r.int(2, 5)),
        interests: r.some(INTERESTS, r.int(1, 3)),
        physicalCapability: r.pick(["light", "moderate", "heavy"] as const),
        techComfort: r.pick(["none", "basic", "intermediate", "advanced"] as const),
        availability,
        emergencyContact: { name: `${r.pick(FIRST)} ${rest.join(" ")}`, phone: `503-555-${String(1000 + i).slice(-4)}`, relationship: r.pick(["spouse", "parent", "sibling", "friend"]) },
        city: c?.city ?? null,
        zipCode: zip,
        latitude: c?.latitude ?? null,
        longitude: c?.longitude ?? null,
        maxTravelMiles: r.pick([5, 10, 15, 25, 50]),
        onboardingCompleted: true,
        isActive: i !== 12,
        deactivatedAt: i === 12 ? new Date(now.getTime() - 20 * day) : null,
        deactivationReason: i === 12 ? "Moved away" : null,
        createdAt: new Date(now.getTime() - r.int(10, 400) * day),
      };
    });
  await db.volunteerProfile.createMany({ data: volunteers });

  const staff = (org: number) => users.filter((u) => u.orgId === orgIds[org] && u.role === "recruiter")[0];
  const opportunities = STATUS_PLAN.map((status, i) => {
    const org = i % 3 === 2 ? 1 : 0;
    const t = OPPORTUNITY_TEMPLATES[i % OPPORTUNITY_TEMPLATES.length];
    const past = status === "completed";
    const offsetDays = past ? -r.int(3, 80) : status === "cancelled" ? r.int(-10, 20) : r.int(1, 40);
    const start = new Date(now.getTime() + offsetDays * day);
    start.setUTCHours(r.pick([16, 17, 18, 20, 22]), 0, 0, 0);
    const end = new Date(start.getTime() + t.hours * 60 * 60 * 1000);
    const locationType = i % 7 === 5 ? "remote" : i % 7 === 6 ? "hybrid" : "onsite";
    const zip = r.pick(ORG_ZIPS[org]);
    const c = locationType === "remote" ? null : zipCentroid(zip);
    const max = status === "full" ? r.int(3, 5) : r.pick([6, 8, 10, 12, 15, 20]);
    return {
      id: randomUUID(),
      orgId: orgIds[org],
      createdBy: staff(org).id,
      title: `${t.title}${i >= OPPORTUNITY_TEMPLATES.length ? " II" : ""}`,
      description: `${t.title} with ${DEMO_ORGS[org]}. Join neighbors for a ${t.hours}-hour shift focused on ${t.interests}. Training is provided on site; wear closed-toe shoes.`,
      shortDescription: `${t.hours}-hour ${t.labor} shift focused on ${t.interests}.`,
      laborType: t.labor,
      physicalDemand: t.demand,
      techLevel: t.tech,
      skillsNeeded: [...t.skills],
      requirements: t.demand === "heavy" ? "Able to lift 40 lb." : "",
      minVolunteers: Math.max(2, Math.floor(max / 2)),
      maxVolunteers: max,
      locationType,
      locationName: locationType === "remote" ? null : `${c?.city ?? "Community"} Center`,
      address: locationType === "remote" ? null : `${r.int(100, 9999)} ${r.pick(["SE Division St", "NE Alberta St", "N Williams Ave", "SW Main St", "Rainier Ave S", "E Pine St"])}`,
      city: c?.city ?? null,
      state: c?.state ?? null,
      zipCode: locationType === "remote" ? null : zip,
      latitude: c?.latitude ?? null,
      longitude: c?.longitude ?? null,
      scheduleType: "one_time",
      startDatetime: start,
      endDatetime: end,
      estimatedHours: t.hours,
      status,
      autoApproveSignups: i % 2 === 0,
      autoApproveHours: i % 4 === 0,
      allowWaitlist: true,
      reminderHoursBefore: 24,
      publishedAt: status === "draft" ? null : new Date(start.getTime() - 14 * day),
      cancelledAt: status === "cancelled" ? new Date(now.getTime() - 2 * day) : null,
      cancelReason: status === "cancelled" ? "Venue unavailable" : null,
      completedAt: past ? end : null,
      createdAt: new Date(start.getTime() - 20 * day),
    } as const;
  });
  await db.opportunity.createMany({ data: opportunities.map((o) => ({ ...o, skillsNeeded: [...o.skillsNeeded] })) });

  const signups: {
    id: string; opportunityId: string; volunteerId: string; status: "pending" | "confirmed" | "waitlist" | "cancelled" | "completed" | "no_show";
    waitlistPosition: number | null; signedUpAt: Date; confirmedAt: Date | null; checkInAt: Date | null; checkOutAt: Date | null; cancelledAt: Date | null;
  }[] = [];
  const hours: {
    volunteerId: string; orgId: string; opportunityId: string | null; signupId: string | null; hoursWorked: number; dateWorked: Date;
    laborType: (typeof opportunities)[number]["laborType"]; description: string; status: "pending" | "approved" | "auto_approved" | "rejected";
    submittedAt: Date; approvedAt: Date | null; approvedBy: string | null; rejectedAt: Date | null; rejectedReason: string | null;
  }[] = [];
  const activeVols = volunteers.filter((v) => v.isActive);
  for (const o of opportunities) {
    if (o.status === "draft") continue;
    const pool = activeVols.filter((v) => v.orgId === o.orgId || r.next() < 0.15);
    const signedUpAt = new Date(o.startDatetime.getTime() - r.int(2, 12) * day);
    if (o.status === "completed") {
      for (const v of r.some(pool, Math.min(o.maxVolunteers, r.int(3, 8)))) {
        const noShow = r.next() < 0.12;
        const id = randomUUID();
        const worked = Math.round(Number(o.estimatedHours) * 4 * (0.75 + r.next() * 0.5)) / 4;
        signups.push({
          id, opportunityId: o.id, volunteerId: v.id, status: noShow ? "no_show" : "completed", waitlistPosition: null, signedUpAt,
          confirmedAt: signedUpAt, checkInAt: noShow ? null : o.startDatetime,
          checkOutAt: noShow ? null : new Date(o.startDatetime.getTime() + worked * 3600_000), cancelledAt: null,
        });
        if (!noShow) {
          const state = o.autoApproveHours ? "auto_approved" : r.next() < 0.75 ? "approved" : "pending";
          hours.push({
            volunteerId: v.id, orgId: o.orgId, opportunityId: o.id, signupId: id, hoursWorked: worked, dateWorked: dateOnly(o.startDatetime),
            laborType: o.laborType, description: `Checked out of ${o.title}`, status: state, submittedAt: o.endDatetime,
            approvedAt: state === "pending" ? null : new Date(o.endDatetime.getTime() + day), approvedBy: state === "approved" ? o.createdBy : null,
            rejectedAt: null, rejectedReason: null,
          });
        }
      }
    } else if (o.status === "published" || o.status === "full") {
      const seats = o.status === "full" ? o.maxVolunteers : r.int(0, Math.floor(o.maxVolunteers * 0.7));
      const chosen = r.some(pool, seats + (o.status === "full" ? 2 : 0));
      chosen.forEach((v, idx) => {
        const waitlisted = idx >= seats;
        const status = waitlisted ? "waitlist" : o.autoApproveSignups || r.next() < 0.6 ? "confirmed" : "pending";
        signups.push({
          id: randomUUID(), opportunityId: o.id, volunteerId: v.id, status, waitlistPosition: waitlisted ? idx - seats + 1 : null,
          signedUpAt: new Date(signedUpAt.getTime() + idx * 3600_000), confirmedAt: status === "confirmed" ? signedUpAt : null,
          checkInAt: null, checkOutAt: null, cancelledAt: null,
        });
      });
    } else if (o.status === "cancelled") {
      for (const v of r.some(pool, 2)) {
        signups.push({
          id: randomUUID(), opportunityId: o.id, volunteerId: v.id, status: "cancelled", waitlistPosition: null, signedUpAt,
          confirmedAt: signedUpAt, checkInAt: null, checkOutAt: null, cancelledAt: o.cancelledAt,
        });
      }
    }
  }
  await db.signup.createMany({ data: signups });

  // Manual hours entries without an opportunity, spread over the past year.
  for (const v of activeVols) {
    for (let k = 0; k < r.int(1, 4); k++) {
      const when = new Date(now.getTime() - r.int(1, 360) * day);
      const state = r.pick(["approved", "approved", "pending", "rejected"] as const);
      const recruiter = staff(orgIds.indexOf(v.orgId));
      hours.push({
        volunteerId: v.id, orgId: v.orgId, opportunityId: null, signupId: null, hoursWorked: r.int(2, 24) / 4 + 1,
        dateWorked: dateOnly(when), laborType: r.pick(["service", "administrative", "outreach", "education"] as const),
        description: r.pick(["Phone calls for donor drive", "Sorted clothing donations", "Helped at front desk", "Prepared newsletter mailing"]),
        status: state, submittedAt: new Date(when.getTime() + 3600_000),
        approvedAt: state === "approved" ? new Date(when.getTime() + day) : null, approvedBy: state === "approved" ? recruiter.id : null,
        rejectedAt: state === "rejected" ? new Date(when.getTime() + day) : null, rejectedReason: state === "rejected" ? "Duplicate of another entry" : null,
      });
    }
  }
  // The recruiter journey (tests/e2e/recruiter-journey.spec.ts): the demo volunteer has 5 approved
  // hours and a pending 5-hour entry, so approving that entry crosses the "10 Hours" milestone.
  // Fixed values (no PRNG draws), so the rest of the seed is unchanged.
  const demoVolunteer = volunteers.find((v) => v.email === "volunteer@demo.org");
  if (demoVolunteer) {
    const recruiter = staff(orgIds.indexOf(demoVolunteer.orgId));
    const worked = (days: number) => dateOnly(new Date(now.getTime() - days * day));
    hours.push(
      {
        volunteerId: demoVolunteer.id, orgId: demoVolunteer.orgId, opportunityId: null, signupId: null, hoursWorked: 5, dateWorked: worked(40),
        laborType: "outreach", description: "Handed out flyers at the farmers market", status: "approved", submittedAt: new Date(now.getTime() - 39 * day),
        approvedAt: new Date(now.getTime() - 38 * day), approvedBy: recruiter.id, rejectedAt: null, rejectedReason: null,
      },
      {
        volunteerId: demoVolunteer.id, orgId: demoVolunteer.orgId, opportunityId: null, signupId: null, hoursWorked: 5, dateWorked: worked(2),
        laborType: "service", description: "Staffed the welcome table at the volunteer fair", status: "pending", submittedAt: new Date(now.getTime() - day),
        approvedAt: null, approvedBy: null, rejectedAt: null, rejectedReason: null,
      },
    );
  }
  await db.hoursEntry.createMany({ data: hours });

  // Badges consistent with the seeded rows (the same thresholds the automatic awards use).
  const achievements = await db.achievement.findMany();
  const awards: { achievementId: string; volunteerId: string; awardedAt: Date }[] = [];
  for (const v of volunteers) {
    const approved = hours.filter((h) => h.volunteerId === v.id && (h.status === "approved" || h.status === "auto_approved")).reduce((s, h) => s + h.hoursWorked, 0);
    const events = signups.filter((s) => s.volunteerId === v.id && s.status === "completed").length;
    for (const a of achievements) {
      const earned =
        (a.triggerType === "hours_milestone" && approved >= (a.triggerValue ?? Infinity)) ||
        (a.triggerType === "events_milestone" && events >= (a.triggerValue ?? Infinity));
      if (earned) awards.push({ achievementId: a.id, volunteerId: v.id, awardedAt: new Date(now.getTime() - r.int(1, 60) * day) });
    }
  }
  const leader = achievements.find((a) => a.name === "Team Leader");
  if (leader) awards.push({ achievementId: leader.id, volunteerId: volunteers[0].id, awardedAt: new Date(now.getTime() - 5 * day) });
  await db.volunteerAchievement.createMany({ data: awards, skipDuplicates: true });

  // A few in-app notifications so the notification centre is not empty.
  const notes = volunteers.slice(0, 10).flatMap((v, i) => {
    const o = opportunities.find((x) => x.status === "published" && x.orgId === v.orgId) ?? opportunities[4];
    return [
      { userId: v.userId, notificationType: "volunteer_needed" as const, title: `Volunteers needed: ${o.title}`, message: `${o.title} still has open seats. Can you help?`, opportunityId: o.id, actionUrl: `/opportunities/${o.id}`, deliveredAt: new Date(now.getTime() - (i + 1) * 3600_000) },
      { userId: v.userId, notificationType: "announcement" as const, title: "Welcome to the volunteer network", message: "Complete your profile to get better recommendations.", opportunityId: null, actionUrl: "/volunteer/profile", deliveredAt: new Date(now.getTime() - 3 * day), readAt: i % 2 ? new Date(now.getTime() - 2 * day) : null },
    ];
  });
  await db.notification.createMany({ data: notes });
  await seedVolunteerJourney(db, now);
  await seedDemoSeries(db, orgIds[0], now);
  await seedDemoProperties(db);
  await seedDemoBenchmarks(db);
  return true;
}
