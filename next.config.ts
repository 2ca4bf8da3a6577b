import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Server-only packages loaded from node_modules at run time instead of being bundled:
  // native-ish or large (the ZIP dataset is several MB), and never needed in the browser.
  serverExternalPackages: ["@prisma/dev", "@electric-sql/pglite", "@azure/cosmos", "@vercel/cosmosdb-server", "@react-pdf/renderer", "zipcodes", "pg"],
  poweredByHeader: false,
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
