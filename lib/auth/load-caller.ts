import { db } from "@/lib/db/client";
import type { Caller } from "./caller";

/** The database is the authority on role and organization; tokens only carry the user id. */
export async function loadCaller(userId: string): Promise<Caller | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, role: true, orgId: true, volunteer: { select: { id: true } } },
  });
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    orgId: user.orgId,
    volunteerId: user.volunteer?.id ?? null,
  };
}
