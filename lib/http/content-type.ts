// The API speaks JSON only. A request that declares another media type (a form post, text/plain)
// is refused before anything runs, even on routes that take no body: browsers send those types
// cross-site without a preflight, so accepting them is what made cross-site state changes work.
import { ApiError } from "@/lib/errors/api-error";
import { UNSAFE_METHODS } from "./unsafe-methods";

export function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(value.trim());
}

function sendsBody(req: Request): boolean {
  return Number(req.headers.get("content-length") ?? "0") > 0 || req.headers.has("transfer-encoding");
}

/** The bare media type of a Content-Type value: `text/csv; charset=utf-8` -> `text/csv`. */
function mediaTypeOf(value: string): string {
  return value.split(";")[0].trim().toLowerCase();
}

/**
 * Unsafe methods: a declared content type must be JSON, or one of the few upload types a route
 * names itself (`uploads`, e.g. text/csv for POST /api/rent-benchmarks), and a body needs one.
 * Such a route is still behind the same-origin check, which runs first.
 */
export function assertJsonContentType(req: Request, uploads: readonly string[] = []): void {
  if (!UNSAFE_METHODS.has(req.method)) return;
  const type = req.headers.get("content-type");
  if (type === null ? !sendsBody(req) : isJsonContentType(type) || uploads.includes(mediaTypeOf(type))) return;
  const allowed = ["application/json", ...uploads].join(", ");
  throw ApiError.validation({ "content-type": `Must be one of: ${allowed}` }, `Content-Type must be ${uploads.length ? `one of ${allowed}` : "application/json"}`);
}
