// For the recruiter's series pages: the series if the caller manages it, else the not-found page.
import { notFound } from "next/navigation";
import type { Caller } from "@/lib/auth/caller";
import { getManagedSeriesOrThrow, getSeries } from "@/lib/corps/series/get-series";
import type { SeriesDto } from "@/lib/corps/series/series-schemas";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

export async function loadManagedSeries(caller: Caller, id: string): Promise<SeriesDto> {
  if (!uuid.safeParse(id).success) notFound();
  const ctx = { caller, db: db() };
  try {
    await getManagedSeriesOrThrow(ctx, id);
    return await getSeries(ctx, id);
  } catch (err) {
    if (err instanceof ApiError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
}
