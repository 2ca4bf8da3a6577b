// GET /organizations: admins see every organization with its member count, everyone else their own.
import { staffOrgScope } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import { offset } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";
import type { Locale } from "@/lib/i18n/locales";
import type { OrganizationDto, OrganizationListQuery } from "./organization-schemas";
import { effectiveTimezone } from "./timezone";

interface Row {
  id: string;
  name: string;
  timezone: string | null;
  default_waitlist_mode: "auto" | "offer";
  default_locale: Locale;
  member_count: number;
  auto_checkout_after_minutes: number;
  created_at: Date;
  public_page: boolean;
  slug: string | null;
  public_description: string | null;
  embed_origins: string[] | null;
}

export function toOrganizationDto(r: Row): OrganizationDto {
  return {
    id: r.id,
    name: r.name,
    timezone: effectiveTimezone(r.timezone),
    default_waitlist_mode: r.default_waitlist_mode,
    default_locale: r.default_locale,
    member_count: Number(r.member_count),
    auto_checkout_after_minutes: r.auto_checkout_after_minutes,
    public_page: r.public_page,
    slug: r.slug,
    public_description: r.public_description,
    embed_origins: r.embed_origins ?? [],
    created_at: r.created_at.toISOString(),
  };
}

/** Organizations with their active member counts, counted in SQL. */
export async function organizationRows(ctx: Ctx, where: Prisma.Sql, page?: { limit: number; offset: number }): Promise<Row[]> {
  const paging = page ? Prisma.sql`LIMIT ${page.limit} OFFSET ${page.offset}` : Prisma.empty;
  return ctx.db.$queryRaw<Row[]>`
    SELECT o.id, o.name, o.timezone, o.default_waitlist_mode::text AS default_waitlist_mode, o.default_locale::text AS default_locale, o.created_at, o.public_page, o.slug, o.public_description, o.embed_origins, o.auto_checkout_after_minutes,
      (SELECT count(*)::int FROM users u WHERE u.org_id = o.id AND u.is_active) AS member_count
    FROM organizations o WHERE ${where}
    ORDER BY o.name, o.id ${paging}`;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export async function listOrganizations(ctx: Ctx, q: OrganizationListQuery) {
  // Everyone who is not an admin sees their own organization (volunteers included).
  const scope = staffOrgScope(ctx.caller);
  const filters: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (scope) filters.push(Prisma.sql`o.id = ${scope}::uuid`);
  if (q.search) filters.push(Prisma.sql`o.name ILIKE ${`%${escapeLike(q.search)}%`}`);
  const where = Prisma.join(filters, " AND ");
  const [rows, counted] = await Promise.all([
    organizationRows(ctx, where, { limit: q.limit, offset: offset(q) }),
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM organizations o WHERE ${where}`,
  ]);
  return { organizations: rows.map(toOrganizationDto), total: counted[0]?.total ?? 0, page: q.page, limit: q.limit };
}
