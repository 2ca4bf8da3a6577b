import { db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { uuid } from "@/lib/schemas/common-schemas";
import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import type { Locale } from "@/lib/i18n/locales";

interface LoadedUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  orgId: string | null;
  isActive: boolean;
  lastSeenAt: Date | null;
  lastWriteAt: Date | null;
  locale: Locale | null;
  orgDefaultLocale: Locale | null;
  volunteerId: string | null;
}

export type LoadedCaller = { caller: Caller } | { refused: "missing" | "deactivated" };

/** last_seen_at is written at most this often per user: one small UPDATE a minute, not one per request. */
const SEEN_RESOLUTION_MS = 60_000;

/**
 * The database is the authority on role, organization and whether the account is active; tokens
 * and cookies only carry the user id. So a role change applies to the member's next request and
 * a deactivated member is refused from their next request on.
 */
export async function loadCaller(userId: string): Promise<LoadedCaller> {
  // Not a UUID (a token made for another app, a forged cookie): no user, and no query that would fail.
  if (!uuid.safeParse(userId).success) return { refused: "missing" };
  // One query with the organization and the volunteer profile joined: every request starts
  // here, and Prisma's includes would be a round trip each.
  const [user] = await db().$queryRaw<LoadedUser[]>`
    SELECT u.id, u.email, u.name, u.role::text AS role, u.org_id AS "orgId", u.is_active AS "isActive",
           u.last_seen_at AS "lastSeenAt", u.last_write_at AS "lastWriteAt", u.locale::text AS locale,
           o.default_locale::text AS "orgDefaultLocale", v.id AS "volunteerId"
    FROM users u LEFT JOIN organizations o ON o.id = u.org_id LEFT JOIN volunteer_profiles v ON v.user_id = u.id
    WHERE u.id = ${userId}::uuid`;
  if (!user) return { refused: "missing" };
  if (!user.isActive) return { refused: "deactivated" };
  const now = Date.now();
  if (!user.lastSeenAt || now - user.lastSeenAt.getTime() >= SEEN_RESOLUTION_MS) {
    // Conditional, so concurrent requests of one user write once; raw SQL so updated_at keeps
    // meaning "the account changed". A failure never fails the request.
    const cutoff = new Date(now - SEEN_RESOLUTION_MS);
    await db()
      .$executeRaw`UPDATE users SET last_seen_at = now() WHERE id = ${user.id}::uuid AND (last_seen_at IS NULL OR last_seen_at < ${cutoff})`
      .catch((err: unknown) => logger.warn("last_seen_at not updated", { userId, err }));
  }
  return {
    caller: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      orgId: user.orgId,
      volunteerId: user.volunteerId,
      lastWriteAt: user.lastWriteAt,
      locale: user.locale,
      orgDefaultLocale: user.orgDefaultLocale,
    },
  };
}
