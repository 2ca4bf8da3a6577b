// The one place that decides where a heavy read runs (docs/decisions/100-read-replicas.md).
// The services that may read from a replica (reports and exports, the dashboards, the listings
// stream and market statistics, the calendars) call it once with their context; every other
// service keeps reading and writing the primary.
import { replicaUrls } from "@/lib/env";
import { db, type Db } from "@/lib/db/client";
import { wroteRecently, type WriterRef } from "./recent-writes";
import { pickReplica } from "./replicas";

/**
 * The context to read with: `ctx` with a replica's client, or `ctx` itself when
 * - no replica is configured, or none is up and close enough behind (then a warning is logged);
 * - ctx.db is not the app's primary client, i.e. an open transaction (or a test's own client);
 * - the caller changed something within the read-your-writes window.
 * A replica that fails a statement later has it answered by the primary (lib/db/replica-pool.ts).
 */
export async function onReadReplica<C extends { db: Db; caller?: WriterRef | null }>(ctx: C): Promise<C> {
  if (replicaUrls().length === 0 || ctx.db !== db() || wroteRecently(ctx.caller)) return ctx;
  const replica = await pickReplica();
  return replica ? { ...ctx, db: replica } : ctx;
}
