// The organization's voucher payment standard: a percentage (90-110, default 100) of the HUD
// Small Area FMR. Read by recruiter+ of the organization, changed by its corps_admin+; an admin
// names the organization with org_id.
import type { Caller } from "@/lib/auth/caller";
import { requireRole } from "@/lib/auth/scope";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { PaymentStandardDto, PaymentStandardUpdate } from "./benchmark-schemas";

function targetOrg(caller: Caller, requested: string | undefined): string {
  if (caller.role === "admin") {
    const org = requested ?? caller.orgId;
    if (!org) throw ApiError.validation({ org_id: "Required for an admin without an organization" });
    return org;
  }
  if (!caller.orgId) throw ApiError.forbidden("You do not belong to an organization");
  // Another organization's setting is not visible: NOT_FOUND, as for every scoped look-up.
  if (requested && requested !== caller.orgId) throw ApiError.notFound("Organization");
  return caller.orgId;
}

export async function getPaymentStandard(ctx: { caller: Caller; db: DbTx }, orgId?: string): Promise<PaymentStandardDto> {
  requireRole(ctx.caller, "recruiter");
  const id = targetOrg(ctx.caller, orgId);
  const org = await ctx.db.organization.findUnique({ where: { id }, select: { id: true, paymentStandardPercent: true } });
  if (!org) throw ApiError.notFound("Organization");
  return { org_id: org.id, percent: org.paymentStandardPercent };
}

export async function setPaymentStandard(ctx: { caller: Caller; db: DbTx }, input: PaymentStandardUpdate, orgId?: string): Promise<PaymentStandardDto> {
  requireRole(ctx.caller, "corps_admin");
  const id = targetOrg(ctx.caller, orgId);
  const updated = await ctx.db.organization.updateMany({ where: { id }, data: { paymentStandardPercent: input.percent } });
  if (updated.count === 0) throw ApiError.notFound("Organization");
  return { org_id: id, percent: input.percent };
}
