// The skills catalogue: everyone reads the active skills; corps_admin+ add custom skills and
// manage them (admins: every skill; corps_admins: the skills their organization added).
// Profiles and opportunities store skill names, so a rename rewrites those arrays and a skill in
// use is never deleted (deactivate it instead).
import { requireRole } from "@/lib/auth/scope";
import { Prisma, type Skill } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { DbTx } from "@/lib/db/client";
import type { Ctx } from "@/lib/auth/context";
import type { SkillCreate, SkillDto, SkillUpdate } from "./skill-schemas";

function toDto(s: Skill): SkillDto {
  return { id: s.id, name: s.name, category: s.category, description: s.description, icon: s.icon };
}

/** The catalogue offered to profiles and opportunities: deactivated skills are left out. */
export async function listSkills(ctx: Ctx, category?: string): Promise<{ skills: SkillDto[]; total: number }> {
  const rows = await ctx.db.skill.findMany({
    where: { isActive: true, ...(category ? { category: { equals: category, mode: "insensitive" } } : {}) },
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
  return { skills: rows.map(toDto), total: rows.length };
}

async function nameClash(db: DbTx, name: string, exceptId?: string): Promise<void> {
  const clash = await db.skill.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true, isActive: true },
  });
  if (clash) {
    throw new ApiError("CONFLICT", `A skill named "${name}" already exists${clash.isActive ? "" : " (deactivated)"}`, {
      skill_id: clash.id,
      fields: { name: `A skill named "${name}" already exists${clash.isActive ? "" : " (deactivated: reactivate it instead)"}` },
    });
  }
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

export async function createSkill(ctx: Ctx, input: SkillCreate): Promise<SkillDto> {
  requireRole(ctx.caller, "corps_admin");
  await nameClash(ctx.db, input.name);
  try {
    const row = await ctx.db.skill.create({
      data: {
        name: input.name,
        category: input.category,
        description: input.description ?? "",
        icon: input.icon ?? "",
        createdBy: ctx.caller.system ? null : ctx.caller.id,
      },
    });
    return toDto(row);
  } catch (err) {
    // Two admins adding the same name at once: the unique index decides.
    if (isUniqueViolation(err)) throw new ApiError("CONFLICT", `A skill named "${input.name}" already exists`, { fields: { name: "Already exists" } });
    throw err;
  }
}

export interface SkillCatalogueEntry extends SkillDto {
  is_active: boolean;
  /** Profiles (any organization) listing the skill. */
  volunteers_using: number;
  /** Opportunities (any organization) needing the skill. */
  opportunities_using: number;
  /** Whether the caller may rename, deactivate or delete it. */
  can_manage: boolean;
  custom: boolean;
}

/** Every skill, active or not, with how widely it is used: the admin's management view. */
export async function listSkillCatalogue(ctx: Ctx): Promise<{ skills: SkillCatalogueEntry[] }> {
  requireRole(ctx.caller, "corps_admin");
  const rows = await ctx.db.$queryRaw<
    { id: string; name: string; category: string; description: string; icon: string; is_active: boolean; creator_org: string | null; custom: boolean; volunteers: bigint; opportunities: bigint }[]
  >`
    SELECT s.id, s.name, s.category, s.description, s.icon, s.is_active, u.org_id AS creator_org, s.created_by IS NOT NULL AS custom,
           (SELECT COUNT(*) FROM volunteer_profiles v WHERE s.name = ANY (v.skills)) AS volunteers,
           (SELECT COUNT(*) FROM opportunities o WHERE s.name = ANY (o.skills_needed)) AS opportunities
    FROM skills s LEFT JOIN users u ON u.id = s.created_by
    ORDER BY s.category, s.name, s.id`;
  return {
    skills: rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      description: r.description,
      icon: r.icon,
      is_active: r.is_active,
      volunteers_using: Number(r.volunteers),
      opportunities_using: Number(r.opportunities),
      can_manage: canManageSkill(ctx, r.creator_org),
      custom: r.custom,
    })),
  };
}

function canManageSkill(ctx: Ctx, creatorOrg: string | null): boolean {
  if (ctx.caller.role === "admin") return true;
  return ctx.caller.role === "corps_admin" && creatorOrg !== null && creatorOrg === ctx.caller.orgId;
}

/** Scoped look-up for changes: unknown id is NOT_FOUND; a skill the caller may not manage is FORBIDDEN (the catalogue is public). */
async function getManageableSkillOrThrow(ctx: Ctx, id: string, db: DbTx = ctx.db): Promise<Skill> {
  requireRole(ctx.caller, "corps_admin");
  const row = await db.skill.findUnique({ where: { id } });
  if (!row) throw ApiError.notFound("Skill");
  const creator = row.createdBy ? await db.user.findUnique({ where: { id: row.createdBy }, select: { orgId: true } }) : null;
  if (!canManageSkill(ctx, creator?.orgId ?? null)) {
    throw ApiError.forbidden(row.createdBy ? "Only an admin or the organization that added this skill can change it" : "Only an admin can change the standard catalogue");
  }
  return row;
}

async function usage(db: DbTx, name: string): Promise<{ volunteers: number; opportunities: number }> {
  const [r] = await db.$queryRaw<{ volunteers: bigint; opportunities: bigint }[]>`
    SELECT (SELECT COUNT(*) FROM volunteer_profiles WHERE ${name} = ANY (skills)) AS volunteers,
           (SELECT COUNT(*) FROM opportunities WHERE ${name} = ANY (skills_needed)) AS opportunities`;
  return { volunteers: Number(r.volunteers), opportunities: Number(r.opportunities) };
}

/** Rename, recategorize or (de)activate; a rename carries over to every profile and opportunity using the skill. */
export async function updateSkill(ctx: Ctx, id: string, input: SkillUpdate): Promise<SkillDto & { is_active: boolean }> {
  try {
    return await ctx.db.$transaction(async (tx) => {
      const current = await getManageableSkillOrThrow(ctx, id, tx);
      const rename = input.name !== undefined && input.name !== current.name;
      if (rename) await nameClash(tx, input.name as string, id);
      const row = await tx.skill.update({
        where: { id },
        data: { name: input.name, category: input.category, description: input.description, icon: input.icon, isActive: input.is_active },
      });
      if (rename) {
        // Names are free text on profiles, so one may already list the new name: drop it first to avoid a duplicate.
        await tx.$executeRaw`UPDATE volunteer_profiles SET skills = array_replace(array_remove(skills, ${row.name}), ${current.name}, ${row.name}) WHERE ${current.name} = ANY (skills)`;
        await tx.$executeRaw`UPDATE opportunities SET skills_needed = array_replace(array_remove(skills_needed, ${row.name}), ${current.name}, ${row.name}) WHERE ${current.name} = ANY (skills_needed)`;
      }
      return { ...toDto(row), is_active: row.isActive };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError("CONFLICT", `A skill named "${input.name}" already exists`, { fields: { name: "Already exists" } });
    throw err;
  }
}

/** Deletes an unused skill; one that volunteers or opportunities use is a CONFLICT (deactivate it instead). */
export async function deleteSkill(ctx: Ctx, id: string): Promise<{ success: true }> {
  return ctx.db.$transaction(async (tx) => {
    const skill = await getManageableSkillOrThrow(ctx, id, tx);
    const used = await usage(tx, skill.name);
    if (used.volunteers > 0 || used.opportunities > 0) {
      throw new ApiError(
        "CONFLICT",
        `"${skill.name}" is used by ${used.volunteers} volunteer${used.volunteers === 1 ? "" : "s"} and ${used.opportunities} opportunit${used.opportunities === 1 ? "y" : "ies"}; deactivate it instead`,
        used,
      );
    }
    await tx.skill.delete({ where: { id } });
    return { success: true as const };
  });
}
