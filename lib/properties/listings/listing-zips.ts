// ZIP centroids for the heatmap: only the ZIPs that occur (priced properties plus the page's
// sample data), looked up on the server so the ZIP dataset never ships to the browser.
import type { Db } from "@/lib/db/client";
import { zipCentroid } from "@/lib/geo/zip-centroid";

export type ZipPoints = Record<string, [number, number]>;

export async function listingZipPoints(db: Db, extraZips: Iterable<string>): Promise<ZipPoints> {
  const rows = await db.$queryRaw<{ zip: string }[]>`
    SELECT DISTINCT left(trim(zip_code), 5) AS zip FROM properties
     WHERE price > 0 AND zip_code IS NOT NULL AND trim(zip_code) <> ''`;
  const points: ZipPoints = {};
  for (const zip of new Set([...rows.map((r) => r.zip), ...extraZips])) {
    const c = zipCentroid(zip);
    if (c) points[c.zip] = [c.latitude, c.longitude];
  }
  return points;
}
