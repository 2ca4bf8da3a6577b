// The Cosmos DB source settings as the sync sees them: complete or SOURCE_NOT_CONFIGURED, status
// markers that never reveal the endpoint or key, and scrubbing of both from any error text.
import { cosmosConfig } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import type { CosmosSourceConfig } from "./cosmos-source";
import type { SourceStatus } from "./sync-schemas";

type PartialConfig = ReturnType<typeof cosmosConfig>;

const VARIABLES: Record<keyof PartialConfig, string> = {
  endpoint: "COSMOS_ENDPOINT",
  key: "COSMOS_KEY",
  database: "COSMOS_DATABASE",
  container: "COSMOS_CONTAINER",
};

export const NOT_CONFIGURED_MESSAGE = "The source database is not configured";

/** The complete source settings, or SOURCE_NOT_CONFIGURED naming the missing variables. */
export function requireSourceConfig(config: PartialConfig = cosmosConfig()): CosmosSourceConfig {
  const missing = (Object.keys(VARIABLES) as (keyof PartialConfig)[]).filter((k) => !config[k]).map((k) => VARIABLES[k]);
  if (missing.length > 0 || !config.endpoint || !config.key || !config.database || !config.container) {
    throw new ApiError("SOURCE_NOT_CONFIGURED", `${NOT_CONFIGURED_MESSAGE}: set ${missing.join(", ")}`, { missing });
  }
  return { endpoint: config.endpoint, key: config.key, database: config.database, container: config.container };
}

/** What GET /api/sync-properties may tell a recruiter: markers for the secrets, names for the rest. */
export function sourceStatus(config: PartialConfig = cosmosConfig()): SourceStatus {
  return {
    configured: Boolean(config.endpoint && config.key && config.database && config.container),
    endpoint: config.endpoint ? "set" : "missing",
    key: config.key ? "set" : "missing",
    database: config.database ?? "missing",
    container: config.container ?? "missing",
  };
}

/**
 * Removes the key and the endpoint (URL and host) from a message before it is stored, logged or
 * answered: SDK and network errors quote request URLs, and a misconfigured key could be echoed.
 */
export function scrubSourceSecrets(message: string, config: Partial<CosmosSourceConfig>): string {
  const secrets: string[] = [];
  if (config.key) secrets.push(config.key);
  if (config.endpoint) {
    secrets.push(config.endpoint.replace(/\/+$/, ""));
    try {
      const url = new URL(config.endpoint);
      secrets.push(url.host, url.hostname);
    } catch {
      // Not a URL: the raw value above is all there is to hide.
    }
  }
  let out = message;
  for (const secret of secrets.filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join("[redacted]");
  }
  return out;
}
