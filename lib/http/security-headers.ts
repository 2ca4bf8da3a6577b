// The security headers of every answer, from @nosecone/next's defaults with the few changes
// this app needs. Pages get a Content-Security-Policy with a fresh nonce per request (Next puts
// it on its own inline scripts); API answers get a policy that allows nothing, being JSON.
import { defaults, nosecone, type Options } from "@nosecone/next";
import type { HostSource } from "nosecone";

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org` (a CSP source). */
export function tileSource(template: string): HostSource | null {
  const origin = /^(https?:\/\/[^/?#]+)/i.exec(template)?.[1];
  return origin ? (origin.replace(/\{[^}]*\}/g, "*") as HostSource) : null;
}

/**
 * Who may frame a page: nobody ('none'), except the embeddable list (/embed/o/{slug}), which
 * takes exactly its organization's embed_origins (validated https origins).
 */
export type FrameAncestors = readonly string[];

function options(tileTemplate: string | null, frameAncestors: FrameAncestors = []): Options {
  const tiles = tileTemplate ? tileSource(tileTemplate) : null;
  const directives = defaults.contentSecurityPolicy.directives;
  return {
    ...defaults,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        imgSrc: [...directives.imgSrc, ...(tiles ? [tiles] : [])],
        frameAncestors: frameAncestors.length > 0 ? (frameAncestors as HostSource[]) : ["'none'"],
      },
    },
    // Browsers that know frame-ancestors ignore X-Frame-Options; older ones get DENY, and the
    // embed (which other sites frame) none at all.
    xFrameOptions: frameAncestors.length > 0 ? false : { action: "deny" },
    // require-corp would block map tiles, which carry no Cross-Origin-Resource-Policy header.
    crossOriginEmbedderPolicy: false,
    // Tile servers (OpenStreetMap's usage policy) ask for a Referer; no-referrer would break that.
    referrerPolicy: { policy: ["strict-origin-when-cross-origin"] },
  };
}

/** Headers of a page answer; `content-security-policy` holds this request's nonce. */
export function pageSecurityHeaders(tileTemplate: string | null, frameAncestors: FrameAncestors = []): Headers {
  return nosecone(options(tileTemplate, frameAncestors));
}

/** Headers of an API answer (or any non-page answer the proxy gives itself). */
export function apiSecurityHeaders(): Headers {
  const headers = nosecone({ ...options(null), contentSecurityPolicy: false });
  headers.set("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
  return headers;
}
