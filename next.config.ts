import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Server-only packages loaded from node_modules at run time instead of being bundled:
  // native-ish or large (the ZIP dataset is several MB), and never needed in the browser.
  serverExternalPackages: ["@prisma/dev", "@electric-sql/pglite", "@azure/cosmos", "@vercel/cosmosdb-server", "@react-pdf/renderer", "zipcodes", "pg"],
  poweredByHeader: false,
  // Browsers ask for /favicon.ico on their own (on any page, and after downloads); the app's icon
  // is app/icon.svg, so answer that instead of a 404 (which the browser logs as a console error).
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
    ];
  },
};

export default nextConfig;
