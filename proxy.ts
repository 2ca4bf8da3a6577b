// Runs before every page and API request: gives each request an id, tells server components
// the requested path (layouts cannot read it) so sign-in can send the visitor back afterwards,
// answers URLs whose percent-encoding cannot be decoded (Next itself would answer a bare 500) and
// methods an API route does not serve (Next would answer an empty 405), and sets the security
// headers, with a per-request CSP nonce on pages.
import { NextResponse, type NextRequest } from "next/server";
import { databaseAnswers } from "@/lib/db/availability";
import { tileUrl } from "@/lib/env";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/errors/error-codes";
import { ApiError } from "@/lib/errors/api-error";
import { errorResponse, methodNotAllowedResponse } from "@/lib/http/error-response";
import { apiSecurityHeaders, pageSecurityHeaders } from "@/lib/http/security-headers";
import { undecodablePart } from "@/lib/http/url-encoding";
import { allowedMethods } from "@/lib/openapi/route-methods";
import { db } from "@/lib/db/client";
import { embedOriginsOf } from "@/lib/corps/public-pages/public-organization";
import { PUBLIC_CACHE_CONTROL } from "@/lib/corps/public-pages/public-schemas";
import { logger } from "@/lib/logger";
import { LOCALE_HEADER, publicPathLocale } from "@/lib/i18n/public-locale";

/** Public pages (issue 30): the same for everyone, so shared caches may keep them a minute. */
const PUBLIC_PAGE = /^\/(o|embed\/o)\/[^/]+(\/|$)|^\/sitemap\.xml$/;
const EMBED_PAGE = /^\/embed\/o\/([^/]+)\/?$/;

/** The origins that may frame this page: an embed's organization's embed_origins, else none. */
async function frameAncestorsOf(pathname: string): Promise<string[]> {
  const slug = EMBED_PAGE.exec(pathname)?.[1];
  if (!slug) return [];
  try {
    return await embedOriginsOf(db(), decodeURIComponent(slug));
  } catch (err) {
    // No database answer: the page refuses framing, as every other page does.
    logger.error("proxy: the embed's origins could not be read", { err });
    return [];
  }
}

function withHeaders(res: Response, headers: Headers): Response {
  for (const [key, value] of headers) res.headers.set(key, value);
  return res;
}

/** The page pages answer while the database cannot be reached: short, static, no script. */
function unavailablePage(requestId: string): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Temporarily unavailable · Corps</title></head><body><main><h1>Temporarily unavailable</h1>" +
    "<p>Corps cannot reach its database right now. Nothing is lost: please try again in a few seconds.</p></main></body></html>\n";
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS), "cache-control": "no-store", "x-request-id": requestId },
  });
}

export async function proxy(req: NextRequest) {
  const headers = new Headers(req.headers);
  const incoming = headers.get("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  // The organizations' public credential documents (DID document, status list) are API answers too.
  const isApi = req.nextUrl.pathname.startsWith("/api/") || req.nextUrl.pathname === "/api" || /^\/orgs\/[^/]+\/(did\.json|status\/[^/]+)$/.test(req.nextUrl.pathname);
  // next-auth's own routes: its pages are HTML, and its methods are its own.
  const isAuth = req.nextUrl.pathname.startsWith("/api/auth/");

  // As sent: next.config.ts turns off Next's normalizing of the proxy's URL.
  const bad = undecodablePart(req.nextUrl.pathname, req.nextUrl.search);
  if (bad) {
    const message = `The ${bad} of this URL has percent-encoding that is not valid UTF-8`;
    const res = isApi
      ? errorResponse(ApiError.validation({ [bad]: "Malformed percent-encoding" }, message), requestId)
      : new Response(`Bad request: ${message}.\n`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8", "x-request-id": requestId } });
    return withHeaders(res, apiSecurityHeaders());
  }

  // A method the route does not serve: the error envelope and Allow (Next would answer an empty 405).
  if (isApi && !isAuth) {
    const allowed = allowedMethods(req.nextUrl.pathname);
    if (allowed && !allowed.includes(req.method)) {
      return withHeaders(methodNotAllowedResponse(req.method, req.nextUrl.pathname, allowed, requestId), apiSecurityHeaders());
    }
  }

  // A page while the database cannot be reached: a short 503 page rather than an error page.
  // API routes answer 503 SERVICE_UNAVAILABLE themselves (the route wrapper).
  if (!isApi && (req.method === "GET" || req.method === "HEAD") && !(await databaseAnswers())) {
    return withHeaders(unavailablePage(requestId), pageSecurityHeaders(tileUrl()));
  }

  // next-auth's own pages under /api/auth (sign-in fallback, errors) are HTML: they get the page policy.
  // A public page's language is in its URL (/es/o/{slug} is /o/{slug} in Spanish): the page is
  // served from the unprefixed path, told the language in LOCALE_HEADER. Only this proxy sets it.
  headers.delete(LOCALE_HEADER);
  const publicPage = isApi ? null : publicPathLocale(req.nextUrl.pathname);
  if (publicPage) headers.set(LOCALE_HEADER, publicPage.locale);
  const pagePath = publicPage?.path ?? req.nextUrl.pathname;
  const security = isApi && !isAuth ? apiSecurityHeaders() : pageSecurityHeaders(tileUrl(), await frameAncestorsOf(pagePath));
  headers.set("x-request-id", requestId);
  headers.set("x-pathname", req.nextUrl.pathname + req.nextUrl.search);
  // Next reads the nonce for its inline scripts from the request's CSP header.
  headers.set("content-security-policy", security.get("content-security-policy") ?? "");
  const res = publicPage?.prefixed
    ? NextResponse.rewrite(new URL(`${publicPage.path}${req.nextUrl.search}`, req.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  res.headers.set("x-request-id", requestId);
  if (!isApi && PUBLIC_PAGE.test(pagePath)) res.headers.set("cache-control", PUBLIC_CACHE_CONTROL);
  return withHeaders(res, security);
}

export const config = {
  // Static files are left alone: build output, and public/ (icons, manifest, robots.txt).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|icon-[\\w-]+\\.png|apple-touch-icon.png|manifest.webmanifest|robots.txt).*)"],
};
