// The heatmap's sample data in the rental listing shape: generated deterministically for a
// city and passed through the same mapping as live rows. Pure: runs in the browser.
import { generateSampleListingsForCity } from "./sample-listings";
import { toRentalListing } from "./rental-listing-shape";
import type { RentalListing } from "./schemas/rental-listing-schemas";

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
        acceptsVoucher: l.accepts_section8 ?? null,
        description: l.description,
        fullDescription: l.full_description,
      }),
    ];
  });
}
