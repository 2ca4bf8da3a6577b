// Deterministic, realistic rental listings in the source-listing shape: the seed data of the Cosmos
// emulator (demo and tests) and the "sample data" of the market heatmap page.
//
// Runs in the browser too, so it imports no Node module and no ZIP dataset: the ZIP codes below
// are hard-coded (each one checked against the `zipcodes` package by the unit tests). Everything
// comes from a seeded PRNG and a fixed reference date, never Math.random or the clock, so a seed
// always gives the same listings on every machine.
import type { SourceListingDocument } from "@/lib/properties/sync/source-listing";

type JsonScalar = string | number | boolean | null;
type JsonObject = { [key: string]: JsonScalar };

/** One generated listing; the loose types (price as text, zip as number) only occur with `edgeCases`. */
export type SampleListing = {
  id: string;
  address: string;
  city: string | null;
  state: string;
  zip_code: string | number | null;
  price: number | string | null;
  beds: number | string | null;
  baths: number;
  sqft: number;
  description: string;
  full_description: string;
  property_manager: string | null;
  property_manager_phone: string | null;
  images: string[];
  availability: string | JsonObject;
  market_status: string;
  pets: string | JsonObject | null;
  parking_detail: string | null;
  fees: JsonObject | null;
  accepts_section8?: boolean;
  created_at: string;
  updated_at: string;
};

export interface SampleListingsOptions {
  seed: number;
  count: number;
  /**
   * Restrict to these cities (case-insensitive; "Austin, TX" names a state). Unknown cities get
   * generic rents, streets and managers, state OR unless given, and no ZIP (none is known).
   * Omitted: the built-in cities weighted by size (mostly Oregon).
   */
  cities?: string[];
  /**
   * Mix in the messy documents a real source holds: a few without city or ZIP, rent 0, rent as
   * "$1,495" text, ZIP as a number, beds as "Studio", padded lower-case city names, and about 1 in
   * 100 whose price is "Call for pricing" (which the source-listing schema rejects).
   */
  edgeCases?: boolean;
  /** "Today" for availability and timestamps. Fixed by default so output never depends on the clock. */
  referenceDate?: Date;
}

/** Property management companies the demo seed creates in the CRM: some sample managers match them, some do not. */
export const SAMPLE_PMC_NAMES: readonly string[] = [
  "Cascade Property Management",
  "Rose City Rentals",
  "Willamette Valley Property Management",
  "Bridgetown Property Group",
  "High Desert Property Management",
  "Puget Sound Apartment Homes",
  "Treasure Valley Rentals",
  // These two manage nothing in the sample source, as in a real CRM.
  "Lighthouse Property Management",
  "Columbia Gorge Realty",
];

const DEFAULT_REFERENCE_DATE = new Date("2026-11-01T00:00:00.000Z");
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** cyrb53-style string hash: turns seeds and ids into well-spread 32-bit integers. */
function hash32(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: tiny, fast and good enough for sample data; integer-only so every engine agrees. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly next: () => number) {}
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }
  /** Bell-shaped noise in [-1, 1] (sum of uniforms) without Math.log, whose last bits vary by engine. */
  noise(): number {
    return (this.next() + this.next() + this.next() - 1.5) / 1.5;
  }
}

/** A v4-shaped UUID derived from a name, so ids are stable per (seed, city, index) and never collide across seeds. */
function uuidFrom(name: string): string {
  const hex = [0, 1, 2, 3].map((salt) => hash32(name, salt).toString(16).padStart(8, "0")).join("");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// ---------------------------------------------------------------------------------------------
// Reference data

interface CityProfile {
  city: string;
  state: string;
  /** Relative share of listings, roughly by population. */
  weight: number;
  /** Typical one-bedroom rent in dollars (2026). */
  oneBedroomRent: number;
  zips: readonly string[];
  streets: readonly string[];
  neighborhoods: readonly string[];
  areaCodes: readonly string[];
}

const CITIES: readonly CityProfile[] = [
  {
    city: "Portland",
    state: "OR",
    weight: 30,
    oneBedroomRent: 1500,
    zips: ["97201", "97202", "97203", "97205", "97206", "97209", "97210", "97211", "97212", "97213", "97214", "97215", "97217", "97218", "97219", "97220", "97227", "97230", "97232", "97233", "97236", "97239", "97266"],
    streets: ["SE Hawthorne Blvd", "SE Division St", "NE Alberta St", "N Williams Ave", "NW 23rd Ave", "SE Belmont St", "NE Broadway", "N Mississippi Ave", "SW Barbur Blvd", "NE Sandy Blvd", "SE Foster Rd", "N Lombard St", "SE 82nd Ave", "NE Fremont St", "SW Macadam Ave", "NW Johnson St"],
    neighborhoods: ["Hawthorne", "Richmond", "Alberta Arts District", "Boise-Eliot", "the Pearl District", "Nob Hill", "Sellwood", "St. Johns", "Hollywood", "Montavilla", "Kerns", "Buckman", "Lents", "Hillsdale"],
    areaCodes: ["503", "971"],
  },
  {
    city: "Eugene",
    state: "OR",
    weight: 8,
    oneBedroomRent: 1250,
    zips: ["97401", "97402", "97403", "97404", "97405", "97408"],
    streets: ["Willamette St", "W 11th Ave", "Coburg Rd", "River Rd", "Franklin Blvd", "E 13th Ave", "Hilyard St", "Chambers St", "Polk St"],
    neighborhoods: ["the Whiteaker", "South Eugene", "the University District", "Friendly Area", "Cal Young", "Bethel", "Santa Clara"],
    areaCodes: ["541", "458"],
  },
  {
    city: "Salem",
    state: "OR",
    weight: 8,
    oneBedroomRent: 1200,
    zips: ["97301", "97302", "97303", "97304", "97305", "97306", "97317"],
    streets: ["Commercial St SE", "Lancaster Dr NE", "State St", "Center St NE", "Liberty St NE", "Wallace Rd NW", "Market St NE", "Mission St SE"],
    neighborhoods: ["Downtown Salem", "West Salem", "South Salem", "Grant", "Highland", "Morningside", "Sunnyslope"],
    areaCodes: ["503", "971"],
  },
  {
    city: "Bend",
    state: "OR",
    weight: 5,
    oneBedroomRent: 1600,
    zips: ["97701", "97702", "97703"],
    streets: ["NE Greenwood Ave", "NW Galveston Ave", "SE Reed Market Rd", "NE 27th St", "NW Newport Ave", "SW Century Dr", "NE Butler Market Rd"],
    neighborhoods: ["the Old Mill District", "NorthWest Crossing", "Old Bend", "Larkspur", "Orchard District", "Southern Crossing"],
    areaCodes: ["541", "458"],
  },
  {
    city: "Beaverton",
    state: "OR",
    weight: 5,
    oneBedroomRent: 1600,
    zips: ["97005", "97006", "97007", "97008"],
    streets: ["SW Canyon Rd", "SW Murray Blvd", "SW Farmington Rd", "SW Hall Blvd", "SW Allen Blvd", "SW Scholls Ferry Rd", "NW 158th Ave"],
    neighborhoods: ["Central Beaverton", "Five Oaks", "Murrayhill", "Sexton Mountain", "Vose", "Highland Park"],
    areaCodes: ["503", "971"],
  },
  {
    city: "Gresham",
    state: "OR",
    weight: 5,
    oneBedroomRent: 1350,
    zips: ["97030", "97080"],
    streets: ["NE Burnside Rd", "SE Stark St", "NE Division St", "SE 182nd Ave", "NW Eastman Pkwy", "SE Powell Blvd", "NE Hogan Rd"],
    neighborhoods: ["Rockwood", "Centennial", "Gresham Butte", "Northwest Gresham", "Pleasant Valley"],
    areaCodes: ["503", "971"],
  },
  {
    city: "Hillsboro",
    state: "OR",
    weight: 5,
    oneBedroomRent: 1600,
    zips: ["97123", "97124"],
    streets: ["SE Tualatin Valley Hwy", "NE Cornell Rd", "NW Evergreen Rd", "SE Baseline St", "NE Orenco Station Pkwy", "SW 209th Ave", "NE Brookwood Pkwy"],
    neighborhoods: ["Orenco Station", "Tanasbourne", "AmberGlen", "Downtown Hillsboro", "South Hillsboro"],
    areaCodes: ["503", "971"],
  },
  {
    city: "Medford",
    state: "OR",
    weight: 4,
    oneBedroomRent: 1150,
    zips: ["97501", "97504"],
    streets: ["E Barnett Rd", "Biddle Rd", "W Main St", "Crater Lake Ave", "N Ross Ln", "E Jackson St", "Springbrook Rd"],
    neighborhoods: ["East Medford", "West Medford", "Downtown Medford", "Cedar Links", "Southeast Medford"],
    areaCodes: ["541", "458"],
  },
  {
    city: "Corvallis",
    state: "OR",
    weight: 3,
    oneBedroomRent: 1250,
    zips: ["97330", "97331", "97333"],
    streets: ["NW Monroe Ave", "NW Kings Blvd", "SW 3rd St", "NW Circle Blvd", "NW Walnut Blvd", "SE Crystal Lake Dr", "NW Harrison Blvd"],
    neighborhoods: ["College Hill", "Downtown Corvallis", "Timberhill", "South Corvallis", "Witham Hill"],
    areaCodes: ["541", "458"],
  },
  {
    city: "Seattle",
    state: "WA",
    weight: 6,
    oneBedroomRent: 2000,
    zips: ["98101", "98102", "98103", "98105", "98107", "98109", "98115", "98117", "98118", "98122", "98144"],
    streets: ["Pine St", "Broadway E", "NW Market St", "Rainier Ave S", "Aurora Ave N", "15th Ave NE", "Fremont Ave N", "E Madison St", "Eastlake Ave E"],
    neighborhoods: ["Capitol Hill", "Ballard", "Fremont", "the University District", "Columbia City", "Wallingford", "South Lake Union", "Beacon Hill"],
    areaCodes: ["206"],
  },
  {
    city: "Spokane",
    state: "WA",
    weight: 3,
    oneBedroomRent: 1150,
    zips: ["99201", "99202", "99203", "99205", "99207", "99208"],
    streets: ["W Riverside Ave", "E Sprague Ave", "N Division St", "S Grand Blvd", "W Garland Ave", "N Monroe St"],
    neighborhoods: ["Browne's Addition", "the South Hill", "Logan", "the Garland District", "Hillyard", "Kendall Yards"],
    areaCodes: ["509"],
  },
  {
    city: "Tacoma",
    state: "WA",
    weight: 3,
    oneBedroomRent: 1450,
    zips: ["98402", "98403", "98405", "98406", "98408", "98418"],
    streets: ["6th Ave", "Pacific Ave", "N Proctor St", "S Tacoma Way", "Ruston Way", "E 72nd St", "S 19th St"],
    neighborhoods: ["the Stadium District", "Hilltop", "Proctor", "the North End", "South Tacoma", "Lincoln District"],
    areaCodes: ["253"],
  },
  {
    city: "Sacramento",
    state: "CA",
    weight: 4,
    oneBedroomRent: 1650,
    zips: ["95811", "95814", "95816", "95817", "95818", "95819", "95820", "95822", "95825"],
    streets: ["J St", "Folsom Blvd", "Broadway", "Fair Oaks Blvd", "Freeport Blvd", "Stockton Blvd", "Capitol Ave"],
    neighborhoods: ["Midtown", "East Sacramento", "Land Park", "Oak Park", "Curtis Park", "Arden-Arcade"],
    areaCodes: ["916"],
  },
  {
    city: "Oakland",
    state: "CA",
    weight: 4,
    oneBedroomRent: 2100,
    zips: ["94601", "94602", "94606", "94607", "94609", "94610", "94611", "94612", "94618"],
    streets: ["Telegraph Ave", "Grand Ave", "College Ave", "International Blvd", "MacArthur Blvd", "Lakeshore Ave", "Piedmont Ave"],
    neighborhoods: ["Temescal", "Rockridge", "Uptown", "Lake Merritt", "Fruitvale", "Grand Lake", "Adams Point"],
    areaCodes: ["510"],
  },
  {
    city: "Boise",
    state: "ID",
    weight: 4,
    oneBedroomRent: 1350,
    zips: ["83702", "83703", "83704", "83705", "83706", "83709"],
    streets: ["W State St", "N 8th St", "W Fairview Ave", "S Vista Ave", "E Parkcenter Blvd", "W Overland Rd"],
    neighborhoods: ["the North End", "Downtown Boise", "the Bench", "Harris Ranch", "West Boise", "the East End"],
    areaCodes: ["208"],
  },
];

const GENERIC_STREETS = ["Main St", "Oak St", "2nd Ave", "Maple Ave", "Park Ave", "Washington St", "Elm St", "Lincoln Ave", "Cedar St", "Pine St"];
const GENERIC_NEIGHBORHOODS = ["downtown", "a quiet residential area", "the north side", "the south side", "a walkable neighborhood"];

interface Company {
  /** The ways listings write the company's name; the first is its proper name. */
  spellings: readonly string[];
  phone: string;
  /** States it manages in; cities narrows it further. */
  states: readonly string[];
  cities?: readonly string[];
}

// Phone numbers use the 555-01xx block reserved for fiction, so no real office is ever shown.
const COMPANIES: readonly Company[] = [
  { spellings: ["Cascade Property Management", "Cascade Property Management Inc", "CASCADE PROPERTY MGMT", "Cascade Property Management, Inc."], phone: "5035550142", states: ["OR", "WA"] },
  { spellings: ["Rose City Rentals", "Rose City Rentals LLC", "ROSE CITY RENTALS"], phone: "5035550117", states: ["OR"], cities: ["Portland", "Gresham", "Beaverton"] },
  { spellings: ["Willamette Valley Property Management", "Willamette Valley Property Mgmt", "WILLAMETTE VALLEY PROPERTY MANAGEMENT LLC"], phone: "5415550163", states: ["OR"], cities: ["Eugene", "Salem", "Corvallis"] },
  { spellings: ["Bridgetown Property Group", "Bridgetown Property Group LLC", "BRIDGETOWN"], phone: "9715550108", states: ["OR"], cities: ["Portland", "Beaverton", "Hillsboro", "Gresham"] },
  { spellings: ["High Desert Property Management", "High Desert Property Mgmt LLC"], phone: "5415550188", states: ["OR"], cities: ["Bend"] },
  { spellings: ["Rogue Valley Rentals", "Rogue Valley Rentals Inc"], phone: "5415550129", states: ["OR"], cities: ["Medford"] },
  { spellings: ["Tualatin Valley Homes", "TUALATIN VALLEY HOMES"], phone: "5035550175", states: ["OR"], cities: ["Beaverton", "Hillsboro"] },
  { spellings: ["Beaver State Property Services", "Beaver State Property Svcs"], phone: "5035550191", states: ["OR"] },
  { spellings: ["Northwest Urban Living", "NW Urban Living"], phone: "2065550134", states: ["OR", "WA"] },
  { spellings: ["Summit Residential Partners", "Summit Residential"], phone: "2085550156", states: ["OR", "WA", "ID", "CA"] },
  { spellings: ["Evergreen Home Rentals", "Evergreen Home Rentals & Management"], phone: "2535550121", states: ["WA", "OR"] },
  { spellings: ["Puget Sound Apartment Homes", "Puget Sound Apartment Homes LLC"], phone: "2065550199", states: ["WA"] },
  { spellings: ["Treasure Valley Rentals", "TREASURE VALLEY RENTALS INC"], phone: "2085550112", states: ["ID"] },
  { spellings: ["Capitol Valley Property Management", "Capitol Valley Prop. Mgmt."], phone: "9165550147", states: ["CA"] },
  { spellings: ["Bay Area Residential Management", "Bay Area Residential Mgmt"], phone: "5105550183", states: ["CA"] },
];

/** Managers for a city in a state none of the companies above works in. */
const GENERIC_COMPANIES: readonly Company[] = [
  { spellings: ["Main Street Property Management", "MAIN STREET PROPERTY MGMT"], phone: "5555550131", states: [] },
  { spellings: ["Keystone Residential", "Keystone Residential LLC"], phone: "5555550152", states: [] },
  { spellings: ["Hometown Rentals", "Hometown Rentals Inc"], phone: "5555550174", states: [] },
];

/** Rent relative to a one-bedroom, by bedroom count. */
const BEDROOM_FACTOR = [0.8, 1, 1.28, 1.62, 2.0, 2.4] as const;
const SQFT_RANGE: readonly (readonly [number, number])[] = [
  [350, 550],
  [550, 800],
  [780, 1150],
  [1050, 1700],
  [1500, 2400],
  [2000, 3200],
];
const BEDROOM_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 10],
  [1, 32],
  [2, 30],
  [3, 17],
  [4, 7],
  [5, 2],
];
const FEATURES = ["in-unit washer and dryer", "a dishwasher", "hardwood floors", "central air conditioning", "a private balcony", "a fenced yard", "an updated kitchen with quartz counters", "large closets", "a gas fireplace", "big windows and lots of natural light", "a shared rooftop deck", "EV charging", "bike storage"];
const ADJECTIVES = ["Bright", "Spacious", "Cozy", "Updated", "Charming", "Modern", "Quiet", "Sunny", "Renovated", "Well-kept"];
const VOUCHER_SENTENCES = ["Section 8 welcome.", "Housing choice vouchers accepted.", "We accept Section 8 / HCV.", "Vouchers welcome!", "Section 8 and other housing vouchers are accepted."];
const PARKING = ["Off-street parking", "1 assigned space", "Garage", "Street parking only", "Carport", "Attached 2-car garage", "Surface lot, $50/month"];
/** Pet policies as listings phrase them, with what each allows (for the structured variant). */
const PET_POLICIES: readonly { text: string; cats: boolean; dogs: boolean }[] = [
  { text: "Cats OK", cats: true, dogs: false },
  { text: "Dogs and cats allowed", cats: true, dogs: true },
  { text: "No pets", cats: false, dogs: false },
  { text: "Cats only", cats: true, dogs: false },
  { text: "Pets negotiable", cats: true, dogs: true },
  { text: "Small dogs OK (under 25 lbs)", cats: false, dogs: true },
];

// ---------------------------------------------------------------------------------------------
// Generation

function normalizeName(name: string): string {
  return name.trim().toLowerCase();
}

function profileFor(name: string): CityProfile {
  const match = /^(.*?),\s*([A-Za-z]{2})$/.exec(name.trim());
  const city = (match ? match[1] : name).trim();
  const state = match ? match[2].toUpperCase() : undefined;
  const known = CITIES.find((profile) => normalizeName(profile.city) === normalizeName(city) && (state === undefined || profile.state === state));
  if (known) return known;
  return {
    city,
    state: state ?? "OR",
    weight: 1,
    oneBedroomRent: 1300,
    zips: [],
    streets: GENERIC_STREETS,
    neighborhoods: GENERIC_NEIGHBORHOODS,
    areaCodes: ["555"],
  };
}

function companiesFor(profile: CityProfile): readonly Company[] {
  const local = COMPANIES.filter((company) => company.states.includes(profile.state) && (!company.cities || company.cities.includes(profile.city)));
  return local.length > 0 ? local : GENERIC_COMPANIES;
}

/** Some ZIPs rent higher than others in every sample, which gives the heatmap its shape. */
function zipFactor(zip: string | undefined): number {
  if (!zip) return 1;
  return 0.85 + (hash32(zip) % 36) / 100;
}

function formatPhone(digits: string, dice: Dice): string {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return dice.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, digits]);
}

/** 1495 -> "1,495" without Intl, whose output differs between runtimes. */
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function roundRent(rent: number, dice: Dice): number {
  // Landlords price in steps of $25, often just under (1,495 rather than 1,500).
  const stepped = Math.round(rent / 25) * 25;
  return dice.chance(0.35) ? stepped - 5 : stepped;
}

function baths(beds: number, dice: Dice): number {
  if (beds <= 1) return dice.chance(0.1) ? 1.5 : 1;
  const options: Record<number, readonly number[]> = { 2: [1, 1, 1.5, 2, 2], 3: [1.5, 2, 2, 2.5], 4: [2, 2.5, 3], 5: [2.5, 3, 3.5] };
  return dice.pick(options[beds] ?? [2]);
}

/** "studio", "2BR/1.5BA", or nothing when the bedroom count is unknown (the text must not invent one). */
function bedsLabel(beds: number | null, bathCount: number): string {
  if (beds === null) return "";
  if (beds === 0) return "studio";
  return `${beds}BR/${bathCount}BA`;
}

function phrase(...words: string[]): string {
  return words.filter((word) => word !== "").join(" ");
}

function oneListing(profile: CityProfile, dice: Dice, idName: string, options: SampleListingsOptions): SampleListing {
  const reference = (options.referenceDate ?? DEFAULT_REFERENCE_DATE).getTime();
  const edge = options.edgeCases === true;

  const nullBeds = dice.chance(0.03);
  const bedCount = dice.weighted(BEDROOM_WEIGHTS);
  const beds = nullBeds ? null : bedCount;
  const bathCount = baths(bedCount, dice);
  const [sqftMin, sqftMax] = SQFT_RANGE[bedCount];
  const sqft = dice.int(sqftMin, sqftMax);
  const zip = profile.zips.length > 0 ? dice.pick(profile.zips) : undefined;
  const rent = roundRent(profile.oneBedroomRent * BEDROOM_FACTOR[bedCount] * zipFactor(zip) * (1 + 0.12 * dice.noise()), dice);

  const street = dice.pick(profile.streets);
  const isHouse = bedCount >= 4 || (bedCount === 3 && dice.chance(0.7));
  const kind = isHouse ? dice.pick(["house", "home", "townhome"]) : dice.pick(["apartment", "apartment", "condo", "unit"]);
  const unit = isHouse ? "" : dice.pick([` Apt ${dice.int(1, 4)}${dice.pick(["A", "B", "C", "D"])}`, ` #${dice.int(1, 4)}0${dice.int(1, 9)}`, ` Unit ${dice.int(1, 40)}`]);
  const address = `${dice.int(100, 12999)} ${street}${unit}`;
  const neighborhood = dice.pick(profile.neighborhoods);

  const independent = dice.chance(0.06);
  const company = dice.pick(companiesFor(profile));
  const manager = independent ? dice.pick([null, "Private Owner", "For Rent By Owner"]) : dice.pick(company.spellings);
  const phoneDigits = independent ? `${dice.pick(profile.areaCodes)}5550${dice.int(100, 199)}` : company.phone;
  const phone = independent && dice.chance(0.3) ? null : formatPhone(phoneDigits, dice);

  const mentionsVoucher = dice.chance(0.15);
  const explicitVoucher = dice.chance(0.2) ? (mentionsVoucher ? dice.chance(0.9) : dice.chance(0.3)) : undefined;

  const features = [dice.pick(FEATURES), dice.pick(FEATURES), dice.pick(FEATURES)].filter((feature, i, all) => all.indexOf(feature) === i);
  const policy = dice.pick(PET_POLICIES);
  const petsAllowed = policy.cats || policy.dogs;
  const pets: SampleListing["pets"] = dice.chance(0.2)
    ? { cats: policy.cats, dogs: policy.dogs, deposit: petsAllowed ? dice.pick([250, 300, 400, 500]) : null, pet_rent: petsAllowed ? dice.pick([25, 35, 50]) : null }
    : dice.chance(0.1)
      ? null
      : policy.text;
  const parking = dice.chance(0.15) ? null : dice.pick(PARKING);

  const label = bedsLabel(beds, bathCount);
  const description = `${phrase(dice.pick(ADJECTIVES), label, kind)} in ${neighborhood}${mentionsVoucher && dice.chance(0.5) ? ` - ${dice.pick(VOUCHER_SENTENCES)}` : ""}`;
  const sentences = [
    `${phrase(dice.pick(ADJECTIVES), label, kind)} with about ${sqft} sq ft in ${neighborhood}, ${profile.city}.`,
    `Features ${features.join(", ")}.`,
    pets === null ? "Ask about pets." : `${policy.text}.`,
    parking ? `${parking}.` : "Street parking.",
  ];
  if (mentionsVoucher) sentences.push(dice.pick(VOUCHER_SENTENCES));
  sentences.push(manager ? `Contact ${manager} to schedule a tour.` : "Contact the owner to schedule a tour.");

  const availableIn = dice.int(1, 75);
  const availableDay = isoDay(new Date(reference + availableIn * DAY_MS));
  const availability: SampleListing["availability"] = dice.weighted<SampleListing["availability"]>([
    ["Available now", 45],
    [`Available ${availableDay}`, 30],
    [{ available_date: availableDay, lease_term: dice.pick(["6 months", "12 months", "month-to-month"]), move_in_special: dice.chance(0.3) ? "First month half off" : null }, 15],
    [{ status: "now", lease_term: "12 months" }, 10],
  ]);

  const fees: SampleListing["fees"] = dice.weighted<SampleListing["fees"]>([
    [{ application_fee: dice.pick([40, 45, 50, 55, 65]), security_deposit: Math.round(rent / 50) * 50, pet_deposit: pets !== null && petsAllowed ? 300 : null, utilities_included: dice.chance(0.25) }, 70],
    [{ application_fee: `$${dice.pick([40, 50, 60])}`, "admin fee": String(dice.pick([100, 150, 200])) }, 15],
    [null, 15],
  ]);

  const createdAt = reference - dice.int(0, 120 * 24) * 3_600_000;
  const updatedAt = createdAt + dice.int(0, Math.floor((reference - createdAt) / 3_600_000)) * 3_600_000;
  const listingId = uuidFrom(idName);

  const listing: SampleListing = {
    id: listingId,
    address,
    city: profile.city,
    state: profile.state,
    zip_code: zip ?? null,
    price: rent,
    beds,
    baths: bathCount,
    sqft,
    description,
    full_description: sentences.join(" "),
    property_manager: manager,
    property_manager_phone: phone,
    images: Array.from({ length: dice.int(0, 8) }, (_, n) => `https://images.example.com/listings/${listingId}/${n + 1}.jpg`),
    availability,
    market_status: dice.weighted([
      ["active", 82],
      ["pending", 8],
      ["coming_soon", 6],
      ["off_market", 4],
    ]),
    pets,
    parking_detail: parking,
    fees,
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
  };
  if (explicitVoucher !== undefined) listing.accepts_section8 = explicitVoucher;

  if (edge) {
    // One roll picks at most one defect, so each kind stays countable and rare.
    const defect = dice.weighted<string>([
      ["none", 88],
      ["no-city", 2],
      ["no-zip", 2],
      ["zero-price", 1],
      ["price-text", 1.5],
      ["zip-number", 1.5],
      ["beds-text", 1],
      ["padded-city", 2],
      ["call-for-price", 1],
    ]);
    if (defect === "no-city") listing.city = null;
    if (defect === "no-zip") listing.zip_code = null;
    if (defect === "zero-price") listing.price = 0;
    if (defect === "price-text") listing.price = `$${withThousands(rent)}`;
    if (defect === "zip-number" && zip) listing.zip_code = Number(zip);
    if (defect === "beds-text" && beds === 0) listing.beds = "Studio";
    if (defect === "beds-text" && beds !== 0 && beds !== null) listing.beds = String(beds);
    if (defect === "padded-city") listing.city = ` ${profile.city.toLowerCase()} `;
    if (defect === "call-for-price") listing.price = "Call for pricing";
  }
  return listing;
}

/**
 * The typical monthly rent the generator centres a ZIP's listings on, per bedroom count 0..4
 * (before each listing's noise and rounding); null for a ZIP none of the built-in cities has.
 * Invented figures: the demo and sample rent benchmarks are derived from them.
 */
export function typicalSampleRents(zip: string): [number, number, number, number, number] | null {
  const profile = CITIES.find((c) => c.zips.includes(zip));
  if (!profile) return null;
  const base = profile.oneBedroomRent * zipFactor(zip);
  return [0, 1, 2, 3, 4].map((beds) => base * BEDROOM_FACTOR[beds]) as [number, number, number, number, number];
}

/** `count` listings for the given seed; the same options always give the same listings. */
export function generateSampleListings(options: SampleListingsOptions): SampleListing[] {
  const { seed, count } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const profiles = options.cities && options.cities.length > 0 ? options.cities.map(profileFor) : CITIES;
  const weighted = profiles.map((profile) => [profile, profile.weight] as const);
  const scope = profiles.map((profile) => `${profile.city},${profile.state}`).join("|");
  const dice = new Dice(mulberry32(hash32(`${seed}:${scope}`)));
  const listings: SampleListing[] = [];
  for (let i = 0; i < count; i++) {
    const profile = dice.weighted(weighted);
    listings.push(oneListing(profile, dice, `sample-listing:${seed}:${scope}:${i}`, options));
  }
  return listings;
}

/** Sample listings for one city (heatmap "sample data"); an unknown city gets plausible generic numbers. */
export function generateSampleListingsForCity(city: string, seed: number, count: number): SampleListing[] {
  return generateSampleListings({ seed, count, cities: [city] });
}

// Fails to compile when a sample listing stops being a valid source document.
type AssertSourceDocument<T extends SourceListingDocument> = T;
type _SampleListingIsSourceDocument = AssertSourceDocument<SampleListing>;
