// The skills catalogue: everyone reads it; corps_admin+ add custom skills.
import { requireRole } from "@/lib/auth/scope";
import { ApiError } from "@/lib/http/api-error";
import type { Skill } from "@/lib/generated/prisma/client";
import type { Ctx } from "./context";
import type { SkillCreate, SkillDto } from "./schemas/skill-schemas";

function toDto(s: Skill): SkillDto {
  return { id: s.id, name: s.name, category: s.category, description: s.description, icon: s.icon };
}

export async function listSkills(ctx: Ctx, category?: string): Promise<{ skills: SkillDto[] }> {
  const rows = await ctx.db.skill.findMany({
    where: category ? { category: { equals: category, mode: "insensitive" } } : {},
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
  return { skills: rows.map(toDto) };
}

export async function createSkill(ctx: Ctx, input: SkillCreate): Promise<SkillDto> {
  requireRole(ctx.caller, "corps_admin");
  const clash = await ctx.db.skill.findFirst({
    where: { name: { equals: input.name, mode: "insensitive" } },
    select: { id: true },
  });
  if (clash) throw new ApiError("CONFLICT", `A skill named "${input.name}" already exists`, { skill_id: clash.id });
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
}
