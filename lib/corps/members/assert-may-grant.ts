// Who may grant which role, for role changes and invitations alike: corps_admins grant
// volunteer, recruiter and corps_admin in their own organization; only an admin grants admin.
import type { Caller } from "@/lib/auth/caller";
import { requireRole } from "@/lib/auth/scope";
import type { Role } from "@/lib/auth/roles";
import { ApiError } from "@/lib/errors/api-error";

export function assertMayGrant(caller: Caller, role: Role): void {
  requireRole(caller, "corps_admin");
  if (role === "admin" && caller.role !== "admin") throw ApiError.forbidden("Only an admin can grant the admin role");
}
