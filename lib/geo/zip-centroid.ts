// US ZIP code centroids from the `zipcodes` npm package (a dataset shipped in the package,
// never an online geocoder). Server-only: the dataset is several megabytes.
import zipcodes from "zipcodes";

export interface ZipCentroid {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** The centroid of a 5-digit US ZIP (ZIP+4 uses its first five digits), or null when unknown. */
export function zipCentroid(zip: string | null | undefined): ZipCentroid | null {
  if (!zip) return null;
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const hit = zipcodes.lookup(five);
  if (!hit || hit.country !== "US") return null;
  return { zip: five, latitude: hit.latitude, longitude: hit.longitude, city: hit.city, state: hit.state };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine), the same formula the SQL filters use. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export { EARTH_RADIUS_MILES };
