// The answer of GET /api/health, for load balancers and uptime checks.
import { z } from "zod";

export const HealthReport = z
  .object({
    status: z.enum(["ok", "degraded", "unavailable"]).meta({
      description: "ok: the primary and every replica answer; degraded: the primary answers, a replica does not (its reads go to the primary); unavailable: the primary does not answer (503)",
    }),
    database: z.object({
      primary: z.object({
        ok: z.boolean(),
        latency_ms: z.number().nullable().meta({ description: "Round trip of `SELECT 1`; null when it failed" }),
      }),
      replicas: z
        .array(
          z.object({
            ok: z.boolean(),
            lag_s: z.number().nullable().meta({ description: "Seconds behind the primary; null when the replica did not answer" }),
          }),
        )
        .meta({ description: "One entry per DATABASE_REPLICA_URLS entry, in its order (empty without replicas)" }),
    }),
    version: z.string().meta({ description: "The app's version (package.json), with the deployed commit when the host says it" }),
  })
  .meta({ id: "HealthReport" });
export type HealthReport = z.infer<typeof HealthReport>;
