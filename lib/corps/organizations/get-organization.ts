// One organization with its member count: admins any, everyone else their own (else NOT_FOUND).
import { ApiError } from "@/lib/errors/api-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import { organizationRows, toOrganizationDto } from "./list-organizations";
import type { OrganizationDto } from "./organization-schemas";

export async function getOrganization(ctx: Ctx, id: string): Promise<OrganizationDto> {
  if (ctx.caller.role !== "admin" && ctx.caller.orgId !== id) throw ApiError.notFound("Organization");
  const [row] = await organizationRows(ctx, Prisma.sql`o.id = ${id}::uuid`);
  if (!row) throw ApiError.notFound("Organization");
  return toOrganizationDto(row);
}
