// An HTTP proxy in front of the browser tests' app that checks every /api answer against the
// served OpenAPI document (openapi-check.ts), the way a validating proxy in front of a
// black-box suite would: what the pages fetch themselves (the heatmap's listings, the
// notification bell, downloads) and what a test sends with page.request. The integration
// suite checks its own requests in tests/helpers/api.ts; this covers the browser's.
//
// Each violation is appended to a log file as one JSON line; the e2e fixture (tests/e2e/
// fixtures.ts) reads the lines written during a test and fails that test. An /api answer is
// checked before it is passed on, so a test never outruns the check of its own request.
// Everything else (pages, assets, the RSC stream) is piped through untouched.
import { appendFileSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { openApiViolations } from "./openapi-check";

export interface ValidatingProxy {
  close(): Promise<void>;
}

export interface Violation {
  at: string;
  method: string;
  url: string;
  status: number;
  violations: string[];
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
      return gunzipSync(body);
    case "br":
      return brotliDecompressSync(body);
    case "deflate":
      return inflateSync(body);
    default:
      return body;
  }
}

function jsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0 || !contentType?.toLowerCase().includes("json")) return undefined;
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    return undefined; // the app's own 400 for a body that is not JSON is what gets checked
  }
}

function toHeaders(raw: IncomingMessage["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** Listens on `port` and forwards to `target` (the app's own URL), keeping the Host header the browser sent. */
export async function startValidatingProxy(opts: { port: number; target: string; logFile: string }): Promise<ValidatingProxy> {
  const target = new URL(opts.target);
  writeFileSync(opts.logFile, "");
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    const checked = url.startsWith("/api/");
    const forward = (body?: Buffer) => {
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: url, headers: req.headers },
        (answer) => {
          if (!checked) {
            res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(res);
            return;
          }
          void readAll(answer)
            .then(async (raw) => {
              const headers = toHeaders(answer.headers);
              const status = answer.statusCode ?? 502;
              let text = "";
              try {
                text = decoded(raw, answer.headers["content-encoding"]).toString("utf8");
              } catch {
                text = raw.toString("utf8");
              }
              const method = req.method ?? "GET";
              const requestBody = body ? jsonBody(body, req.headers["content-type"]) : undefined;
              const found = await openApiViolations(opts.target, method, url, { status, headers, text, body: text }, requestBody).catch((err: unknown) => [
                `the check itself failed: ${(err as Error).message}`,
              ]);
              if (found.length > 0) {
                const line: Violation = { at: new Date().toISOString(), method, url, status, violations: found };
                appendFileSync(opts.logFile, `${JSON.stringify(line)}\n`);
              }
              res.writeHead(status, answer.rawHeaders);
              res.end(raw);
            })
            .catch(() => res.destroy());
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      if (body) upstream.end(body);
      else req.pipe(upstream);
    };
    if (checked) void readAll(req).then(forward, () => res.destroy());
    else forward();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
