// The OpenAPI registry: each domain registers its routes from the same zod schemas the
// handlers validate with (lib/openapi/paths/*), and lib/openapi/document.ts builds 3.1 from it.
import { OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/http/error-codes";

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
  description: "A token from `npm run token`, or an access token of the configured OIDC identity provider",
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
  response?: { status?: number; schema?: z.ZodType; description?: string; contentType?: string };
  errors?: ErrorCode[];
}

const AUTH_TEXT: Record<Auth, string> = {
  public: "No authentication required.",
  volunteer: "Any signed-in user.",
  recruiter: "Recruiter or higher.",
  corps_admin: "corps_admin or higher.",
  admin: "admin only.",
  cron: "Only the cron secret (`Authorization: Bearer $CRON_SECRET`).",
};

export function registerRoute(spec: RouteSpec): void {
  const errors = new Set<ErrorCode>(spec.errors ?? []);
  if (spec.auth !== "public") errors.add("UNAUTHORIZED");
  if (spec.auth !== "public" && spec.auth !== "volunteer" && spec.auth !== "cron") errors.add("FORBIDDEN");
  if (spec.params || spec.query || spec.body) errors.add("VALIDATION_ERROR");
  errors.add("INTERNAL_ERROR");
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);

  const status = spec.response?.status ?? 200;
  const responses: RouteConfig["responses"] = {
    [status]: {
      description: spec.response?.description ?? "Success",
      ...(spec.response?.schema
        ? { content: { [spec.response.contentType ?? "application/json"]: { schema: spec.response.schema } } }
        : {}),
    },
  };
  for (const [code, codes] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
    responses[code] = { description: codes.join(", "), content: { "application/json": { schema: ErrorEnvelope } } };
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
    description: [spec.description, `**Auth:** ${AUTH_TEXT[spec.auth]}`].filter(Boolean).join("\n\n"),
    tags: spec.tags,
    operationId: `${spec.method}_${spec.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
    security,
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { required: true, content: { "application/json": { schema: spec.body } } } } : {}),
    },
    responses,
  });
}
