// Refuses cross-site requests that would act with the visitor's session cookie (CSRF). Only
// requests without an Authorization header are checked: a Bearer token or the cron secret is
// never sent by a browser on its own, so such callers are unaffected.
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { UNSAFE_METHODS } from "./unsafe-methods";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The app's own origin: NEXTAUTH_URL or APP_URL, or the host the request was sent to (so
 * localhost, 127.0.0.1 and a deployment's preview host all work). A browser sets Host itself,
 * so a page on another site cannot make its Origin match it.
 */
function isOwnOrigin(origin: string, req: Request): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and garbage
  }
  const e = env();
  if (parsed.origin === originOf(e.NEXTAUTH_URL) || parsed.origin === originOf(e.APP_URL)) return true;
  const host = req.headers.get("host");
  return host !== null && parsed.host === host.toLowerCase();
}

/**
 * Unsafe methods without an Authorization header need `Origin` of this app or, when a browser
 * sent no Origin, `Sec-Fetch-Site: same-origin` (or `none`: typed by the user). A request with
 * neither header is not a browser's (every current browser sends Origin on unsafe requests), so
 * no visitor's cookie can be riding on it unwillingly: it passes, as in Go's CrossOriginProtection.
 */
export function assertSameOrigin(req: Request): void {
  if (!UNSAFE_METHODS.has(req.method) || req.headers.has("authorization")) return;
  const origin = req.headers.get("origin");
  if (origin !== null) {
    if (isOwnOrigin(origin, req)) return;
    throw ApiError.forbidden("Cross-site request refused: its Origin is not this app");
  }
  const site = req.headers.get("sec-fetch-site");
  if (site === null || site === "same-origin" || site === "none") return;
  throw ApiError.forbidden("Cross-site request refused: Sec-Fetch-Site is not same-origin");
}
