// For the recruiter's opportunity pages: the opportunity if the caller manages it, else the
// not-found page (another organization's opportunity never shows, not even its title).
import { notFound } from "next/navigation";
import type { Caller } from "@/lib/auth/caller";
import { getManagedOpportunityOrThrow } from "@/lib/corps/opportunities/lookup";
import { getOpportunity } from "@/lib/corps/opportunities/shape";
import type { OpportunityDto } from "@/lib/corps/opportunities/opportunity-schemas";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

export async function loadManagedOpportunity(caller: Caller, id: string): Promise<OpportunityDto> {
  if (!uuid.safeParse(id).success) notFound();
  const ctx = { caller, db: db() };
  try {
    await getManagedOpportunityOrThrow(ctx, id);
    return await getOpportunity(ctx, id);
  } catch (err) {
    if (err instanceof ApiError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
}
