// The caller's own organization for the /organizations/me routes; a user without one gets NOT_FOUND.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/errors/api-error";

export function myOrganizationId(caller: Caller): string {
  if (!caller.orgId) throw ApiError.notFound("Organization");
  return caller.orgId;
}
