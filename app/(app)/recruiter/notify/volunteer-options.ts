// The "Volunteers I pick" list of the notify form: active volunteers the caller may message,
// first page on load and a server-side search as the recruiter types, so an organization with
// thousands of volunteers can still pick any of them.
import type { Ctx } from "@/lib/auth/context";
import type { PickOption } from "@/components/recruiter/pick-option";
import { listVolunteers } from "@/lib/corps/volunteers/volunteers";

export const PICKER_PAGE = 20;

export async function volunteerOptions(ctx: Ctx, search?: string): Promise<{ options: PickOption[]; total: number }> {
  // No org_id: listVolunteers scopes staff to their own organization (admins see every one).
  const list = await listVolunteers(ctx, { org_id: undefined, is_active: true, skills: undefined, search: search?.trim() || undefined, page: 1, limit: PICKER_PAGE });
  return {
    options: list.volunteers.map((v) => ({ id: v.id, label: `${v.first_name} ${v.last_name}`.trim(), hint: v.email })),
    total: list.total,
  };
}
