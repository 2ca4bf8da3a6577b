import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { SyncRunListQuery } from "@/lib/properties/sync/sync-schemas";
import { listSyncRuns } from "@/lib/properties/sync/sync-runs";

export const GET = route({ auth: "recruiter", query: SyncRunListQuery }, ({ caller, query }) => listSyncRuns({ caller, db: db() }, query));
