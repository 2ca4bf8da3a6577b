// The property management companies' routes (the CRM's PMC directory).
import { PmCompany, PmCompanyCreate, PmCompanyList, PmCompanyListQuery } from "@/lib/properties/pm-companies/pm-company-schemas";
import { registerRoute } from "../../registry";

const crm = ["Property CRM"];
registerRoute({
  method: "get",
  path: "/api/pm-companies",
  summary: "Property management companies, by name, with how many properties each manages",
  tags: crm,
  auth: "recruiter",
  query: PmCompanyListQuery,
  response: { schema: PmCompanyList },
});
registerRoute({
  method: "post",
  path: "/api/pm-companies",
  summary: "Add a property management company",
  description: "company_name must be unique (case-insensitive); the sync links listings to it from then on.",
  tags: crm,
  auth: "recruiter",
  body: PmCompanyCreate,
  response: { status: 201, schema: PmCompany },
  errors: ["CONFLICT"],
});
