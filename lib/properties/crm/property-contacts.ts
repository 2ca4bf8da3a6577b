// Contacts linked to a property (owners, managers, maintenance). A contact can be linked to
// several properties; unlinking never deletes the contact itself.
import type { Ctx } from "@/lib/auth/context";
import type { Contact, PropertyContact } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { blankToNull } from "./blank-to-null";
import { assertPersonalDataAccess } from "./personal-data";
import { getPropertyOrThrow } from "./property-lookup";
import type { PropertyContactCreate, PropertyContactDto, PropertyContactUpdate } from "./contact-schemas";
import type { ContactKind } from "./property-enums";

export function toPropertyContactDto(link: PropertyContact & { contact: Contact }, ownerContactId: string | null): PropertyContactDto {
  const c = link.contact;
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    company: c.company,
    kind: c.kind as ContactKind,
    notes: c.notes,
    role: link.role as ContactKind,
    is_owner: ownerContactId === c.id,
    linked_at: link.createdAt.toISOString(),
  };
}

async function linkOrThrow(ctx: Ctx, propertyId: string, contactId: string) {
  const link = await ctx.db.propertyContact.findUnique({ where: { propertyId_contactId: { propertyId, contactId } }, include: { contact: true } });
  if (!link) throw ApiError.notFound("Contact");
  return link;
}

export async function listPropertyContacts(ctx: Ctx, propertyId: string): Promise<{ contacts: PropertyContactDto[] }> {
  assertPersonalDataAccess(ctx);
  const property = await getPropertyOrThrow(ctx, propertyId);
  const links = await ctx.db.propertyContact.findMany({ where: { propertyId }, include: { contact: true }, orderBy: [{ createdAt: "asc" }, { contactId: "asc" }] });
  return { contacts: links.map((link) => toPropertyContactDto(link, property.ownerContactId)) };
}

export async function addPropertyContact(ctx: Ctx, propertyId: string, input: PropertyContactCreate): Promise<PropertyContactDto> {
  assertPersonalDataAccess(ctx);
  const property = await getPropertyOrThrow(ctx, propertyId);
  const link = await ctx.db.$transaction(async (tx) => {
    let contactId = input.contact_id;
    let kind: string;
    if (contactId) {
      const existing = await tx.contact.findUnique({ where: { id: contactId }, select: { kind: true } });
      if (!existing) throw ApiError.validation({ contact_id: "No such contact" });
      const already = await tx.propertyContact.findUnique({ where: { propertyId_contactId: { propertyId, contactId } }, select: { contactId: true } });
      if (already) throw new ApiError("CONFLICT", "This contact is already linked to the property", { contact_id: contactId });
      kind = existing.kind;
    } else {
      const created = await tx.contact.create({
        data: {
          firstName: input.first_name ?? "",
          lastName: input.last_name ?? "",
          email: blankToNull(input.email),
          phone: blankToNull(input.phone),
          company: blankToNull(input.company),
          kind: input.kind,
          notes: blankToNull(input.notes),
        },
      });
      contactId = created.id;
      kind = created.kind;
    }
    return tx.propertyContact.create({ data: { propertyId, contactId, role: input.role ?? kind }, include: { contact: true } });
  });
  return toPropertyContactDto(link, property.ownerContactId);
}

export async function updatePropertyContact(ctx: Ctx, propertyId: string, contactId: string, input: PropertyContactUpdate): Promise<PropertyContactDto> {
  assertPersonalDataAccess(ctx);
  const property = await getPropertyOrThrow(ctx, propertyId);
  await linkOrThrow(ctx, propertyId, contactId);
  await ctx.db.$transaction([
    ctx.db.contact.update({
      where: { id: contactId },
      data: {
        firstName: input.first_name,
        lastName: input.last_name,
        email: blankToNull(input.email),
        phone: blankToNull(input.phone),
        company: blankToNull(input.company),
        kind: input.kind,
        notes: blankToNull(input.notes),
      },
    }),
    ctx.db.propertyContact.update({ where: { propertyId_contactId: { propertyId, contactId } }, data: { role: input.role } }),
  ]);
  return toPropertyContactDto(await linkOrThrow(ctx, propertyId, contactId), property.ownerContactId);
}

/** Unlinks the contact; when it was the owner contact, the property has no owner contact after. */
export async function removePropertyContact(ctx: Ctx, propertyId: string, contactId: string): Promise<void> {
  assertPersonalDataAccess(ctx);
  await getPropertyOrThrow(ctx, propertyId);
  await linkOrThrow(ctx, propertyId, contactId);
  await ctx.db.$transaction([
    ctx.db.propertyContact.delete({ where: { propertyId_contactId: { propertyId, contactId } } }),
    ctx.db.property.updateMany({ where: { id: propertyId, ownerContactId: contactId }, data: { ownerContactId: null } }),
  ]);
}
