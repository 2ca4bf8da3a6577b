// A tiny HTTP proxy in front of the Cosmos emulator that answers like a throttled Cosmos DB
// account (429, x-ms-retry-after-ms, "Request rate is large"), so tests can drive the SDK's real
// retry policy and the sync's behaviour when the retries run out.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

export interface ThrottleProxyOptions {
  /** The emulator endpoint, e.g. http://127.0.0.1:41234 */
  target: string;
  /**
   * Let this many document queries through, then throttle every later one. Only real query pages
   * count: the SDK's query-plan requests (header x-ms-cosmos-is-query-plan-request) and metadata
   * reads always pass. Omitted: nothing is throttled until `throttleAll` is set.
   */
  throttleAfterQueries?: number;
  /** Throttle every request, metadata and query plans included. */
  throttleAll?: boolean;
  /** Value of x-ms-retry-after-ms in throttled answers (default 1, to keep SDK retries fast). */
  retryAfterMs?: number;
  /** Stop throttling after this many 429 answers (a short burst the SDK's retries should absorb). */
  maxThrottles?: number;
  /** Replace the service's error text, to check callers do not rely on the SDK passing it through. */
  message?: string;
}

export interface ThrottleProxyStats {
  /** Document query requests forwarded to the emulator. */
  queriesForwarded: number;
  /** Query-plan requests seen (forwarded unless throttleAll). */
  queryPlanRequests: number;
  /** Requests answered with 429. */
  throttled: number;
}

export interface ThrottleProxy {
  endpoint: string;
  stats: ThrottleProxyStats;
  /** Change the throttling while running (e.g. start throttling halfway through a test). */
  configure(options: Partial<Omit<ThrottleProxyOptions, "target">>): void;
  close(): Promise<void>;
}

function isQuery(req: IncomingMessage): boolean {
  return req.method === "POST" && String(req.headers["x-ms-documentdb-isquery"]).toLowerCase() === "true";
}

function isQueryPlan(req: IncomingMessage): boolean {
  return String(req.headers["x-ms-cosmos-is-query-plan-request"]).toLowerCase() === "true";
}

function answerThrottled(req: IncomingMessage, res: ServerResponse, retryAfterMs: number, message: string | undefined): void {
  const activityId = randomUUID();
  // Body and headers as the real service sends them (message text included verbatim).
  const body = {
    code: "429",
    message:
      message ??
      'Message: {"Errors":["Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later. Learn more: http://aka.ms/cosmosdb-error-429"]}\r\n' +
        `ActivityId: ${activityId}, Request URI: ${req.url ?? "/"}, RequestStats: , SDK: throttle-proxy`,
  };
  // Drain the request body so the client's socket is not left mid-upload.
  req.resume();
  res.writeHead(429, {
    "content-type": "application/json",
    "x-ms-retry-after-ms": String(retryAfterMs),
    "x-ms-substatus": "3200",
    "x-ms-activity-id": activityId,
    "x-ms-request-charge": "0.38",
  });
  res.end(JSON.stringify(body));
}

export async function startThrottleProxy(options: ThrottleProxyOptions): Promise<ThrottleProxy> {
  const target = new URL(options.target);
  const { target: _target, ...initial } = options;
  const settings: Omit<ThrottleProxyOptions, "target"> = { ...initial };
  const stats: ThrottleProxyStats = { queriesForwarded: 0, queryPlanRequests: 0, throttled: 0 };

  const server = createServer((req, res) => {
    const plan = isQueryPlan(req);
    if (plan) stats.queryPlanRequests++;
    const query = isQuery(req) && !plan;
    const overBudget = query && settings.throttleAfterQueries !== undefined && stats.queriesForwarded >= settings.throttleAfterQueries;
    const burstOver = settings.maxThrottles !== undefined && stats.throttled >= settings.maxThrottles;
    if ((settings.throttleAll || overBudget) && !burstOver) {
      stats.throttled++;
      answerThrottled(req, res, settings.retryAfterMs ?? 1, settings.message);
      return;
    }
    if (query) stats.queriesForwarded++;

    const upstream = request(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "BadGateway", message: `throttle proxy: ${error.message}` }));
    });
    req.pipe(upstream);
  });

  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const bound = server.address();
      if (bound === null || typeof bound === "string") reject(new Error("throttle proxy did not bind a TCP port"));
      else resolve(bound);
    });
  });

  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stats,
    configure: (changes) => Object.assign(settings, changes),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
