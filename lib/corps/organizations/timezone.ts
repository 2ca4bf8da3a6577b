// The time zone an organization's recurring series run in: its own choice, else the operator's
// DEFAULT_TIMEZONE, else UTC.
import type { DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";

export function effectiveTimezone(stored: string | null): string {
  return stored ?? env().DEFAULT_TIMEZONE ?? "UTC";
}

export async function organizationTimezone(tx: DbTx, orgId: string): Promise<string> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { timezone: true } });
  return effectiveTimezone(org.timezone);
}
