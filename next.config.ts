import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import packageJson from "./package.json" with { type: "json" };

const nextConfig: NextConfig = {
  // The version GET /api/health reports, fixed at build time (lib/ never reads package.json).
  env: { APP_VERSION: packageJson.version },
  // Server-only packages loaded from node_modules at run time instead of being bundled:
  // native-ish or large (the ZIP dataset is several MB), and never needed in the browser.
  // The verifiable-credential libraries (JSON-LD processing, RDF canonicalization) load their
  // optional native helpers and bundled contexts at run time: kept as Node packages too.
  serverExternalPackages: [
    "@azure/cosmos",
    "@vercel/cosmosdb-server",
    "@react-pdf/renderer",
    "zipcodes",
    "pg",
    "rate-limiter-flexible",
    "@digitalbazaar/vc",
    "@digitalbazaar/data-integrity",
    "@digitalbazaar/eddsa-rdfc-2022-cryptosuite",
    "@digitalbazaar/ed25519-multikey",
    "jsonld",
    "jsonld-signatures",
    "rdf-canonize",
  ],
  poweredByHeader: false,
  // proxy.ts gets the URL as it was sent. Normalized, its query is re-encoded from decoded values
  // (`%ff` turns into a valid `%EF%BF%BD`), and the proxy could not refuse undecodable queries.
  skipProxyUrlNormalize: true,
  experimental: {
    // Requests pass through proxy.ts, which buffers at most this much of a body (default 10 MB,
    // then it truncates): a full HUD SAFMR CSV upload to POST /api/rent-benchmarks can be larger.
    // The route itself refuses bodies over 25 MB (MAX_BENCHMARK_FILE_BYTES).
    proxyClientMaxBodySize: "26mb",
  },
  async headers() {
    // The baseline for everything, static files of public/ and _next/static included. Pages and
    // API answers get the full set (CSP with a nonce, COOP, CORP, ...) from proxy.ts.
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
      {
        // Nothing may be framed, except the embeddable shift list (its frame-ancestors are the
        // organization's embed_origins, set by proxy.ts).
        source: "/((?!embed/).*)",
        headers: [{ key: "X-Frame-Options", value: "DENY" }],
      },
    ];
  },
};

// next-intl: the language of each request and its messages (lib/sign-in/request-config.ts).
const withNextIntl = createNextIntlPlugin("./lib/sign-in/request-config.ts");

export default withNextIntl(nextConfig);
