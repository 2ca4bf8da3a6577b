// POST /api/corps/opportunities: a recurring body creates a series, anything else one opportunity.
import type { Ctx } from "@/lib/auth/context";
import { createOpportunity } from "../opportunities/writes";
import type { OpportunityCreate } from "@/lib/corps/opportunities/opportunity-schemas";
import { createSeries } from "./create-series";
import type { OpportunityCreatedDto } from "./series-schemas";

export async function createOpportunityOrSeries(ctx: Ctx, input: OpportunityCreate): Promise<OpportunityCreatedDto> {
  return input.schedule_type === "recurring" ? createSeries(ctx, input) : createOpportunity(ctx, input);
}
