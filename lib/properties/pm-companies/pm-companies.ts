// Property management companies: the CRM's list (with how many properties each manages) and
// new entries. Their company_name is what the sync's auto-link matches listings against.
import type { Ctx } from "@/lib/auth/context";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import { blankToNull } from "../crm/blank-to-null";
import { assertCrmAccess } from "../crm/property-lookup";
import type { PmCompanyCreate, PmCompanyDto, PmCompanyListQuery } from "./pm-company-schemas";

interface Row {
  id: string;
  company_name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  notes: string | null;
  property_count: number;
  created_at: Date;
}

function toDto(r: Row): PmCompanyDto {
  return { ...r, created_at: r.created_at.toISOString() };
}

export async function listPmCompanies(ctx: Ctx, q: PmCompanyListQuery) {
  assertCrmAccess(ctx);
  const where = q.search ? Prisma.sql`strpos(lower(c.company_name), ${q.search.toLowerCase()}) > 0` : Prisma.sql`TRUE`;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.$queryRaw<Row[]>`
      SELECT c.id, c.company_name, c.phone, c.email, c.website, c.notes, c.created_at,
             (SELECT count(*)::int FROM properties p WHERE p.pm_company_id = c.id) AS property_count
      FROM pm_companies c
      WHERE ${where}
      ORDER BY lower(c.company_name), c.id
      LIMIT ${q.limit} OFFSET ${offset(q)}`,
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM pm_companies c WHERE ${where}`,
  ]);
  return { pm_companies: rows.map(toDto), total, page: q.page, limit: q.limit };
}

/** Every PMC by name, for pickers and filters (a CRM holds tens to hundreds). */
export async function pmCompanyChoices(ctx: Ctx): Promise<{ id: string; company_name: string }[]> {
  assertCrmAccess(ctx);
  const rows = await ctx.db.pmCompany.findMany({ select: { id: true, companyName: true }, orderBy: [{ companyName: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ id: r.id, company_name: r.companyName }));
}

export async function createPmCompany(ctx: Ctx, input: PmCompanyCreate): Promise<PmCompanyDto> {
  assertCrmAccess(ctx);
  const clash = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT id FROM pm_companies WHERE lower(btrim(company_name)) = ${input.company_name.toLowerCase()} LIMIT 1`;
  if (clash.length > 0) throw new ApiError("CONFLICT", "A company with this name already exists", { pm_company_id: clash[0].id });
  const row = await ctx.db.pmCompany.create({
    data: {
      companyName: input.company_name,
      phone: blankToNull(input.phone),
      email: blankToNull(input.email),
      website: input.website,
      notes: blankToNull(input.notes),
    },
  });
  return toDto({ id: row.id, company_name: row.companyName, phone: row.phone, email: row.email, website: row.website, notes: row.notes, property_count: 0, created_at: row.createdAt });
}
