import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { PaymentStandardQuery, PaymentStandardUpdate } from "@/lib/properties/market/benchmark-schemas";
import { getPaymentStandard, setPaymentStandard } from "@/lib/properties/market/payment-standard";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "recruiter", query: PaymentStandardQuery }, async ({ caller, query }) => getPaymentStandard({ caller, db: db() }, query.org_id));

export const PATCH = route({ auth: "corps_admin", query: PaymentStandardQuery, body: PaymentStandardUpdate }, async ({ caller, query, body }) =>
  setPaymentStandard({ caller, db: db() }, body, query.org_id),
);
