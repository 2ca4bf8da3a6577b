// "An organization always keeps at least one active corps_admin" (issue 20), safe under
// concurrent changes: the organization's active corps_admin rows are locked (in id order, so two
// transactions never wait on each other crosswise) before anyone's role or status is read and
// changed. A concurrent demotion of another corps_admin then waits here and re-reads the rows.
import type { Role } from "@/lib/auth/roles";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";

/** Locks and returns the ids of the organization's active corps_admins. Call it before locking any user row. */
export async function lockActiveCorpsAdmins(tx: DbTx, orgId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE org_id = ${orgId}::uuid AND role = 'corps_admin' AND is_active ORDER BY id FOR UPDATE`;
  return rows.map((r) => r.id);
}

/** Throws INVALID_STATE when `userId` is the last of `activeCorpsAdmins` and is about to stop being one. */
export function assertNotLastCorpsAdmin(activeCorpsAdmins: string[], userId: string, to: string): void {
  if (activeCorpsAdmins.length === 1 && activeCorpsAdmins[0] === userId) {
    throw ApiError.invalidState(
      "corps_admin",
      to,
      "This is the organization's last active corps_admin: make someone else corps_admin first, so the organization keeps one",
    );
  }
}

/** Locks one user row and returns its current role, organization and status. */
export async function lockUser(tx: DbTx, userId: string): Promise<{ id: string; role: Role; org_id: string | null; is_active: boolean } | null> {
  const rows = await tx.$queryRaw<{ id: string; role: Role; org_id: string | null; is_active: boolean }[]>`
    SELECT id, role::text AS role, org_id, is_active FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}
