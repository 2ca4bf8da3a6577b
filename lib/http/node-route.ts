// Serves a route of the one wrapper (route.ts) from a Pages Router API file, for an answer that
// must choose its own Content-Encoding: Next 16 drops that header from an App Router handler's
// Response (FORBIDDEN_HEADERS in next/dist/server/send-response.js) and compresses every byte
// again itself, at its fixed level. A Pages API route writes to Node's response, where a
// Content-Encoding already set makes Next's compression step aside. Everything else (the proxy's
// headers, authentication, validation, the error envelope) is the same code as for any route.
import { once } from "node:events";
import type { NextApiRequest, NextApiResponse } from "next";
import { NextRequest } from "next/server";
import { logger } from "@/lib/logger";
import { methodNotAllowedResponse } from "./error-response";

/** Runs work once the answer was sent, as Next's after() does for App Router routes. */
export type AfterResponse = (work: () => Promise<void>) => void;

type WebHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

type RequestContext = { get(): { waitUntil?: (promise: Promise<unknown>) => void } | undefined };

/**
 * The host's waitUntil, which keeps a serverless invocation alive for work after the answer: the
 * request context a platform (Vercel) provides under this symbol, the one Next's own after() reads.
 * None on a Node server, which runs on anyway.
 */
function hostWaitUntil(): ((promise: Promise<unknown>) => void) | undefined {
  const context = (globalThis as { [key: symbol]: RequestContext | undefined })[Symbol.for("@next/request-context")];
  return context?.get()?.waitUntil;
}

function webRequest(req: NextApiRequest): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  const url = new URL(req.url ?? "/", `${proto}://${headers.get("host") ?? "localhost"}`);
  return new NextRequest(url, { method: req.method, headers });
}

async function send(req: NextApiRequest, res: NextApiResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const closed = once(res, "close");
  closed.catch(() => undefined); // an 'error' on res rejects it; the write that failed reports that
  // Each chunk is written when the socket takes it: a slow client never makes the server buffer,
  // and a client that leaves stops the stream.
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (res.destroyed) {
      await reader.cancel();
      return;
    }
    if (!res.write(value)) await Promise.race([once(res, "drain"), closed]);
  }
  res.end();
}

/**
 * A Pages API handler serving the given methods with route.ts handlers; HEAD is GET without the
 * body and OPTIONS lists the methods, as Next does for App Router routes. Each method's factory
 * receives the after-response hook, which Next's after() cannot be here.
 */
export function nodeRoute(methods: { GET: (afterResponse: AfterResponse) => WebHandler }) {
  const allow = [...Object.keys(methods), "HEAD", "OPTIONS"].sort();
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const later: (() => Promise<void>)[] = [];
    let response: Response;
    const request = webRequest(req);
    if (req.method === "GET" || req.method === "HEAD") {
      response = await methods.GET((work) => later.push(work))(request, { params: Promise.resolve({}) });
    } else if (req.method === "OPTIONS") {
      response = new Response(null, { status: 204, headers: { allow: allow.join(", ") } });
    } else {
      // The proxy answers these first (proxy.ts); this is the same answer should it not.
      response = methodNotAllowedResponse(req.method ?? "", request.nextUrl.pathname, allow, request.headers.get("x-request-id") ?? crypto.randomUUID());
    }
    try {
      await send(req, res, response);
    } catch (err) {
      // The status line is gone: cutting the connection is the only way left to say it failed.
      logger.error("node-route: the answer failed while it was being sent", { err, path: req.url });
      res.destroy(err instanceof Error ? err : undefined);
    }
    if (later.length > 0) {
      const done = Promise.allSettled(later.map((work) => work())).then(() => undefined);
      hostWaitUntil()?.(done);
      await done;
    }
  };
}
