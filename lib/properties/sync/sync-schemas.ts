// Request and response schemas of the property sync (property-sync.md "Endpoints" and
// DECISIONS.md "Property sync"): shared by the handlers, the sync panel and the OpenAPI document.
import { z } from "zod";
import { isoDateTime, pagination, stateCode, uuid } from "@/lib/schemas/common-schemas";

/**
 * null counts as omitted: the run history answers `params: {city: null, limit: null}`, so a client
 * that re-runs a recorded sync with those params must not be refused.
 */
const omittedWhenNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null ? undefined : value), schema.optional());

export const SyncRequest = z
  .strictObject({
    state: stateCode,
    city: omittedWhenNull(z.string({ message: "Must be a city name" }).trim().min(1, "Must not be empty").max(100, "At most 100 characters")).describe(
      "Case-insensitive city name; omitted or null means the whole state",
    ),
    limit: omittedWhenNull(z.number({ message: "Must be a number" }).int("Must be a whole number").min(1, "Must be at least 1")).describe(
      "Stop after this many source listings (a trial run); omitted or null means all",
    ),
  })
  .meta({ id: "SyncRequest" });
export type SyncRequest = z.infer<typeof SyncRequest>;

export const SyncResult = z
  .object({
    total: z.number().int().describe("Source listings read"),
    created: z.number().int().describe("Listings that had no property: a property was created"),
    updated: z.number().int().describe("Listings that matched a property (by source_listing_id or by adopting a hand-made one)"),
    autoLinked: z.number().int().describe("Properties linked to a PMC by name in this run"),
    errors: z.number().int().describe("Listings that could not be stored"),
  })
  .meta({ id: "SyncResult" });
export type SyncResult = z.infer<typeof SyncResult>;

export const SyncResponse = z.object({ success: z.boolean(), result: SyncResult }).meta({ id: "SyncResponse" });

const marker = z.enum(["set", "missing"]);

export const SourceStatus = z
  .object({
    configured: z.boolean(),
    endpoint: marker.describe("Whether COSMOS_ENDPOINT is set; its value is never returned"),
    key: marker.describe("Whether COSMOS_KEY is set; its value is never returned"),
    database: z.string().describe('COSMOS_DATABASE, or "missing"'),
    container: z.string().describe('COSMOS_CONTAINER, or "missing"'),
  })
  .meta({ id: "SourceStatus" });
export type SourceStatus = z.infer<typeof SourceStatus>;

export const SyncStats = z
  .object({
    total: z.number().int(),
    synced: z.number().int(),
    manual: z.number().int(),
    error: z.number().int(),
    lastSyncDate: isoDateTime.nullable().describe("Latest last_synced_at of any property; null before the first sync"),
  })
  .meta({ id: "SyncStats" });
export type SyncStats = z.infer<typeof SyncStats>;

export const SyncStatusResponse = z
  .object({ success: z.boolean(), sourceStatus: SourceStatus, syncStats: SyncStats })
  .meta({ id: "SyncStatusResponse" });

export const syncRunStatuses = ["running", "succeeded", "failed"] as const;

export const SyncRun = z
  .object({
    id: uuid,
    status: z.enum(syncRunStatuses),
    started_at: isoDateTime,
    finished_at: isoDateTime.nullable(),
    params: z.object({ state: z.string(), city: z.string().nullable(), limit: z.number().int().nullable() }),
    result: SyncResult.describe("Counts so far while running, final counts afterwards"),
    error: z.string().nullable(),
    triggered_by: z.string().describe('"cron" or "user:<email>"'),
  })
  .meta({ id: "SyncRun" });
export type SyncRunDto = z.infer<typeof SyncRun>;

export const SyncRunListQuery = z.object({ ...pagination });
export type SyncRunListQuery = z.infer<typeof SyncRunListQuery>;

export const SyncRunList = z
  .object({ runs: z.array(SyncRun), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "SyncRunList" });

export const CronSyncResponse = z
  .object({ success: z.boolean(), runs: z.array(z.object({ state: z.string(), result: SyncResult })) })
  .meta({ id: "CronSyncResponse" });
