// Demo rental listings: hand-made (manual) priced properties so the market heatmap shows live
// data on a fresh install before any sync ran. Deterministic (fixed seed).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { generateSampleListings } from "@/lib/properties/sync/sample-listings";

const DEMO_PROPERTY_SEED = 7001;

export async function seedDemoProperties(db: PrismaClient): Promise<void> {
  // Marker: the demo listings are the bulk of the hand-made priced properties (the CRM seed adds a few).
  if ((await db.property.count({ where: { sourceListingId: null, price: { gt: 0 } } })) >= 100) return;
  const listings = generateSampleListings({ seed: DEMO_PROPERTY_SEED, count: 120, cities: ["Portland", "Eugene", "Salem", "Bend"] });
  await db.property.createMany({
    data: listings.map((l) => ({
      address: l.address,
      city: l.city,
      state: l.state,
      zipCode: l.zip_code === null ? null : String(l.zip_code),
      price: typeof l.price === "number" ? l.price : null,
      beds: typeof l.beds === "number" ? l.beds : null,
      baths: l.baths,
      sqft: l.sqft,
      description: l.description,
      fullDescription: l.full_description,
      propertyManager: l.property_manager,
      propertyManagerPhone: l.property_manager_phone,
      availability: l.availability,
      acceptsVoucher: l.accepts_section8 ?? null,
      createdAt: new Date(l.created_at),
    })),
  });
}
