// Volunteer profiles: self-registration, scoped reads, updates and deactivation.
import { canManageOrg, resolveOrgFilter } from "@/lib/auth/scope";
import { hasRole } from "@/lib/auth/roles";
import type { DbTx } from "@/lib/db/client";
import { Prisma, type VolunteerProfile } from "@/lib/generated/prisma/client";
import { zipCentroid } from "@/lib/geo/zip-centroid";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import type {
  VolunteerCreate,
  VolunteerListItemDto,
  VolunteerListQuery,
  VolunteerProfileDto,
  VolunteerUpdate,
} from "./volunteer-schemas";
import { statsFor, totalHoursFor } from "./volunteer-stats";

/** Where a caller may see volunteer profiles: own profile for volunteers, own org for staff. */
function visibleWhere(ctx: Ctx, requestedOrg?: string): Prisma.VolunteerProfileWhereInput {
  const { caller } = ctx;
  if (caller.role === "volunteer") return { userId: caller.id };
  const org = resolveOrgFilter(caller, requestedOrg);
  return org ? { orgId: org } : {};
}

/** Scoped look-up: a profile the caller may not see is NOT_FOUND. */
export async function getVolunteerOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<VolunteerProfile> {
  const row = await tx.volunteerProfile.findFirst({ where: { AND: [{ id }, visibleWhere(ctx)] } });
  if (!row) throw ApiError.notFound("Volunteer");
  return row;
}

function canSeePrivate(ctx: Ctx, row: VolunteerProfile): boolean {
  return row.userId === ctx.caller.id || canManageOrg(ctx.caller, row.orgId);
}

async function toProfile(ctx: Ctx, row: VolunteerProfile, tx: DbTx = ctx.db): Promise<VolunteerProfileDto> {
  const [stats, awards] = await Promise.all([
    statsFor(tx, row.id),
    tx.volunteerAchievement.findMany({
      where: { volunteerId: row.id },
      orderBy: { awardedAt: "desc" },
      select: { awardedAt: true, achievement: { select: { id: true, name: true, icon: true } } },
    }),
  ]);
  const profile: VolunteerProfileDto = {
    id: row.id,
    user_id: row.userId,
    org_id: row.orgId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    bio: row.bio,
    skills: row.skills,
    interests: row.interests,
    physical_capability: row.physicalCapability,
    tech_comfort: row.techComfort,
    availability: row.availability as VolunteerProfileDto["availability"],
    is_active: row.isActive,
    onboarding_completed: row.onboardingCompleted,
    stats,
    achievements: awards.map((a) => ({
      id: a.achievement.id,
      name: a.achievement.name,
      icon: a.achievement.icon,
      awarded_at: a.awardedAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
  };
  if (canSeePrivate(ctx, row)) {
    profile.emergency_contact = row.emergencyContact as VolunteerProfileDto["emergency_contact"];
    profile.city = row.city;
    profile.zip_code = row.zipCode;
    profile.max_travel_miles = row.maxTravelMiles;
    profile.date_of_birth = row.dateOfBirth?.toISOString().slice(0, 10) ?? null;
  }
  return profile;
}

export async function listVolunteers(ctx: Ctx, q: VolunteerListQuery) {
  const where: Prisma.VolunteerProfileWhereInput = {
    AND: [
      visibleWhere(ctx, q.org_id),
      q.skills ? { skills: { hasSome: q.skills } } : {},
      q.is_active === undefined ? {} : { isActive: q.is_active },
      // Every word must match the first name, last name or e-mail, so a full name ("Ana Ruiz")
      // finds the person as well as either part alone does.
      ...(q.search ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map(
          (word): Prisma.VolunteerProfileWhereInput => ({
            OR: [
              { firstName: { contains: word, mode: "insensitive" } },
              { lastName: { contains: word, mode: "insensitive" } },
              { email: { contains: word, mode: "insensitive" } },
            ],
          }),
        ),
    ],
  };
  const [rows, total] = await Promise.all([
    ctx.db.volunteerProfile.findMany({
      where,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: offset(q),
      take: q.limit,
    }),
    ctx.db.volunteerProfile.count({ where }),
  ]);
  const hours = await totalHoursFor(ctx.db, rows.map((r) => r.id));
  const volunteers: VolunteerListItemDto[] = rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    skills: r.skills,
    physical_capability: r.physicalCapability,
    is_active: r.isActive,
    total_hours: hours.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
  }));
  return { volunteers, total, page: q.page, limit: q.limit };
}

export async function getVolunteerProfile(ctx: Ctx, id: string): Promise<VolunteerProfileDto> {
  return toProfile(ctx, await getVolunteerOrThrow(ctx, id));
}

export async function getMyProfile(ctx: Ctx): Promise<VolunteerProfileDto> {
  const row = await ctx.db.volunteerProfile.findUnique({ where: { userId: ctx.caller.id } });
  if (!row) throw new ApiError("NOT_FOUND", "You have no volunteer profile yet: create one with POST /api/corps/volunteers");
  return toProfile(ctx, row);
}

function locationFields(input: VolunteerUpdate): Prisma.VolunteerProfileUncheckedUpdateInput {
  if (input.zip_code === undefined) return {};
  const centroid = zipCentroid(input.zip_code);
  return { zipCode: input.zip_code, latitude: centroid?.latitude ?? null, longitude: centroid?.longitude ?? null };
}

function dataFrom(input: VolunteerUpdate): Prisma.VolunteerProfileUncheckedUpdateInput {
  return {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.email !== undefined && { email: input.email.toLowerCase() }),
    ...(input.bio !== undefined && { bio: input.bio }),
    ...(input.skills !== undefined && { skills: [...new Set(input.skills)] }),
    ...(input.interests !== undefined && { interests: [...new Set(input.interests)] }),
    ...(input.physical_capability !== undefined && { physicalCapability: input.physical_capability }),
    ...(input.tech_comfort !== undefined && { techComfort: input.tech_comfort }),
    ...(input.availability !== undefined && { availability: input.availability }),
    ...(input.emergency_contact !== undefined && {
      emergencyContact: input.emergency_contact === null ? Prisma.DbNull : input.emergency_contact,
    }),
    ...(input.city !== undefined && { city: input.city }),
    ...(input.max_travel_miles !== undefined && { maxTravelMiles: input.max_travel_miles }),
    ...(input.date_of_birth !== undefined && { dateOfBirth: input.date_of_birth === null ? null : new Date(`${input.date_of_birth}T00:00:00Z`) }),
    ...(input.onboarding_completed !== undefined && { onboardingCompleted: input.onboarding_completed }),
    ...locationFields(input),
  };
}

function splitName(name: string | null, email: string): { first: string; last: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return { first: parts[0], last: parts.slice(1).join(" ") };
  if (parts.length === 1) return { first: parts[0], last: "" };
  return { first: email.split("@")[0], last: "" };
}

export async function createVolunteer(ctx: Ctx, input: VolunteerCreate): Promise<VolunteerProfileDto> {
  const { caller } = ctx;
  if (!caller.orgId) {
    throw ApiError.validation({ org_id: "Your account belongs to no organization" }, "A volunteer profile needs an organization");
  }
  const existing = await ctx.db.volunteerProfile.findUnique({ where: { userId: caller.id }, select: { id: true } });
  if (existing) throw new ApiError("CONFLICT", "You already have a volunteer profile", { volunteer_id: existing.id });
  const defaults = splitName(caller.name, caller.email);
  const orgId = caller.orgId;
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.volunteerProfile.create({
      data: {
        userId: caller.id,
        orgId,
        firstName: input.first_name ?? defaults.first,
        lastName: input.last_name ?? defaults.last,
        email: (input.email ?? caller.email).toLowerCase(),
        ...(dataFrom(input) as Omit<Prisma.VolunteerProfileUncheckedCreateInput, "userId" | "orgId" | "firstName" | "lastName" | "email">),
      },
    });
    await emitEvent(tx, "volunteer.created", orgId, {
      volunteer_id: created.id,
      user_id: created.userId,
      org_id: created.orgId,
      first_name: created.firstName,
      last_name: created.lastName,
      email: created.email,
      created_at: created.createdAt.toISOString(),
    });
    return created;
  });
  return toProfile({ ...ctx, caller: { ...caller, volunteerId: row.id } }, row);
}

/** The owner, or recruiter+ of the profile's organization, may change it. */
async function getEditableOrThrow(ctx: Ctx, id: string): Promise<VolunteerProfile> {
  const row = await getVolunteerOrThrow(ctx, id);
  const own = row.userId === ctx.caller.id;
  if (!own && !(hasRole(ctx.caller.role, "recruiter") && canManageOrg(ctx.caller, row.orgId))) {
    throw ApiError.forbidden("Only the volunteer or their organization's staff can change this profile");
  }
  return row;
}

export async function updateVolunteer(ctx: Ctx, id: string, input: VolunteerUpdate): Promise<VolunteerProfileDto> {
  await getEditableOrThrow(ctx, id);
  const row = await ctx.db.volunteerProfile.update({ where: { id }, data: dataFrom(input) });
  return toProfile(ctx, row);
}

export async function deactivateVolunteer(ctx: Ctx, id: string, reason?: string) {
  const current = await getEditableOrThrow(ctx, id);
  const row = current.isActive
    ? await ctx.db.volunteerProfile.update({
        where: { id },
        data: { isActive: false, deactivatedAt: new Date(), deactivationReason: reason ?? null },
      })
    : current;
  return { id: row.id, is_active: row.isActive, status: "deactivated" as const };
}
