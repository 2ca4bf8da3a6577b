// Who may see and change the personal data of the property CRM: tenants (names, e-mail, phone,
// lease dates, lease rent) and contacts (names, e-mail, phone, company, notes). corps_admin and
// above do; recruiters work the properties and units without them (docs/decisions/021-crm-personal-data.md).
import { hasRole } from "@/lib/auth/roles";
import type { Ctx } from "@/lib/auth/context";
import { ApiError } from "@/lib/errors/api-error";

export function seesPersonalData(ctx: Ctx): boolean {
  return hasRole(ctx.caller.role, "corps_admin");
}

export function assertPersonalDataAccess(ctx: Ctx): void {
  if (!seesPersonalData(ctx)) throw ApiError.forbidden("Tenants and contacts are visible to corps admins and admins only");
}
