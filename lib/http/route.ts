// The one route wrapper: awaits params, resolves the caller (cookie or Bearer), checks the
// role, validates params/query/body with zod, and turns every error into the envelope once.
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { requireRole } from "@/lib/auth/scope";
import type { Role } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { ApiError } from "./api-error";
import { errorResponse } from "./error-response";
import { jsonBody, queryObject } from "./parse-request";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

interface RouteOptions<P, Q, B> {
  /** Minimum role; "public" serves anonymous callers too (caller may be null then). */
  auth: Role | "public";
  /** Also accept `Authorization: Bearer $CRON_SECRET` (Vercel cron); the caller is then the system. */
  cron?: boolean;
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

/** The system actor used for cron calls: admin rank, no user row. */
export const CRON_CALLER: Caller = {
  id: "00000000-0000-0000-0000-000000000000",
  email: "cron@system",
  name: "Scheduled job",
  role: "admin",
  orgId: null,
  volunteerId: null,
  system: true,
};

function isCronRequest(req: NextRequest): boolean {
  const expected = env().CRON_SECRET;
  // The auth scheme is case-insensitive (RFC 9110), as resolveCaller treats it for user tokens.
  const presented = /^Bearer\s+(.+?)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!expected || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

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
    let caller: Caller | null = null;
    if (options.cron && isCronRequest(req)) {
      caller = CRON_CALLER;
    } else {
      caller = await resolveCaller(req);
      if (options.auth !== "public") {
        if (!caller) throw ApiError.unauthorized();
        requireRole(caller, options.auth);
      }
    }
    const rawParams = ctx ? await ctx.params : {};
    const params = options.params ? await options.params.parseAsync(rawParams) : undefined;
    const query = options.query ? await options.query.parseAsync(queryObject(req.nextUrl.searchParams)) : undefined;
    let body: unknown = undefined;
    if (options.body) {
      const raw = await jsonBody(req);
      body = await options.body.parseAsync(raw === undefined ? {} : raw);
    }
    const result = await handler({
      req,
      caller: caller as C,
      params: params as Out<P>,
      query: query as Out<Q>,
      body: body as Out<B>,
      requestId,
    });
    const response = result instanceof Response ? result : Response.json(result ?? { success: true });
    response.headers.set("x-request-id", requestId);
    return response;
  } catch (err) {
    return errorResponse(err, requestId);
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
      // cron: true so the secret is recognised before the Bearer value is tried as a user token.
      { auth: "public", cron: true },
      async ({ requestId, caller }) => {
        if (!caller?.system) {
          throw ApiError.unauthorized(env().CRON_SECRET ? "Invalid cron secret" : "CRON_SECRET is not configured");
        }
        return handler({ req, requestId });
      },
      req,
      undefined,
    );
}

/** JSON with a status other than 200. */
export function json(data: unknown, status: number, headers?: Record<string, string>): Response {
  return Response.json(data, { status, headers });
}
