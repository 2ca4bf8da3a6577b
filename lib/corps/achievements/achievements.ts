// Achievements: the badge catalogue, a volunteer's earned badges and manual awards.
// Automatic awards live in achievement-engine.ts.
import { hasRole } from "@/lib/auth/roles";
import { assertManagesOrg, requireRole, staffOrgScope } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import type { AchievementDto, AwardBody, AwardResultDto, VolunteerAchievementDto } from "./achievement-schemas";
import { getVolunteerOrThrow } from "../volunteers/volunteers";
import { notifyT } from "../notifications/localized";

/** Ordered as a volunteer reads the catalogue: milestones by kind and threshold, then the manual badges. */
export async function listAchievements(ctx: Ctx): Promise<{ achievements: AchievementDto[]; total: number }> {
  // Hidden (is_public = false) badges are staff tools; volunteers see them only once earned.
  const staff = hasRole(ctx.caller.role, "recruiter");
  const rows = await ctx.db.achievement.findMany({
    where: staff ? {} : { isPublic: true },
    orderBy: [{ triggerType: "asc" }, { triggerValue: "asc" }, { name: "asc" }],
  });
  return {
    achievements: rows.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      icon: a.icon,
      badge_color: a.badgeColor,
      trigger_type: a.triggerType,
      trigger_value: a.triggerValue,
      is_public: a.isPublic,
    })),
    total: rows.length,
  };
}

/** Earned badges, newest first; visible to whoever may see the profile. */
export async function listVolunteerAchievements(ctx: Ctx, volunteerId: string): Promise<{ achievements: VolunteerAchievementDto[]; total: number }> {
  await getVolunteerOrThrow(ctx, volunteerId);
  const rows = await ctx.db.volunteerAchievement.findMany({
    where: { volunteerId },
    orderBy: [{ awardedAt: "desc" }, { id: "asc" }],
    include: { achievement: true, awarder: { select: { name: true, email: true } } },
  });
  return {
    achievements: rows.map((r) => ({
      id: r.achievement.id,
      name: r.achievement.name,
      description: r.achievement.description,
      icon: r.achievement.icon,
      badge_color: r.achievement.badgeColor,
      trigger_type: r.achievement.triggerType,
      trigger_value: r.achievement.triggerValue,
      awarded_at: r.awardedAt.toISOString(),
      awarded_by_name: r.awarder ? (r.awarder.name ?? r.awarder.email) : null,
      notes: r.notes,
    })),
    total: rows.length,
  };
}

/** corps_admin+ awards any badge (milestones included, e.g. for hours logged before the app) to a volunteer of their organization. */
export async function awardAchievement(ctx: Ctx, achievementId: string, input: AwardBody): Promise<AwardResultDto> {
  const achievement = await ctx.db.achievement.findUnique({ where: { id: achievementId } });
  if (!achievement) throw ApiError.notFound("Achievement");
  const volunteer = await ctx.db.volunteerProfile.findUnique({ where: { id: input.volunteer_id }, select: { id: true, orgId: true, userId: true } });
  if (!volunteer) throw ApiError.notFound("Volunteer");
  assertManagesOrg(ctx.caller, volunteer.orgId, "Volunteer");
  try {
    return await ctx.db.$transaction(async (tx) => {
      const award = await tx.volunteerAchievement.create({
        data: { achievementId, volunteerId: volunteer.id, awardedBy: ctx.caller.id, notes: input.notes ?? "" },
      });
      await notify(tx, {
        userId: volunteer.userId,
        type: "achievement_awarded",
        text: (locale) => ({
          title: notifyT(locale)("badge.title", { name: achievement.name }),
          message: notifyT(locale)("badge.awarded", { name: achievement.name, notes: input.notes ? ` ${input.notes}` : "" }),
        }),
        actionUrl: "/volunteer/badges",
      });
      await emitEvent(tx, "achievement.awarded", volunteer.orgId, {
        achievement_id: achievement.id,
        achievement_name: achievement.name,
        volunteer_id: volunteer.id,
        awarded_at: award.awardedAt.toISOString(),
        awarded_by: ctx.caller.id,
        automatic: false,
      });
      return {
        id: award.id,
        achievement_id: achievement.id,
        achievement_name: achievement.name,
        volunteer_id: volunteer.id,
        awarded_at: award.awardedAt.toISOString(),
        awarded_by: ctx.caller.id,
        notes: award.notes,
      };
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      throw new ApiError("CONFLICT", `The volunteer already has the ${achievement.name} badge`);
    }
    throw err;
  }
}

export interface RecentAwardDto {
  id: string;
  achievement_name: string;
  icon: string;
  badge_color: string;
  volunteer_id: string;
  volunteer_name: string;
  awarded_at: string;
  awarded_by_name: string | null;
  notes: string;
}

/** The latest awards (manual and automatic) to volunteers the caller manages: corps_admins their organization, admins all. */
export async function listRecentAwards(ctx: Ctx, limit = 10): Promise<{ awards: RecentAwardDto[] }> {
  requireRole(ctx.caller, "corps_admin");
  const org = staffOrgScope(ctx.caller);
  const rows = await ctx.db.volunteerAchievement.findMany({
    where: org ? { volunteer: { orgId: org } } : {},
    orderBy: [{ awardedAt: "desc" }, { id: "asc" }],
    take: limit,
    include: {
      achievement: { select: { name: true, icon: true, badgeColor: true } },
      volunteer: { select: { id: true, firstName: true, lastName: true } },
      awarder: { select: { name: true, email: true } },
    },
  });
  return {
    awards: rows.map((r) => ({
      id: r.id,
      achievement_name: r.achievement.name,
      icon: r.achievement.icon,
      badge_color: r.achievement.badgeColor,
      volunteer_id: r.volunteer.id,
      volunteer_name: `${r.volunteer.firstName} ${r.volunteer.lastName}`.trim(),
      awarded_at: r.awardedAt.toISOString(),
      awarded_by_name: r.awarder ? (r.awarder.name ?? r.awarder.email) : null,
      notes: r.notes,
    })),
  };
}
