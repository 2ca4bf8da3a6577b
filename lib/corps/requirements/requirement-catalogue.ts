// The requirements catalogue of an organization: list, read, create, change (a waiver's new text
// is a new version) and delete (signatures and records stay on file).
import { staffOrgScope } from "@/lib/auth/scope";
import type { DbTx } from "@/lib/db/client";
import type { Prisma, Requirement } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import type { RequirementCreate, RequirementDto, RequirementListQuery, RequirementUpdate } from "./requirement-schemas";
import { getManagedRequirementOrThrow, getReadableRequirementOrThrow } from "./requirement-lookup";

const NO_ORG = "00000000-0000-0000-0000-000000000000";

async function linkCounts(tx: DbTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.opportunityRequirement.groupBy({ by: ["requirementId"], where: { requirementId: { in: ids } }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.requirementId, r._count._all]));
}

function toDto(r: Requirement, opportunityCount: number): RequirementDto {
  return {
    id: r.id,
    org_id: r.orgId,
    kind: r.kind,
    name: r.name,
    description: r.description,
    body: r.body,
    applies_to_all: r.appliesToAll,
    valid_days: r.validDays,
    min_age: r.minAge,
    version: r.version,
    opportunity_count: opportunityCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * Any member of an organization reads its catalogue (volunteers too: they see what they will be
 * asked for); admins read every organization's, or one with org_id. Ordered by kind, name.
 */
export async function listRequirements(ctx: Ctx, q: RequirementListQuery): Promise<{ requirements: RequirementDto[]; total: number }> {
  const { caller } = ctx;
  const orgId = caller.role === "admin" ? (q.org_id ?? undefined) : caller.orgId && (!q.org_id || q.org_id === caller.orgId) ? caller.orgId : NO_ORG;
  const rows = await ctx.db.requirement.findMany({
    where: { deletedAt: null, ...(orgId ? { orgId } : {}), ...(q.kind ? { kind: q.kind } : {}) },
    orderBy: [{ kind: "asc" }, { name: "asc" }, { id: "asc" }],
  });
  const counts = await linkCounts(ctx.db, rows.map((r) => r.id));
  return { requirements: rows.map((r) => toDto(r, counts.get(r.id) ?? 0)), total: rows.length };
}

export async function getRequirement(ctx: Ctx, id: string): Promise<RequirementDto> {
  const row = await getReadableRequirementOrThrow(ctx, id);
  const counts = await linkCounts(ctx.db, [row.id]);
  return toDto(row, counts.get(row.id) ?? 0);
}

export async function createRequirement(ctx: Ctx, input: RequirementCreate): Promise<RequirementDto> {
  const orgId = ctx.caller.orgId;
  if (!orgId) throw ApiError.validation({ org_id: "Your account belongs to no organization" });
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.requirement.create({
      data: {
        orgId,
        kind: input.kind,
        name: input.name,
        description: input.description,
        body: input.kind === "waiver" ? (input.body ?? null) : null,
        appliesToAll: input.applies_to_all,
        validDays: input.kind === "minimum_age" ? null : input.valid_days,
        minAge: input.kind === "minimum_age" ? (input.min_age ?? null) : null,
      },
    });
    if (created.kind === "waiver" && created.body !== null) {
      await tx.requirementVersion.create({ data: { requirementId: created.id, version: 1, name: created.name, body: created.body } });
    }
    return created;
  });
  return toDto(row, 0);
}

/** Fields that only some kinds have are refused on the others, naming the field. */
function checkKindFields(kind: Requirement["kind"], input: RequirementUpdate): void {
  if (input.body !== undefined && kind !== "waiver") throw ApiError.validation({ body: "Only waivers have a body" });
  if (input.min_age !== undefined && kind !== "minimum_age") throw ApiError.validation({ min_age: "Only minimum_age requirements have min_age" });
  if (input.valid_days !== undefined && input.valid_days !== null && kind === "minimum_age") throw ApiError.validation({ valid_days: "An age does not expire" });
}

export async function updateRequirement(ctx: Ctx, id: string, input: RequirementUpdate): Promise<RequirementDto> {
  const row = await ctx.db.$transaction(async (tx) => {
    const current = await getManagedRequirementOrThrow(ctx, id, tx);
    checkKindFields(current.kind, input);
    // Row lock: two simultaneous edits of the text must not both become the same next version.
    await tx.$queryRaw`SELECT id FROM requirements WHERE id = ${id}::uuid FOR UPDATE`;
    const fresh = await tx.requirement.findUniqueOrThrow({ where: { id } });
    const newText = input.body !== undefined && input.body !== fresh.body;
    const data: Prisma.RequirementUpdateInput = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.applies_to_all !== undefined && { appliesToAll: input.applies_to_all }),
      ...(input.valid_days !== undefined && { validDays: input.valid_days }),
      ...(input.min_age !== undefined && { minAge: input.min_age }),
      ...(newText && { body: input.body, version: fresh.version + 1 }),
    };
    const updated = await tx.requirement.update({ where: { id }, data });
    if (newText && updated.body !== null) {
      await tx.requirementVersion.create({ data: { requirementId: id, version: updated.version, name: updated.name, body: updated.body } });
    }
    return updated;
  });
  const counts = await linkCounts(ctx.db, [row.id]);
  return toDto(row, counts.get(row.id) ?? 0);
}

/**
 * Removes the requirement from the catalogue and from every opportunity; signatures, records
 * and waiver texts stay, so signed waivers can still be downloaded.
 */
export async function deleteRequirement(ctx: Ctx, id: string): Promise<{ success: true }> {
  await ctx.db.$transaction(async (tx) => {
    await getManagedRequirementOrThrow(ctx, id, tx);
    await tx.opportunityRequirement.deleteMany({ where: { requirementId: id } });
    await tx.requirement.update({ where: { id }, data: { deletedAt: new Date(), appliesToAll: false } });
  });
  return { success: true };
}

/** For opportunity forms: the catalogue entries an opportunity of `orgId` may list. */
export async function requirementChoices(ctx: Ctx, orgId: string): Promise<{ id: string; name: string; kind: Requirement["kind"]; applies_to_all: boolean }[]> {
  const scope = staffOrgScope(ctx.caller);
  if (scope !== null && scope !== orgId) return [];
  const rows = await ctx.db.requirement.findMany({
    where: { orgId, deletedAt: null },
    orderBy: [{ kind: "asc" }, { name: "asc" }],
    select: { id: true, name: true, kind: true, appliesToAll: true },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, applies_to_all: r.appliesToAll }));
}
