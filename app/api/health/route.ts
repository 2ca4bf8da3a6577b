import { checkHealth } from "@/lib/health/check-health";
import { json, publicRoute } from "@/lib/http/route";

export const GET = publicRoute({ identify: false }, async () => {
  const report = await checkHealth();
  return json(report, report.status === "unavailable" ? 503 : 200, { "cache-control": "no-store" });
});
