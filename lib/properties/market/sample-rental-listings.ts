// The heatmap's sample data in the rental listing shape: generated deterministically for a
// city and passed through the same mapping as live rows. Pure: runs in the browser.
import { generateSampleListingsForCity } from "../sync/sample-listings";
import { toRentalListing } from "../listings/rental-listing-shape";
import type { RentalListing } from "../listings/rental-listing-schemas";
import { acceptsVoucher } from "../listings/voucher";

export function sampleRentalListings(city: string, seed: number, count: number): RentalListing[] {
  return generateSampleListingsForCity(city, seed, count).flatMap((l) => {
    const price = typeof l.price === "number" ? l.price : Number.NaN;
    if (!(price > 0)) return [];
    return [
      toRentalListing({
        id: l.id,
        beds: typeof l.beds === "number" ? l.beds : null,
        price,
        zipCode: l.zip_code === null ? null : String(l.zip_code),
        city: l.city,
        address: l.address,
        propertyManager: l.property_manager,
        availability: l.availability,
        acceptsVoucher: acceptsVoucher(l.accepts_section8, l.description, l.full_description),
      }),
    ];
  });
}

/**
 * The heatmap's sample data for its filters: the same price bounds the API would apply, so the
 * live/sample toggle compares like with like. The unit filter is applied where the listings are
 * shown (and by the market statistics).
 */
export function sampleListingsForFilters(f: { city?: string; minPrice?: number; maxPrice?: number }, defaultCity: string, seed: number, count: number): RentalListing[] {
  return sampleRentalListings(f.city || defaultCity, seed, count).filter(
    (l) => (f.minPrice === undefined || l.monthlyRent >= f.minPrice) && (f.maxPrice === undefined || l.monthlyRent <= f.maxPrice),
  );
}
