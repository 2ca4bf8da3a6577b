// Turns anything thrown while serving a request into the error envelope
// {"error": {"code", "message", "details"?}}. Unknown errors are logged with the request id
// and answered with a generic message: no stack trace or SQL ever reaches a client.
import { ZodError } from "zod";
import { ApiError } from "./api-error";
import { ERROR_STATUS } from "./error-codes";
import { logger } from "@/lib/logger";

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export function zodFields(err: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      // Name each unknown field, so a client sees exactly what to remove.
      for (const k of issue.keys) fields[key ? `${key}.${k}` : k] = "Unknown field";
      continue;
    }
    const field = key || "body";
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Prisma's known request errors, matched by code so the generated client is not imported here. */
function prismaError(err: unknown): ApiError | undefined {
  if (typeof err !== "object" || err === null || !("code" in err)) return undefined;
  const code = (err as { code: unknown }).code;
  const name = (err as { name?: unknown }).name;
  if (name !== "PrismaClientKnownRequestError") return undefined;
  if (code === "P2025") return ApiError.notFound("Resource");
  if (code === "P2002") return new ApiError("CONFLICT", "A resource with these values already exists");
  if (code === "P2003") return ApiError.validation({ body: "Refers to a resource that does not exist" });
  return undefined;
}

export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) return ApiError.validation(zodFields(err));
  return prismaError(err);
}

export function errorResponse(err: unknown, requestId: string): Response {
  const known = toApiError(err);
  const body: ErrorBody = known
    ? { error: { code: known.code, message: known.message, ...(known.details ? { details: known.details } : {}) } }
    : { error: { code: "INTERNAL_ERROR", message: `Something went wrong. Reference: ${requestId}` } };
  if (!known) logger.error("unhandled error", { requestId, err });
  const status = known ? ERROR_STATUS[known.code] : 500;
  const headers: Record<string, string> = { "x-request-id": requestId, "cache-control": "no-store" };
  if (known?.code === "RATE_LIMITED" && typeof known.details?.retry_after_seconds === "number") {
    headers["retry-after"] = String(known.details.retry_after_seconds);
  }
  return Response.json(body, { status, headers });
}

/** 405 for a method `pathname` does not serve: the envelope, with the methods it does in Allow. */
export function methodNotAllowedResponse(method: string, pathname: string, allowed: readonly string[], requestId: string): Response {
  const res = errorResponse(new ApiError("METHOD_NOT_ALLOWED", `${method} is not served on ${pathname}; it answers ${allowed.join(", ")}`, { allowed: [...allowed] }), requestId);
  res.headers.set("allow", allowed.join(", "));
  return res;
}
