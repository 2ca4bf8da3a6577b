// Creates or updates a user (and its organization, by name): the core of `npm run token`,
// also used by tests to mint callers of every role.
import type { Db } from "@/lib/db/client";
import type { User } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/auth/roles";

export interface EnsureUserInput {
  email: string;
  role: Role;
  org?: string;
  name?: string;
}

/** A unique violation: another process created the same organization or user a moment before. */
function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "P2002";
}

/**
 * Safe when several processes run it at once (`npm run token` in parallel, docs/decisions/046):
 * Prisma's upsert and find-then-create are two statements, so the loser of a race on the same
 * organization name or e-mail meets a unique violation; it runs once more and finds the row.
 */
export async function ensureUser(db: Db, input: EnsureUserInput): Promise<User> {
  try {
    return await ensureUserOnce(db, input);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return ensureUserOnce(db, input);
  }
}

async function ensureUserOnce(db: Db, input: EnsureUserInput): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const org = input.org
    ? await db.organization.upsert({ where: { name: input.org }, update: {}, create: { name: input.org } })
    : null;
  const existing = await db.user.findUnique({ where: { email } });
  if (existing) {
    return db.user.update({
      where: { id: existing.id },
      data: { role: input.role, ...(org ? { orgId: org.id } : {}), ...(input.name ? { name: input.name } : {}) },
    });
  }
  const fallbackOrg = org ?? (await db.organization.findFirst({ orderBy: { createdAt: "asc" } }));
  return db.user.create({ data: { email, role: input.role, name: input.name ?? null, orgId: fallbackOrg?.id ?? null } });
}
