import { after } from "next/server";
import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { SyncRequest } from "@/lib/properties/sync/sync-schemas";
import { syncProperties } from "@/lib/properties/sync/sync";
import { getSyncStatus } from "@/lib/properties/sync/sync-status";

// A full sync of a large state can take minutes on a serverless function.
export const maxDuration = 300;

export const GET = route({ auth: "recruiter" }, ({ caller }) => getSyncStatus({ caller, db: db() }));

export const POST = route({ auth: "corps_admin", cron: true, rateLimit: "sync", body: SyncRequest }, async ({ caller, body }) => {
  const { result } = await syncProperties({ caller, db: db() }, body, { afterResponse: after });
  return { success: true, result };
});
