// /robots.txt: search engines may read the public pages (/o/... and /es/o/...) and the landing page, and are
// pointed at the sitemap; the signed-in app, the API and the embeds stay out.
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { appUrl } from "@/lib/env";

export default async function robots(): Promise<MetadataRoute.Robots> {
  // Read per request: the deployment's own URL (APP_URL) is a run-time setting.
  await connection();
  return {
    rules: { userAgent: "*", allow: ["/o/", "/es/o/", "/$"], disallow: "/" },
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
