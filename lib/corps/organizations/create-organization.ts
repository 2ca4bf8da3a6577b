// POST /organizations: admins create organizations (names are unique).
import { requireRole } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { recordAudit } from "../audit-log/record-audit";
import type { Ctx } from "@/lib/auth/context";
import type { OrganizationCreate, OrganizationDto } from "./organization-schemas";
import { effectiveTimezone } from "./timezone";

export function isNameTaken(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

export async function createOrganization(ctx: Ctx, input: OrganizationCreate): Promise<OrganizationDto> {
  requireRole(ctx.caller, "admin");
  try {
    const org = await ctx.db.$transaction(async (tx) => {
      const created = await tx.organization.create({ data: { name: input.name, timezone: input.timezone } });
      await recordAudit(tx, {
        actor: ctx.caller,
        action: "organization.created",
        targetType: "organization",
        targetId: created.id,
        orgId: created.id,
        changes: { name: input.name, ...(input.timezone ? { timezone: input.timezone } : {}) },
      });
      return created;
    });
    return {
      id: org.id,
      name: org.name,
      timezone: effectiveTimezone(org.timezone),
      default_waitlist_mode: org.defaultWaitlistMode,
      default_locale: org.defaultLocale,
      member_count: 0,
      auto_checkout_after_minutes: org.autoCheckoutAfterMinutes,
      public_page: org.publicPage,
      slug: org.slug,
      public_description: org.publicDescription,
      embed_origins: org.embedOrigins,
      created_at: org.createdAt.toISOString(),
    };
  } catch (err) {
    if (isNameTaken(err)) throw new ApiError("CONFLICT", "An organization with this name exists", { fields: { name: "Already taken" } });
    throw err;
  }
}
