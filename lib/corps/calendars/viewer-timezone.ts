// The zone a calendar is drawn in: the viewer's organization's (its series keep their local time
// in it), else the default.
import type { Ctx } from "@/lib/corps/context";
import { effectiveTimezone, organizationTimezone } from "@/lib/corps/organizations/timezone";

export async function viewerTimezone(ctx: Ctx): Promise<string> {
  return ctx.caller.orgId ? organizationTimezone(ctx.db, ctx.caller.orgId) : effectiveTimezone(null);
}
