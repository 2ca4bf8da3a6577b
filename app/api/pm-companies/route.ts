import { db } from "@/lib/db/client";
import { json, route } from "@/lib/http/route";
import { createPmCompany, listPmCompanies } from "@/lib/properties/pm-companies/pm-companies";
import { PmCompanyCreate, PmCompanyListQuery } from "@/lib/properties/pm-companies/pm-company-schemas";

export const GET = route({ auth: "recruiter", query: PmCompanyListQuery }, ({ caller, query }) => listPmCompanies({ caller, db: db() }, query));

export const POST = route({ auth: "recruiter", body: PmCompanyCreate }, async ({ caller, body }) =>
  json(await createPmCompany({ caller, db: db() }, body), 201),
);
