import { z } from "zod";
import { HealthReport } from "@/lib/health/health-schemas";
import { registerRoute } from "../registry";

registerRoute({
  method: "get",
  path: "/api/openapi.json",
  summary: "This OpenAPI 3.1 document",
  tags: ["Meta"],
  auth: "public",
  response: { schema: z.object({ openapi: z.string() }).passthrough() },
});

registerRoute({
  method: "get",
  path: "/api/health",
  summary: "Health of the app and its databases, for load balancers and uptime checks",
  description:
    "200 while the primary database answers `SELECT 1` (within 3 s), else 503 with the same body. Replicas " +
    "(DATABASE_REPLICA_URLS) are reported with their lag; a replica that is down or further behind than " +
    "DATABASE_REPLICA_MAX_LAG_S makes the status `degraded` but not 503, as the primary then serves its reads. " +
    "Reads no credential (a cookie or token sent is ignored), is never rate limited and is never cached. " +
    "Connection strings, hosts and error messages stay in the server log.",
  tags: ["Meta"],
  auth: "public",
  response: { schema: HealthReport, description: "The primary answers" },
  otherResponses: [{ status: 503, schema: HealthReport, description: "The primary database does not answer (status `unavailable`)" }],
});
