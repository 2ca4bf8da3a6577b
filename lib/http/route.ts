// The one route wrapper: guards unsafe requests (same origin, JSON only), resolves the caller
// (cookie, Bearer or cron secret), applies rate limits, validates params/query/body with zod,
// and turns every error into the envelope once. Each concern lives in its own module beside it.
import { randomUUID } from "node:crypto";
import { after, type NextRequest } from "next/server";
import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { hasQueued, trackQueuedDeliveries, type QueuedDeliveries } from "@/lib/async/queued-deliveries";
import type { Role } from "@/lib/auth/roles";
import { drainQueued } from "@/lib/corps/notifications/drain-queued";
import { noteWrite } from "@/lib/replicas/recent-writes";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { authenticate } from "./authenticate";
import { assertJsonContentType } from "./content-type";
import { assertSameOrigin } from "./cross-site";
import { errorResponse } from "./error-response";
import { jsonBody, paramsObject, queryObject } from "./parse-request";
import { clientIp } from "./client-ip";
import { countAddressCall, countExpensiveCall, isAddressGroup, type RateLimitGroup } from "./rate-limit";
import { UNSAFE_METHODS } from "./unsafe-methods";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

interface RouteOptions<P, Q, B> {
  /** Minimum role; "public" serves anonymous callers too (caller may be null then). */
  auth: Role | "public";
  /**
   * Also accept `Authorization: Bearer $CRON_SECRET` (Vercel cron); the caller is then the system.
   * "only": nobody else may call, and anyone else is 401 before anything else is checked.
   */
  cron?: boolean | "only";
  /** Media types besides JSON this route reads itself (an upload); every other route is JSON only. */
  uploads?: readonly string[];
  /**
   * "allowed": a POST that other sites make by design (one-click unsubscribe from a mail
   * provider, a provider's webhook); such a route must not use the visitor's cookie.
   */
  crossSite?: "allowed";
  /** false: never look at credentials (a health check must answer while user rows cannot be read). */
  identify?: false;
  /**
   * The route's rate-limit group: an expensive route's budget per caller (RATE_LIMIT_EXPENSIVE or
   * _LISTINGS), or, for the routes anyone may call, a budget per client address (RATE_LIMIT_PUBLIC,
   * _VERIFY, _UNSUBSCRIBE).
   */
  rateLimit?: RateLimitGroup;
  /**
   * The answer carries an ETag the caller's browser may keep and revalidate (If-None-Match, 304):
   * Cache-Control `private, no-cache` instead of `no-store`. Still never kept by a shared cache.
   */
  revalidate?: true;
  params?: P;
  query?: Q;
  body?: B;
}

export interface HandlerArgs<P, Q, B, C> {
  req: NextRequest;
  caller: C;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  requestId: string;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

function requestIdOf(req: Request): string {
  const incoming = req.headers.get("x-request-id");
  return incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

async function run<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, C>(
  options: RouteOptions<P, Q, B>,
  handler: (args: HandlerArgs<P, Q, B, C>) => Promise<unknown>,
  req: NextRequest,
  ctx: RouteContext | undefined,
): Promise<Response> {
  const requestId = requestIdOf(req);
  try {
    // The credential first: a caller without one gets 401 whatever else the request has wrong
    // (the spec's "a missing or invalid credential yields 401"); nothing runs for it either way.
    // A signed-in caller is then refused a foreign Origin (403) or a non-JSON body (400) before the
    // handler runs, which is what stops a cross-site form post riding on the session cookie.
    const caller = options.identify === false ? null : await authenticate(req, options);
    if (options.cron === "only" && !caller?.system) throw ApiError.unauthorized(env().CRON_SECRET ? "Invalid cron secret" : "CRON_SECRET is not configured");
    if (options.crossSite !== "allowed") assertSameOrigin(req);
    assertJsonContentType(req, options.uploads);
    const rawParams = paramsObject((ctx ? await ctx.params : undefined) ?? {});
    const params = options.params ? await options.params.parseAsync(rawParams) : undefined;
    // Read even when the route takes no query, so a NUL anywhere in a URL is refused alike.
    const rawQuery = queryObject(req.nextUrl.searchParams);
    const query = options.query ? await options.query.parseAsync(rawQuery) : undefined;
    let body: unknown = undefined;
    if (options.body) {
      const raw = await jsonBody(req);
      body = await options.body.parseAsync(raw === undefined ? {} : raw);
    }
    // Counted once the input is valid: a rejected request cost nothing worth limiting.
    if (options.rateLimit) {
      if (isAddressGroup(options.rateLimit)) await countAddressCall(options.rateLimit, clientIp(req));
      else if (caller) await countExpensiveCall(options.rateLimit, caller);
    }
    const tracked = trackQueuedDeliveries(() =>
      handler({
        req,
        caller: caller as C,
        params: params as Out<P>,
        query: query as Out<Q>,
        body: body as Out<B>,
        requestId,
      }),
    );
    const result = await tracked.result;
    drainAfterAnswer(tracked.queued);
    // The caller's next heavy reads stay on the primary for a while (read your own writes).
    if (UNSAFE_METHODS.has(req.method)) await noteWrite(caller);
    const response = result instanceof Response ? result : Response.json(result ?? { success: true });
    response.headers.set("x-request-id", requestId);
    // What a signed-in caller gets is theirs alone: no shared cache or browser history keeps it,
    // and their own browser only to ask again whether it changed.
    if (caller) response.headers.set("cache-control", options.revalidate ? "private, no-cache" : "no-store");
    return response;
  } catch (err) {
    return errorResponse(err, requestId);
  }
}

/** Sends what the request queued (e-mail, SMS, webhooks) once the answer is out (Next's after()). */
function drainAfterAnswer(queued: QueuedDeliveries): void {
  if (!hasQueued(queued)) return;
  const work = () => drainQueued(queued);
  try {
    after(work);
  } catch {
    // Outside an App Router request (a Pages API route): the Node server runs on after answering.
    void work();
  }
}

/** A route for signed-in callers of at least `auth` rank. */
export function route<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  options: RouteOptions<P, Q, B> & { auth: Role },
  handler: (args: HandlerArgs<P, Q, B, Caller>) => Promise<unknown>,
) {
  return (req: NextRequest, ctx: RouteContext) => run(options, handler, req, ctx);
}

/** A route open to anonymous callers (the caller is null for them). */
export function publicRoute<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  options: Omit<RouteOptions<P, Q, B>, "auth" | "cron">,
  handler: (args: HandlerArgs<P, Q, B, Caller | null>) => Promise<unknown>,
) {
  return (req: NextRequest, ctx: RouteContext) => run({ ...options, auth: "public" }, handler, req, ctx);
}

/** A route only Vercel cron (Bearer $CRON_SECRET) may call; anyone else gets 401. */
export function cronRoute(handler: (args: { req: NextRequest; requestId: string }) => Promise<unknown>) {
  return (req: NextRequest) =>
    run<undefined, undefined, undefined, Caller | null>(
      // The secret is recognised before the Bearer value is tried as a user token.
      { auth: "public", cron: "only" },
      async ({ requestId }) => handler({ req, requestId }),
      req,
      undefined,
    );
}

/** JSON with a status other than 200. */
export function json(data: unknown, status: number, headers?: Record<string, string>): Response {
  return Response.json(data, { status, headers });
}
