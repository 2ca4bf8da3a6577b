// The OpenAPI registry: each domain registers its routes from the same zod schemas the
// handlers validate with (lib/openapi/paths/*), and lib/openapi/document.ts builds 3.1 from it.
import { OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/error-codes";
import { isAddressGroup, type RateLimitGroup } from "@/lib/http/rate-limit";
import { UNSAFE_METHODS } from "@/lib/http/unsafe-methods";

export const registry = new OpenAPIRegistry();

export const ErrorEnvelope = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: "Error", description: "Every error has this envelope; VALIDATION_ERROR details are {fields: {path: message}}" });

registry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  description:
    "A token from `npm run token`, or an access token of the configured OIDC identity provider (RFC 9068) whose audience is OIDC_AUDIENCE. " +
    "Provider tokens are refused when OIDC_AUDIENCE is unset, and an ID token is never accepted. A deactivated member's token answers 401.",
});
registry.registerComponent("securitySchemes", "sessionCookie", {
  type: "apiKey",
  in: "cookie",
  name: "next-auth.session-token",
  description: "The browser session of next-auth",
});
registry.registerComponent("securitySchemes", "cronSecret", {
  type: "http",
  scheme: "bearer",
  description: "CRON_SECRET, as sent by Vercel cron",
});

type Auth = "public" | "volunteer" | "recruiter" | "corps_admin" | "admin" | "cron";

interface RouteSpec {
  method: RouteConfig["method"];
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: Auth;
  /** Also callable with the cron secret. */
  cron?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body in other media types than JSON (an upload): media type -> schema. */
  bodyContent?: Record<string, z.ZodType>;
  /** contentType: the media type of the success body, or each one it may answer (a file as CSV or PDF); otherContent: other media types with other schemas. */
  response?: { status?: number; schema?: z.ZodType; description?: string; contentType?: string | string[]; otherContent?: Record<string, z.ZodType> };
  errors?: ErrorCode[];
  /** Answers besides the success one whose body is not the error envelope (a health check's 503). */
  otherResponses?: { status: number; schema: z.ZodType; description: string }[];
  /** The route's per-caller rate-limit group (the same one its handler passes to route()). */
  rateLimit?: RateLimitGroup;
  /** The answer carries an ETag, and If-None-Match with it answers 304 (route({ revalidate })). */
  conditional?: true;
}

const IF_NONE_MATCH = z.object({
  "If-None-Match": z.string().optional().meta({ description: "The ETag of the copy the client holds; unchanged, the answer is 304" }),
});
const ETAG_HEADER = { ETag: { description: "A weak validator of the answer: send it back in If-None-Match", schema: { type: "string" as const } } };

const AUTH_TEXT: Record<Auth, string> = {
  public: "No authentication required.",
  volunteer: "Any signed-in user.",
  recruiter: "Recruiter or higher.",
  corps_admin: "corps_admin or higher.",
  admin: "admin only.",
  cron: "Only the cron secret (`Authorization: Bearer $CRON_SECRET`).",
};

const LIMIT_TEXT: Record<RateLimitGroup, string> = {
  export: "exports",
  report: "reports",
  notify: "notification sends",
  sync: "syncs",
  listings: "rental listing reads",
  public: "calls",
  verify: "verifications",
  unsubscribe: "unsubscribe requests",
};

/** The setting that sizes each group's budget, and its default per window. */
const LIMIT_SETTING: Record<RateLimitGroup, [string, number]> = {
  export: ["RATE_LIMIT_EXPENSIVE", 30],
  report: ["RATE_LIMIT_EXPENSIVE", 30],
  notify: ["RATE_LIMIT_EXPENSIVE", 30],
  sync: ["RATE_LIMIT_EXPENSIVE", 30],
  listings: ["RATE_LIMIT_LISTINGS", 120],
  public: ["RATE_LIMIT_PUBLIC", 120],
  verify: ["RATE_LIMIT_VERIFY", 60],
  unsubscribe: ["RATE_LIMIT_UNSUBSCRIBE", 30],
};

/**
 * What the shared request rules can answer on any route, whatever its own errors: an undecodable
 * URL or a NUL character (400), a credential that fails (401) and, past the failed-authentication
 * limit, 429; on unsafe methods a cross-site cookie request (403) or a body that is not JSON (400);
 * and, while the database cannot be reached, 503 SERVICE_UNAVAILABLE with Retry-After.
 */
function sharedErrors(spec: RouteSpec): ErrorCode[] {
  const codes: ErrorCode[] = ["VALIDATION_ERROR", "UNAUTHORIZED", "RATE_LIMITED", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
  if (UNSAFE_METHODS.has(spec.method.toUpperCase())) codes.push("FORBIDDEN");
  return codes;
}

export function registerRoute(spec: RouteSpec): void {
  const errors = new Set<ErrorCode>([...(spec.errors ?? []), ...sharedErrors(spec)]);
  if (spec.auth !== "public" && spec.auth !== "volunteer" && spec.auth !== "cron") errors.add("FORBIDDEN");
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);

  const status = spec.response?.status ?? 200;
  const responses: RouteConfig["responses"] = {
    [status]: {
      description: spec.response?.description ?? "Success",
      ...(spec.conditional ? { headers: ETAG_HEADER } : {}),
      ...(spec.response?.schema
        ? {
            content: {
              ...Object.fromEntries([spec.response.contentType ?? "application/json"].flat().map((type) => [type, { schema: spec.response?.schema as z.ZodType }])),
              ...Object.fromEntries(Object.entries(spec.response.otherContent ?? {}).map(([type, schema]) => [type, { schema }])),
            },
          }
        : {}),
    },
  };
  for (const [code, codes] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
    responses[code] = {
      description: codes.join(", "),
      ...(code === 429 ? { headers: { "Retry-After": { description: "Seconds until the limit's window ends", schema: { type: "integer" } } } } : {}),
      ...(code === 503 && codes.includes("SERVICE_UNAVAILABLE")
        ? { headers: { "Retry-After": { description: "With SERVICE_UNAVAILABLE (the database cannot be reached): seconds to wait before retrying (5)", schema: { type: "integer" } } } }
        : {}),
      content: { "application/json": { schema: ErrorEnvelope } },
    };
  }
  if (spec.conditional) {
    responses[304] = { description: "Not Modified: If-None-Match names the current ETag; no body", headers: ETAG_HEADER };
  }
  for (const other of spec.otherResponses ?? []) {
    responses[other.status] = { description: other.description, content: { "application/json": { schema: other.schema } } };
  }
  const security: Record<string, string[]>[] =
    spec.auth === "public"
      ? []
      : spec.auth === "cron"
        ? [{ cronSecret: [] }]
        : [{ bearerAuth: [] }, { sessionCookie: [] }, ...(spec.cron ? [{ cronSecret: [] }] : [])];

  registry.registerPath({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    description: [
      spec.description,
      `**Auth:** ${AUTH_TEXT[spec.auth]}`,
      spec.rateLimit &&
        `**Rate limit:** ${LIMIT_SETTING[spec.rateLimit][0]} ${LIMIT_TEXT[spec.rateLimit]} per ${isAddressGroup(spec.rateLimit) ? "client address" : "caller"} per RATE_LIMIT_WINDOW_SECONDS (defaults ${LIMIT_SETTING[spec.rateLimit][1]} per 60 s); over it, 429 RATE_LIMITED with Retry-After.`,
    ]
      .filter(Boolean)
      .join("\n\n"),
    tags: spec.tags,
    operationId: `${spec.method}_${spec.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
    security,
    request: {
      ...(spec.conditional ? { headers: IF_NONE_MATCH } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { required: true, content: { "application/json": { schema: spec.body } } } } : {}),
      ...(spec.bodyContent
        ? { body: { required: true, content: Object.fromEntries(Object.entries(spec.bodyContent).map(([type, schema]) => [type, { schema }])) } }
        : {}),
    },
    responses,
  });
}
