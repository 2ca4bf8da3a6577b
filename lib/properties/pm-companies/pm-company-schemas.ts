// Property management companies (PMCs): company_name is what the sync matches listings against.
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { blankAsMissing, email, optionalText, phone, requiredText } from "../crm/field-schemas";

export const PmCompanyCreate = z
  .strictObject({
    company_name: requiredText(200),
    phone,
    email,
    website: z.url({ message: "Must be a URL" }).max(500).nullable().optional(),
    notes: optionalText(5000),
  })
  .meta({ id: "PmCompanyCreate" });
export type PmCompanyCreate = z.infer<typeof PmCompanyCreate>;

export const PmCompanyListQuery = z.object({
  search: blankAsMissing(z.string().trim().max(200).optional()),
  ...pagination,
});
export type PmCompanyListQuery = z.infer<typeof PmCompanyListQuery>;

export const PmCompany = z
  .object({
    id: uuid,
    company_name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    notes: z.string().nullable(),
    property_count: z.number().int(),
    created_at: isoDateTime,
  })
  .meta({ id: "PmCompany" });
export type PmCompanyDto = z.infer<typeof PmCompany>;

export const PmCompanyList = z
  .object({ pm_companies: z.array(PmCompany), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "PmCompanyList" });
