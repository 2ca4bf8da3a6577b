// Time zones of organizations: the zone an organization's recurring series run in and its times
// are shown in. Its own choice, else the operator's DEFAULT_TIMEZONE, else UTC.
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";

export function effectiveTimezone(stored: string | null): string {
  return stored ?? env().DEFAULT_TIMEZONE ?? "UTC";
}

export async function organizationTimezone(tx: DbTx, orgId: string): Promise<string> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { timezone: true } });
  return effectiveTimezone(org.timezone);
}

/** The viewer's organization's zone (admins without one: the default): for times not tied to an opportunity. */
export async function viewerTimezone(ctx: Ctx): Promise<string> {
  return ctx.caller.orgId ? organizationTimezone(ctx.db, ctx.caller.orgId) : effectiveTimezone(null);
}

/**
 * The zone of each opportunity (its organization's), in one query, for pages that list
 * opportunities of more than one organization (a volunteer sees every organization's). The
 * answer maps an opportunity id to its zone, the default for an id it was not asked about.
 */
export async function opportunityTimezones(tx: DbTx, opportunityIds: Iterable<string>): Promise<(opportunityId: string) => string> {
  const ids = [...new Set(opportunityIds)];
  const rows = ids.length ? await tx.opportunity.findMany({ where: { id: { in: ids } }, select: { id: true, organization: { select: { timezone: true } } } }) : [];
  const zones = new Map(rows.map((r) => [r.id, effectiveTimezone(r.organization.timezone)]));
  return (opportunityId) => zones.get(opportunityId) ?? effectiveTimezone(null);
}
