// Contacts and their links to properties (CRM-only records: the sync never touches them).
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { email, optionalText, phone, requiredText } from "./field-schemas";
import { ContactKind } from "./property-enums";

const contactFields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  email,
  phone,
  company: optionalText(200),
  kind: ContactKind.optional(),
  notes: optionalText(5000),
};

/** Links an existing contact (contact_id) or creates one from the contact fields and links it. */
export const PropertyContactCreate = z
  .strictObject({
    contact_id: uuid.optional().describe("An existing contact to link; the contact fields must then be absent"),
    ...contactFields,
    first_name: contactFields.first_name.optional(),
    last_name: contactFields.last_name.optional(),
    role: ContactKind.optional().describe("The contact's role for this property (default: the contact's kind)"),
  })
  .superRefine((value, ctx) => {
    if (value.contact_id) {
      for (const key of Object.keys(contactFields) as (keyof typeof contactFields)[]) {
        if (value[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "Not allowed together with contact_id" });
      }
      return;
    }
    if (!value.first_name) ctx.addIssue({ code: "custom", path: ["first_name"], message: "Required" });
    if (!value.last_name) ctx.addIssue({ code: "custom", path: ["last_name"], message: "Required" });
  })
  .meta({ id: "PropertyContactCreate" });
export type PropertyContactCreate = z.infer<typeof PropertyContactCreate>;

export const PropertyContactUpdate = z
  .strictObject({ ...contactFields, first_name: contactFields.first_name.optional(), last_name: contactFields.last_name.optional(), role: ContactKind.optional() })
  .meta({ id: "PropertyContactUpdate", description: "Contact fields (shared by every property the contact is linked to) and this link's role" });
export type PropertyContactUpdate = z.infer<typeof PropertyContactUpdate>;

export const contactParams = z.object({ id: uuid, contactId: uuid });

export const ContactSummary = z
  .object({ id: uuid, first_name: z.string(), last_name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
  .meta({ id: "ContactSummary" });

export const PropertyContact = z
  .object({
    id: uuid,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    kind: ContactKind,
    notes: z.string().nullable(),
    role: ContactKind,
    is_owner: z.boolean().describe("This contact is the property's owner_contact_id"),
    linked_at: isoDateTime,
  })
  .meta({ id: "PropertyContact" });
export type PropertyContactDto = z.infer<typeof PropertyContact>;

export const PropertyContactList = z.object({ contacts: z.array(PropertyContact) }).meta({ id: "PropertyContactList" });
