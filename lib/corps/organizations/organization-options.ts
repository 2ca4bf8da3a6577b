// Organizations a staff caller may pick in filters and forms (every one, unpaged): admins every
// organization, everyone else their own.
import { requireRole, staffOrgScope } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";

export async function organizationOptions(ctx: Ctx): Promise<{ organizations: { id: string; name: string }[] }> {
  requireRole(ctx.caller, "recruiter");
  const scope = staffOrgScope(ctx.caller);
  const organizations = await ctx.db.organization.findMany({
    where: scope ? { id: scope } : {},
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
  return { organizations };
}
