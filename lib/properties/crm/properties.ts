// Property records in the CRM: the filtered list (health from the properties_sync_status view),
// the full record with its units, tenants, inspections and contacts, hand-made creation, and
// updates of the CRM-owned fields (source-owned fields only on hand-made properties).
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import { blankToNull } from "./blank-to-null";
import { assertPersonalDataAccess, seesPersonalData } from "./personal-data";
import { toPropertyContactDto } from "./property-contacts";
import { assertCrmAccess, getPropertyOrThrow } from "./property-lookup";
import { toInspectionDto } from "./inspections";
import type { HealthLabel } from "./property-enums";
import {
  MANUAL_SOURCE_FIELDS,
  type PropertyCreate,
  type PropertyDetailDto,
  type PropertyListDto,
  type PropertyListItemDto,
  type PropertyListQuery,
  type PropertyUpdate,
} from "./property-schemas";
import { toUnitDto } from "./units";

const SOURCE_OWNED = "Owned by the source listing: read-only on a synced property";

interface ListRow {
  id: string;
  property_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  price: number | null;
  beds: number | null;
  baths: number | null;
  status: string;
  priority: string | null;
  property_manager: string | null;
  pm_company_id: string | null;
  company_name: string | null;
  origin: "synced" | "manual";
  sync_status: "synced" | "manual" | "error";
  last_synced_at: Date | null;
  health: HealthLabel;
  created_at: Date;
}

function listConditions(q: PropertyListQuery): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (q.search) {
    const needle = q.search.toLowerCase();
    conditions.push(Prisma.sql`(
      strpos(lower(coalesce(p.property_name, '')), ${needle}) > 0 OR strpos(lower(coalesce(p.address, '')), ${needle}) > 0
      OR strpos(lower(coalesce(p.city, '')), ${needle}) > 0 OR strpos(lower(coalesce(p.zip_code, '')), ${needle}) > 0
      OR strpos(lower(coalesce(p.property_manager, '')), ${needle}) > 0 OR strpos(lower(coalesce(c.company_name, '')), ${needle}) > 0)`);
  }
  if (q.status) conditions.push(Prisma.sql`p.status IN (${Prisma.join(q.status)})`);
  if (q.priority) conditions.push(Prisma.sql`p.priority IN (${Prisma.join(q.priority)})`);
  if (q.city) conditions.push(Prisma.sql`lower(p.city) = ${q.city.toLowerCase()}`);
  if (q.state) conditions.push(Prisma.sql`p.state = ${q.state}`);
  if (q.health) conditions.push(Prisma.sql`s.health IN (${Prisma.join(q.health)})`);
  if (q.origin) conditions.push(Prisma.sql`s.origin = ${q.origin}`);
  if (q.pm_company_id === "none") conditions.push(Prisma.sql`p.pm_company_id IS NULL`);
  else if (q.pm_company_id) conditions.push(Prisma.sql`p.pm_company_id = ${q.pm_company_id}::uuid`);
  return Prisma.join(conditions, " AND ");
}

const ORDER: Record<PropertyListQuery["sort"], Prisma.Sql> = {
  created: Prisma.sql`p.created_at DESC, p.id DESC`,
  address: Prisma.sql`lower(p.address) ASC NULLS LAST, p.id ASC`,
  last_synced: Prisma.sql`p.last_synced_at DESC NULLS LAST, p.id DESC`,
  price: Prisma.sql`p.price DESC NULLS LAST, p.id DESC`,
};

function toListItem(r: ListRow): PropertyListItemDto {
  return {
    id: r.id,
    property_name: r.property_name,
    address: r.address,
    city: r.city,
    state: r.state,
    zip_code: r.zip_code,
    price: r.price,
    beds: r.beds,
    baths: r.baths,
    status: r.status,
    priority: r.priority,
    property_manager: r.property_manager,
    pm_company: r.pm_company_id && r.company_name ? { id: r.pm_company_id, company_name: r.company_name } : null,
    origin: r.origin,
    sync_status: r.sync_status,
    last_synced_at: r.last_synced_at?.toISOString() ?? null,
    health: r.health,
    created_at: r.created_at.toISOString(),
  };
}

export async function listProperties(ctx: Ctx, q: PropertyListQuery): Promise<PropertyListDto> {
  assertCrmAccess(ctx);
  const where = listConditions(q);
  const from = Prisma.sql`properties p
    JOIN properties_sync_status s ON s.id = p.id
    LEFT JOIN pm_companies c ON c.id = p.pm_company_id`;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.$queryRaw<ListRow[]>`
      SELECT p.id, p.property_name, p.address, p.city, p.state, p.zip_code, p.price::float8 AS price, p.beds, p.baths,
             p.status, p.priority, p.property_manager, p.pm_company_id, c.company_name, s.origin,
             p.sync_status::text AS sync_status, p.last_synced_at, s.health, p.created_at
      FROM ${from}
      WHERE ${where}
      ORDER BY ${ORDER[q.sort]}
      LIMIT ${q.limit} OFFSET ${offset(q)}`,
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
  ]);
  return { properties: rows.map(toListItem), total, page: q.page, limit: q.limit };
}

async function healthOf(tx: DbTx, id: string): Promise<HealthLabel | null> {
  const rows = await tx.$queryRaw<{ health: HealthLabel }[]>`SELECT health FROM properties_sync_status WHERE id = ${id}::uuid`;
  return rows[0]?.health ?? null;
}

const unitOrder = [{ unitNumber: "asc" }, { id: "asc" }] satisfies Prisma.UnitOrderByWithRelationInput[];

/** What every CRM user sees; personalInclude adds tenants and contacts for corps_admin+. */
const baseInclude = {
  pmCompany: { select: { id: true, companyName: true } },
  units: { orderBy: unitOrder },
  inspections: { orderBy: [{ inspectionDate: "desc" }, { createdAt: "desc" }] },
} satisfies Prisma.PropertyInclude;

const personalInclude = {
  ...baseInclude,
  ownerContact: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
  units: { orderBy: unitOrder, include: { tenants: { orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }] } } },
  contacts: { orderBy: [{ createdAt: "asc" }, { contactId: "asc" }], include: { contact: true } },
} satisfies Prisma.PropertyInclude;

type Loaded = Prisma.PropertyGetPayload<{ include: typeof baseInclude }> &
  Partial<Omit<Prisma.PropertyGetPayload<{ include: typeof personalInclude }>, keyof Prisma.PropertyGetPayload<{ include: typeof baseInclude }>>> & {
    units: (Prisma.PropertyGetPayload<{ include: typeof baseInclude }>["units"][number] & { tenants?: Prisma.TenantGetPayload<object>[] })[];
  };

export async function getPropertyDetail(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<PropertyDetailDto> {
  assertCrmAccess(ctx);
  const personal = seesPersonalData(ctx);
  const [p, health] = await Promise.all([
    tx.property.findUnique({ where: { id }, include: personal ? personalInclude : baseInclude }) as Promise<Loaded | null>,
    healthOf(tx, id),
  ]);
  if (!p || !health) throw ApiError.notFound("Property");
  const owner = p.ownerContact;
  return {
    id: p.id,
    property_name: p.propertyName,
    source_listing_id: p.sourceListingId,
    origin: p.sourceListingId ? "synced" : "manual",
    sync_status: p.syncStatus,
    sync_error: p.syncError,
    last_synced_at: p.lastSyncedAt?.toISOString() ?? null,
    health,
    address: p.address,
    city: p.city,
    state: p.state,
    zip_code: p.zipCode,
    price: p.price === null ? null : p.price.toNumber(),
    beds: p.beds,
    baths: p.baths,
    sqft: p.sqft,
    description: p.description,
    full_description: p.fullDescription,
    property_manager: p.propertyManager,
    property_manager_phone: p.propertyManagerPhone,
    images: p.images,
    availability: p.availability,
    market_status: p.marketStatus,
    pets: p.pets,
    parking_detail: p.parkingDetail,
    fees: p.fees,
    accepts_voucher: p.acceptsVoucher,
    source_created_at: p.sourceCreatedAt?.toISOString() ?? null,
    source_updated_at: p.sourceUpdatedAt?.toISOString() ?? null,
    source_ts: p.sourceTs?.toISOString() ?? null,
    status: p.status,
    priority: p.priority,
    notes: p.notes,
    pm_company_id: p.pmCompanyId,
    pm_company: p.pmCompany ? { id: p.pmCompany.id, company_name: p.pmCompany.companyName } : null,
    owner_contact_id: p.ownerContactId,
    ...(personal && {
      owner_contact: owner ? { id: owner.id, first_name: owner.firstName, last_name: owner.lastName, email: owner.email, phone: owner.phone } : null,
      contacts: (p.contacts ?? []).map((link) => toPropertyContactDto(link, p.ownerContactId)),
    }),
    management_type: p.managementType,
    units: p.units.map((unit) => toUnitDto(unit)),
    inspections: p.inspections.map(toInspectionDto),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A PMC or owner contact that does not exist is a bad field, not a 500 from the foreign key. */
async function assertReferences(tx: DbTx, input: PropertyUpdate): Promise<void> {
  const fields: Record<string, string> = {};
  const [pmc, contact] = await Promise.all([
    input.pm_company_id ? tx.pmCompany.findUnique({ where: { id: input.pm_company_id }, select: { id: true } }) : null,
    input.owner_contact_id ? tx.contact.findUnique({ where: { id: input.owner_contact_id }, select: { id: true } }) : null,
  ]);
  if (input.pm_company_id && !pmc) fields.pm_company_id = "No such property management company";
  if (input.owner_contact_id && !contact) fields.owner_contact_id = "No such contact";
  if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
}

function dataFrom(input: PropertyUpdate): Prisma.PropertyUncheckedUpdateInput {
  return {
    ...(input.property_name !== undefined && { propertyName: blankToNull(input.property_name) }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.notes !== undefined && { notes: blankToNull(input.notes) }),
    ...(input.pm_company_id !== undefined && { pmCompanyId: input.pm_company_id }),
    ...(input.owner_contact_id !== undefined && { ownerContactId: input.owner_contact_id }),
    ...(input.management_type !== undefined && { managementType: input.management_type }),
    ...(input.address !== undefined && { address: blankToNull(input.address) }),
    ...(input.city !== undefined && { city: blankToNull(input.city) }),
    ...(input.state !== undefined && { state: input.state }),
    ...(input.zip_code !== undefined && { zipCode: blankToNull(input.zip_code) }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.beds !== undefined && { beds: input.beds }),
    ...(input.baths !== undefined && { baths: input.baths }),
    ...(input.sqft !== undefined && { sqft: input.sqft }),
    ...(input.description !== undefined && { description: blankToNull(input.description) }),
    ...(input.property_manager !== undefined && { propertyManager: blankToNull(input.property_manager) }),
    ...(input.property_manager_phone !== undefined && { propertyManagerPhone: blankToNull(input.property_manager_phone) }),
  };
}

/** The owner contact is also one of the property's contacts (role owner) unless linked already. */
async function linkOwner(tx: DbTx, propertyId: string, contactId: string | null | undefined): Promise<void> {
  if (!contactId) return;
  await tx.propertyContact.upsert({
    where: { propertyId_contactId: { propertyId, contactId } },
    create: { propertyId, contactId, role: "owner" },
    update: {},
  });
}

/** Choosing the owner contact links a contact to the property: personal data, corps_admin+ only. */
function assertOwnerWritable(ctx: Ctx, input: PropertyUpdate): void {
  if (input.owner_contact_id !== undefined) assertPersonalDataAccess(ctx);
}

export async function createProperty(ctx: Ctx, input: PropertyCreate): Promise<PropertyDetailDto> {
  assertCrmAccess(ctx);
  assertOwnerWritable(ctx, input);
  return ctx.db.$transaction(async (tx) => {
    await assertReferences(tx, input);
    const data = dataFrom(input) as Prisma.PropertyUncheckedCreateInput;
    const row = await tx.property.create({ data: { ...data, propertyName: data.propertyName ?? input.address, syncStatus: "manual" } });
    await linkOwner(tx, row.id, input.owner_contact_id);
    return getPropertyDetail(ctx, row.id, tx);
  });
}

export async function updateProperty(ctx: Ctx, id: string, input: PropertyUpdate): Promise<PropertyDetailDto> {
  assertOwnerWritable(ctx, input);
  return ctx.db.$transaction(async (tx) => {
    const current = await getPropertyOrThrow(ctx, id, tx);
    if (current.sourceListingId) {
      const readOnly = MANUAL_SOURCE_FIELDS.filter((field) => input[field] !== undefined);
      if (readOnly.length > 0) throw ApiError.validation(Object.fromEntries(readOnly.map((field) => [field, SOURCE_OWNED])));
    }
    if (input.address === null || input.address === "") throw ApiError.validation({ address: "Required" });
    await assertReferences(tx, input);
    await tx.property.update({ where: { id }, data: dataFrom(input) });
    await linkOwner(tx, id, input.owner_contact_id);
    return getPropertyDetail(ctx, id, tx);
  });
}

/** Cities with properties, most properties first, for the list's city filter suggestions. */
export async function cityChoices(ctx: Ctx): Promise<string[]> {
  assertCrmAccess(ctx);
  const rows = await ctx.db.$queryRaw<{ city: string }[]>`
    SELECT min(city) AS city FROM properties WHERE city IS NOT NULL AND btrim(city) <> ''
    GROUP BY lower(city) ORDER BY count(*) DESC, lower(city) LIMIT 200`;
  return rows.map((r) => r.city);
}
