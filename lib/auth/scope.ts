// The one mechanism for role rank and organization scoping. Services call these instead of
// comparing roles or org ids themselves, so a forgotten check cannot leak another org's data.
import { ApiError } from "@/lib/errors/api-error";
import type { Caller } from "./caller";
import { hasRole, type Role } from "./roles";

export function requireRole(caller: Caller, atLeast: Role): void {
  if (!hasRole(caller.role, atLeast)) {
    throw ApiError.forbidden(`This action needs the ${atLeast} role or higher`);
  }
}

/**
 * The organization a staff caller is confined to: null means every organization (admin).
 * Volunteers are not staff; their visibility is decided per resource (own data, public opportunities).
 */
export function staffOrgScope(caller: Caller): string | null {
  if (caller.role === "admin") return null;
  return caller.orgId ?? "00000000-0000-0000-0000-000000000000";
}

/** True when the caller is recruiter+ and the organization is theirs (or they are admin). */
export function canManageOrg(caller: Caller, orgId: string): boolean {
  if (caller.role === "admin") return true;
  return hasRole(caller.role, "recruiter") && caller.orgId === orgId;
}

/**
 * For look-ups of another organization's resource: not visible means NOT_FOUND, never its data
 * and never a 403 that would confirm it exists.
 */
export function assertManagesOrg(caller: Caller, orgId: string, resource: string): void {
  if (!canManageOrg(caller, orgId)) throw ApiError.notFound(resource);
}

/**
 * Admins may narrow a listing to one organization with ?org_id; staff asking for another
 * organization get an empty scope (their own org only), never the other org's rows.
 */
export function resolveOrgFilter(caller: Caller, requested?: string): string | null {
  const scope = staffOrgScope(caller);
  if (scope === null) return requested ?? null;
  if (requested && requested !== scope) return "00000000-0000-0000-0000-000000000000";
  return scope;
}
