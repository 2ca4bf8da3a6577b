// Demo data of the property CRM: the PMCs the sample source's managers partly match, and a few
// hand-made properties with units, tenants, inspections and contacts. One of them has the address
// of a sample listing (written the way a person types it), so the first sync adopts it.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEMO_SOURCE } from "@/lib/properties/sync/demo-source";
import { generateSampleListings, SAMPLE_PMC_NAMES } from "@/lib/properties/sync/sample-listings";

const DAY = 86_400_000;

const PMC_DETAILS: Record<string, { phone: string; website: string }> = {
  "Cascade Property Management": { phone: "(503) 555-0142", website: "https://cascadepm.example" },
  "Rose City Rentals": { phone: "(503) 555-0117", website: "https://rosecityrentals.example" },
  "Willamette Valley Property Management": { phone: "(541) 555-0163", website: "https://wvpm.example" },
  "Bridgetown Property Group": { phone: "(971) 555-0108", website: "https://bridgetown.example" },
  "High Desert Property Management": { phone: "(541) 555-0188", website: "https://highdesertpm.example" },
  "Puget Sound Apartment Homes": { phone: "(206) 555-0199", website: "https://pugetsoundhomes.example" },
  "Treasure Valley Rentals": { phone: "(208) 555-0112", website: "https://treasurevalley.example" },
  "Lighthouse Property Management": { phone: "(503) 555-0166", website: "https://lighthousepm.example" },
  "Columbia Gorge Realty": { phone: "(541) 555-0177", website: "https://columbiagorge.example" },
};

function day(now: Date, offsetDays: number): Date {
  const d = new Date(now.getTime() + offsetDays * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** "1234 SE Hawthorne Blvd Apt 2A" as someone types it: "1234 S.E. Hawthorne Boulevard, Apt. 2A". */
function handTyped(address: string): string {
  return address
    .replace(/^(\d+) (N|S|E|W|NE|NW|SE|SW) /, (_m, n: string, dir: string) => `${n} ${dir.split("").join(".")}. `)
    .replace(/\bBlvd\b/, "Boulevard")
    .replace(/\bSt\b/, "Street")
    .replace(/\bAve\b/, "Avenue")
    .replace(/ (Apt|Unit) /, ", $1. ");
}

type Db = Pick<PrismaClient, "pmCompany" | "contact" | "property" | "unit" | "tenant" | "inspection" | "propertyContact">;

/** Seeds the property CRM once (marker: the first sample PMC); returns whether it did. */
export async function seedProperties(db: PrismaClient, now = new Date()): Promise<boolean> {
  if (await db.pmCompany.findUnique({ where: { companyName: SAMPLE_PMC_NAMES[0] }, select: { id: true } })) return false;
  // A handful of bulk statements in one transaction: start-up time matters on the embedded default.
  await db.$transaction((tx) => seedRecords(tx, now), { timeout: 60_000 });
  return true;
}

async function seedRecords(db: Db, now: Date): Promise<void> {
  const pmcs = await db.pmCompany.createManyAndReturn({
    data: SAMPLE_PMC_NAMES.map((companyName) => ({ companyName, phone: PMC_DETAILS[companyName]?.phone ?? null, website: PMC_DETAILS[companyName]?.website ?? null })),
    select: { id: true, companyName: true },
  });
  const pmc = new Map(pmcs.map((c) => [c.companyName, c.id]));

  const contacts = await db.contact.createManyAndReturn({
    data: [
      { firstName: "Dana", lastName: "Whitfield", email: "dana.whitfield@example.com", phone: "(503) 555-0181", kind: "owner", notes: "Prefers e-mail; owns two buildings in NE Portland." },
      { firstName: "Luis", lastName: "Ortega", email: "luis@ortegarepair.example", phone: "(503) 555-0129", company: "Ortega Repair", kind: "maintenance" },
      { firstName: "Priya", lastName: "Raman", email: "priya.raman@example.com", phone: "(503) 555-0150", kind: "owner" },
      { firstName: "Marcus", lastName: "Bell", email: "mbell@wvpm.example", phone: "(541) 555-0164", company: "Willamette Valley Property Management", kind: "manager" },
    ],
    select: { id: true, firstName: true },
  });
  // RETURNING order is not part of the contract: look rows up by what identifies them.
  const contact = (firstName: string) => ({ id: contacts.find((c) => c.firstName === firstName)?.id ?? "" });
  const [dana, luis, priya, marcus] = ["Dana", "Luis", "Priya", "Marcus"].map(contact);

  // A property entered by hand before the first sync; its address matches a sample listing (the
  // generator is prefix-stable, so the first listings are the same as in the emulator's 2000).
  const listing = generateSampleListings({ seed: DEMO_SOURCE.seed, count: 100 }).find((l) => l.state === "OR" && l.city === "Portland");

  const properties = await db.property.createManyAndReturn({
    data: [
      {
        propertyName: "Alberta Commons",
        address: "5432 NE Alberta St",
        city: "Portland",
        state: "OR",
        zipCode: "97211",
        price: 1625,
        beds: 2,
        baths: 1,
        sqft: 860,
        description: "Four-unit building near the Alberta Arts District",
        propertyManager: "Rose City Rentals",
        status: "Active",
        priority: "High",
        notes: "Owner open to a master lease for two units. Follow up after the spring inspection.",
        pmCompanyId: pmc.get("Rose City Rentals"),
        ownerContactId: dana.id,
        managementType: "Property Manager",
      },
      {
        propertyName: "Division Street Fourplex",
        address: "3120 SE Division St",
        city: "Portland",
        state: "OR",
        zipCode: "97202",
        price: 1495,
        beds: 1,
        baths: 1,
        sqft: 640,
        status: "Prospect",
        priority: "Medium",
        notes: "Self-managed by the owner; interested in housing voucher holders.",
        ownerContactId: priya.id,
        managementType: "Owner Managed",
      },
      {
        propertyName: "Salem Garden Apartments",
        address: "1450 Center St NE",
        city: "Salem",
        state: "OR",
        zipCode: "97301",
        price: 1195,
        beds: 1,
        baths: 1,
        sqft: 700,
        propertyManager: "Willamette Valley Property Management",
        status: "Active",
        priority: "Low",
        pmCompanyId: pmc.get("Willamette Valley Property Management"),
        managementType: "Property Manager",
      },
      {
        propertyName: "Walk-in lead (entered by hand)",
        address: listing ? handTyped(listing.address) : "1 Example St",
        city: "portland",
        state: "OR",
        status: "Prospect",
        priority: "High",
        notes: "Entered by hand before the first sync; the sync adopts it by its address and keeps these notes.",
      },
    ],
    select: { id: true, propertyName: true },
  });
  const property = (name: string) => ({ id: properties.find((p) => p.propertyName === name)?.id ?? "" });
  const [alberta, division, salem, walkIn] = ["Alberta Commons", "Division Street Fourplex", "Salem Garden Apartments", "Walk-in lead (entered by hand)"].map(property);

  const units = await db.unit.createManyAndReturn({
    data: [
      { propertyId: alberta.id, unitNumber: "101", beds: 2, baths: 1, sqft: 860, rent: 1625, status: "occupied" },
      { propertyId: alberta.id, unitNumber: "102", beds: 2, baths: 1, sqft: 860, rent: 1625, status: "occupied" },
      { propertyId: alberta.id, unitNumber: "103", beds: 1, baths: 1, sqft: 610, rent: 1395, status: "vacant" },
      { propertyId: alberta.id, unitNumber: "201", beds: 3, baths: 1.5, sqft: 1120, rent: 2150, status: "notice" },
      ...["A", "B", "C", "D"].map((unitNumber, i) => ({ propertyId: division.id, unitNumber, beds: 1, baths: 1, sqft: 640, rent: 1495, status: i === 3 ? "vacant" : "occupied" })),
      { propertyId: salem.id, unitNumber: "1", beds: 1, baths: 1, rent: 1195, status: "occupied" },
      { propertyId: salem.id, unitNumber: "2", beds: 2, baths: 1, rent: 1450, status: "offline" },
    ],
    select: { id: true, propertyId: true, unitNumber: true },
  });
  const unit = (propertyId: string, unitNumber: string) => units.find((u) => u.propertyId === propertyId && u.unitNumber === unitNumber)?.id ?? "";

  await db.tenant.createMany({
    data: [
      { unitId: unit(alberta.id, "101"), firstName: "Ana", lastName: "Flores", email: "ana.flores@example.com", phone: "(503) 555-0102", leaseStart: day(now, -300), leaseEnd: day(now, 65), rent: 1595 },
      { unitId: unit(alberta.id, "102"), firstName: "Kevin", lastName: "Tran", phone: "(503) 555-0133", leaseStart: day(now, -120), leaseEnd: day(now, 245), rent: 1625 },
      { unitId: unit(alberta.id, "201"), firstName: "Grace", lastName: "Okafor", email: "grace.okafor@example.com", leaseStart: day(now, -700), leaseEnd: day(now, 20), rent: 2050 },
      { unitId: unit(division.id, "A"), firstName: "Sam", lastName: "Yoder", leaseStart: day(now, -200), leaseEnd: day(now, 165), rent: 1450 },
      { unitId: unit(salem.id, "1"), firstName: "Rosa", lastName: "Delgado", phone: "(503) 555-0177", leaseStart: day(now, -30), leaseEnd: day(now, 335), rent: 1195 },
    ],
  });
  await db.inspection.createMany({
    data: [
      { propertyId: alberta.id, inspectionDate: day(now, -160), inspector: "City of Portland RIP", kind: "annual", result: "passed", notes: "Smoke detectors replaced in 102." },
      { propertyId: alberta.id, inspectionDate: day(now, 21), inspector: "Luis Ortega", kind: "move_out", result: "scheduled" },
      { propertyId: division.id, inspectionDate: day(now, 9), inspector: "Housing authority", kind: "annual", result: "scheduled" },
      { propertyId: salem.id, inspectionDate: day(now, -40), inspector: "Marion County", kind: "annual", result: "failed", notes: "Handrail on the east stairs loose; re-inspection needed." },
      { propertyId: walkIn.id, inspectionDate: day(now, -10), inspector: "Volunteer walk-through", kind: "other", result: "passed" },
    ],
  });
  await db.propertyContact.createMany({
    data: [
      { propertyId: alberta.id, contactId: dana.id, role: "owner" },
      { propertyId: alberta.id, contactId: luis.id, role: "maintenance" },
      { propertyId: division.id, contactId: priya.id, role: "owner" },
      { propertyId: salem.id, contactId: marcus.id, role: "manager" },
    ],
  });
}
