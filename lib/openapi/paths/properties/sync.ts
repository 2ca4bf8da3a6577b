// The property sync's routes: run a sync, its status and history, and the cron entry point.
import { idParams } from "@/lib/schemas/common-schemas";
import {
  CronSyncResponse,
  SyncRequest,
  SyncResponse,
  SyncRun,
  SyncRunList,
  SyncRunListQuery,
  SyncStatusResponse,
} from "@/lib/properties/sync/sync-schemas";
import { registerRoute } from "../../registry";

const sync = ["Property sync"];
registerRoute({
  method: "post",
  path: "/api/sync-properties",
  rateLimit: "sync",
  summary: "Sync rental listings of one state from the source database into property records",
  description:
    "Reads the source listings of `state` (and `city`, case-insensitive) in pages of 1000 and creates or updates property records. " +
    "A listing matches the property with its source_listing_id, else a hand-made property with the same normalized address, city and state " +
    "is adopted. Source-owned fields are overwritten; CRM-owned fields (status, priority, notes, pm_company_id, owner_contact_id, " +
    "management_type), units, tenants, inspections and contacts are never touched. Properties without a PMC are linked to the PMC whose " +
    "company_name contains, or is contained in, property_manager (case-insensitive; the longest name wins). A listing that cannot be " +
    "stored is counted in `errors` and the run goes on. One sync runs at a time (SYNC_IN_PROGRESS). When the source stays throttled " +
    "after the SDK's retries, the run stops with RATE_LIMITED and a message containing \"Request rate is large\"; what was stored stays. " +
    "Every run is recorded (GET /api/sync-properties/runs).",
  tags: sync,
  auth: "corps_admin",
  cron: true,
  body: SyncRequest,
  response: { schema: SyncResponse },
  errors: ["SYNC_IN_PROGRESS", "SOURCE_NOT_CONFIGURED", "RATE_LIMITED"],
});
registerRoute({
  method: "get",
  path: "/api/sync-properties",
  summary: "Whether the source database is configured (markers only, never the endpoint or key) and property counts by sync status",
  tags: sync,
  auth: "recruiter",
  response: { schema: SyncStatusResponse },
});
registerRoute({
  method: "get",
  path: "/api/sync-properties/runs",
  summary: "History of sync runs, newest first",
  description: "A running run shows its counts so far (updated after every page), so a client can poll it for progress.",
  tags: sync,
  auth: "recruiter",
  query: SyncRunListQuery,
  response: { schema: SyncRunList },
});
registerRoute({
  method: "get",
  path: "/api/sync-properties/runs/{id}",
  summary: "One sync run",
  tags: sync,
  auth: "recruiter",
  params: idParams,
  response: { schema: SyncRun },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/cron/sync-properties",
  summary: "Scheduled sync of every state in SYNC_STATES (default OR), for Vercel cron (0 */6 * * *)",
  description: "Syncs the states one after another and stops at the first failure; the runs are recorded with triggered_by \"cron\".",
  tags: sync,
  auth: "cron",
  response: { schema: CronSyncResponse },
  errors: ["SYNC_IN_PROGRESS", "SOURCE_NOT_CONFIGURED", "RATE_LIMITED"],
});
