// The Vercel cron job: syncs every state of SYNC_STATES in turn, as the "cron" actor.
import { CRON_CALLER } from "@/lib/auth/cron-caller";
import { poolOf, type Db } from "@/lib/db/client";
import { syncStates } from "@/lib/env";
import type { SyncResult } from "./sync-schemas";
import { storeMissingListings } from "../listings/listing-batches";
import { syncProperties, type SyncOptions } from "./sync";

/**
 * Stops at the first failure (throttling, a run already in progress, no configuration): the
 * remaining states would fail the same way, and the error answer makes the cron run visibly red.
 * States synced before the failure keep their runs. The listings of every state are stored
 * once, after the answer (afterResponse, as a sync by hand does), not once per state.
 */
export async function runScheduledSync(db: Db, options: Pick<SyncOptions, "afterResponse"> = {}): Promise<{ success: true; runs: { state: string; result: SyncResult }[] }> {
  const runs: { state: string; result: SyncResult }[] = [];
  for (const state of syncStates()) {
    const { result } = await syncProperties({ caller: CRON_CALLER, db }, { state });
    runs.push({ state, result });
  }
  options.afterResponse?.(() => storeMissingListings(poolOf(db)));
  return { success: true, runs };
}
