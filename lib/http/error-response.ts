// Turns anything thrown while serving a request into the error envelope
// {"error": {"code", "message", "details"?}}. Unknown errors are logged with the request id
// and answered with a generic message: no stack trace or SQL ever reaches a client.
import { noteDatabaseUnreachable } from "@/lib/db/availability";
import { ApiError } from "@/lib/errors/api-error";
import type { ErrorBody } from "@/lib/errors/error-body";
import { ERROR_STATUS } from "@/lib/errors/error-codes";
import { toApiError } from "@/lib/errors/to-api-error";
import { logger } from "@/lib/logger";

export function errorResponse(err: unknown, requestId: string): Response {
  const known = toApiError(err);
  const body: ErrorBody = known
    ? { error: { code: known.code, message: known.message, ...(known.details ? { details: known.details } : {}) } }
    : { error: { code: "INTERNAL_ERROR", message: `Something went wrong. Reference: ${requestId}` } };
  if (!known) logger.error("unhandled error", { requestId, err });
  else if (known.code === "SERVICE_UNAVAILABLE" && known !== err) {
    logger.warn("database unreachable", { requestId, err: err instanceof Error ? err.message : String(err) });
    noteDatabaseUnreachable();
  }
  const status = known ? ERROR_STATUS[known.code] : 500;
  const headers: Record<string, string> = { "x-request-id": requestId, "cache-control": "no-store" };
  if ((known?.code === "RATE_LIMITED" || known?.code === "SERVICE_UNAVAILABLE") && typeof known.details?.retry_after_seconds === "number") {
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
