// The headers of pages (CSP with a per-request nonce on every script), of API answers, and the
// static files of public/ (icons, manifest) with the links to them. Framing by other sites is
// tested with the embeddable list (public-pages-headers.test.ts).
import { describe, expect, inject, it } from "vitest";
import { api } from "@/tests/helpers/api";

function nonceOf(csp: string | null): string | undefined {
  return /script-src[^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? "")?.[1];
}

describe("pages", () => {
  it("carry a Content-Security-Policy whose fresh nonce is on every script, and the other security headers", async () => {
    const a = await api("/signin");
    const b = await api("/signin");
    expect(a.status).toBe(200);
    const csp = a.headers.get("content-security-policy");
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(nonceOf(b.headers.get("content-security-policy"))).not.toBe(nonce);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    // Nothing frames the app's pages, not even the app (only /embed/o/{slug} may be framed).
    expect(csp).toMatch(/frame-ancestors 'none'/);
    // No TILE_URL in the test stack: the map asks no outside server, and the policy allows none.
    expect(csp).toMatch(/img-src 'self' blob: data:;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = [...a.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("x-frame-options")).toMatch(/^deny$/i);
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});

describe("API answers", () => {
  it("allow nothing to load or frame them", async () => {
    const res = await api("/api/openapi.json");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("public/", () => {
  it("serves the icons, favicon and manifest, and pages link them", async () => {
    const manifest = await api<{ name: string; icons: { src: string; sizes: string; type: string }[] }>("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toMatch(/application\/manifest\+json/);
    expect(manifest.body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.body.icons) {
      const res = await fetch(`${inject("baseUrl")}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get("content-type"), icon.src).toBe(icon.type);
    }
    const favicon = await api("/favicon.ico");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await api("/apple-touch-icon.png")).headers.get("content-type")).toBe("image/png");
    const page = await api("/signin");
    expect(page.text).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
    expect(page.text).toMatch(/<link rel="icon" href="\/icon.svg" type="image\/svg\+xml"/);
    expect(page.text).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
  });
});
