import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { colorFor, rentClasses } from "@/components/map/rent-scale";
import { hexResolution, rentHexagons } from "@/components/map/rent-hexagons";
import { standardGap } from "@/components/map/zip-standard-table";
import { parseBenchmarkCsv } from "@/lib/properties/market/benchmark-csv";
import { benchmarkIndex, listingStandard } from "@/lib/properties/market/listing-standard";
import { sampleRentBenchmarks } from "@/lib/properties/market/sample-benchmarks";
import { listingsCsv } from "@/lib/properties/market/listings-csv";
import { sampleRentalListings } from "@/lib/properties/market/sample-rental-listings";
import type { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("parseBenchmarkCsv", () => {
  it("reads HUD's export: wrapped headers, other columns, $ and commas, the 90/110 % columns", () => {
    const csv = [
      '"ZIP\nCode","HUD Area Code","HUD Fair Market Rent Area Name","SAFMR\n0BR","SAFMR\n0BR -\n90%\nPayment\nStandard","SAFMR\n0BR -\n110%\nPayment\nStandard","SAFMR\n1BR","SAFMR 1BR - 90% Payment Standard","SAFMR 1BR - 110% Payment Standard","SAFMR 2BR","SAFMR 2BR - 90% Payment Standard","SAFMR 2BR - 110% Payment Standard","SAFMR 3BR","SAFMR 3BR - 90% Payment Standard","SAFMR 3BR - 110% Payment Standard","SAFMR 4BR","SAFMR 4BR - 90% Payment Standard","SAFMR 4BR - 110% Payment Standard"',
      '97214,METRO38900M38900,"Portland, OR",$1290,"$1,161","$1,419","$1,480","$1,332","$1,628","$1,820","$1,638","$2,002","$2,460","$2,214","$2,706","$2,890","$2,601","$3,179"',
    ].join("\r\n");
    const r = parseBenchmarkCsv(`\uFEFF${csv}`);
    expect(r).toEqual({
      ok: true,
      format: "hud_safmr",
      errors: [],
      rows: [{ line: 2, zipCode: "97214", rents: ["1290", "1480", "1820", "2460", "2890"], ps90: ["1161", "1332", "1638", "2214", "2601"], ps110: ["1419", "1628", "2002", "2706", "3179"] }],
    });
  });

  it("reads the plain header and reports each bad row with its line; empty lines are not rows", () => {
    const r = parseBenchmarkCsv("zip_code,br0,br1,br2,br3,br4\n97214,1,2,3,4,5\n\n0210,1,2,3,4,5\n97202,1,2,-3,4,5\nabcde,1,2,3,4,5\n97214,1,2,3,4,5\n97203,1,2,3,4,1e3\n");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.format).toBe("plain");
    expect(r.rows.map((x) => x.zipCode)).toEqual(["97214"]);
    expect(r.errors.map((e) => e.line)).toEqual([4, 5, 6, 7, 8]);
    expect(r.errors[0].message).toContain('ZIP code "0210" has 4 digits, not 5');
    expect(r.errors[1].message).toBe('br2 is not an amount in dollars between 0 and 100000 ("-3")');
    expect(r.errors[3].message).toBe("ZIP code 97214 was already given on line 2");
  });

  it("refuses missing columns and files without a header or rows", () => {
    expect(parseBenchmarkCsv("ZIP Code,SAFMR 0BR,SAFMR 1BR\n97214,1,2\n")).toMatchObject({ ok: false, message: expect.stringContaining("Missing columns: SAFMR 2BR, SAFMR 3BR, SAFMR 4BR") });
    expect(parseBenchmarkCsv("zip_code,br0,br1,br2,br3\n")).toMatchObject({ ok: false, message: expect.stringContaining("Missing column: br4") });
    expect(parseBenchmarkCsv("")).toMatchObject({ ok: false });
    expect(parseBenchmarkCsv("zip_code,br0,br1,br2,br3,br4\n")).toMatchObject({ ok: false, message: "The file has a header but no rows" });
  });
});

describe("listingStandard", () => {
  const index = benchmarkIndex([{ zipCode: "97214", br0: 1290, br1: 1480, br2: 1820, br3: 2460, br4: 2890 }]);
  it("uses the unit type's figure (no unit type = 1BR, 4BR+ = 4BR) and compares exactly", () => {
    expect(listingStandard({ zipCode: "97214", unitType: undefined, monthlyRent: 1406 }, index, 95)).toEqual({ benchmark: 1480, paymentStandard: 1406, within: true });
    expect(listingStandard({ zipCode: "97214-1234", unitType: undefined, monthlyRent: 1406.01 }, index, 95)?.within).toBe(false);
    expect(listingStandard({ zipCode: "97214", unitType: "4BR+", monthlyRent: 3000 }, index, 110)).toEqual({ benchmark: 2890, paymentStandard: 3179, within: true });
    expect(listingStandard({ zipCode: "97999", unitType: "2BR", monthlyRent: 1000 }, index, 100)).toBeNull();
    expect(listingStandard({ unitType: "2BR", monthlyRent: 1000 }, index, 100)).toBeNull();
  });
  it("adds the three columns to the CSV export", () => {
    const l: RentalListing = { id: "a", unitType: "2BR", bedrooms: 2, monthlyRent: 1800, zipCode: "97214", neighborhood: "Portland", acceptsVoucher: true, address: "=1 A St", propertyManager: "", availability: "" };
    const csv = listingsCsv([l, { ...l, id: "b", zipCode: undefined }], { benchmarks: [...index.values()], percent: 100 }).split("\r\n");
    expect(csv[0].endsWith(",benchmark,paymentStandard,withinPaymentStandard")).toBe(true);
    expect(csv[1]).toBe("a,'=1 A St,Portland,97214,2BR,2,1800,true,,,1820,1820,true");
    expect(csv[2].endsWith(",,,")).toBe(true);
  });
});

describe("sample benchmarks", () => {
  it("cover the sample ZIPs with rising figures per bedroom count and put part of the sample within 100 %", () => {
    const listings = sampleRentalListings("Portland", 2026, 150);
    const zips = listings.flatMap((l) => (l.zipCode ? [l.zipCode] : []));
    const benchmarks = sampleRentBenchmarks(zips);
    expect(benchmarks.map((b) => b.zipCode)).toEqual([...new Set(zips)].sort());
    for (const b of benchmarks) expect([b.br0, b.br1, b.br2, b.br3, b.br4]).toEqual([b.br0, b.br1, b.br2, b.br3, b.br4].sort((x, y) => x - y));
    const index = benchmarkIndex(benchmarks);
    const within = listings.filter((l) => listingStandard(l, index, 100)?.within).length;
    expect(within / listings.length).toBeGreaterThan(0.3);
    expect(within / listings.length).toBeLessThan(0.9);
    expect(sampleRentBenchmarks(["10001"])).toEqual([]);
  });
});

describe("map helpers", () => {
  it("bins listings into H3 hexagons with the median rent and count", () => {
    const hexes = rentHexagons(
      [
        { position: [45.5152, -122.6784], rent: 1000 },
        { position: [45.5153, -122.6785], rent: 2000 },
        { position: [45.5154, -122.6783], rent: 1600 },
        { position: [44.0521, -123.0868], rent: 1200 },
      ],
      hexResolution(10),
    );
    expect(hexes.map((h) => [h.count, h.median]).sort()).toEqual([
      [1, 1200],
      [3, 1600],
    ]);
    expect(hexes[0].boundary).toHaveLength(6);
    expect(hexResolution(4)).toBeLessThan(hexResolution(12));
  });
  it("makes a five-class dollar scale in steps of $50", () => {
    const classes = rentClasses([1180, 1420, 2950]);
    expect(classes).toHaveLength(5);
    expect(classes[0].from).toBe(1150);
    expect(classes.every((c) => c.from % 50 === 0 && c.to % 50 === 0)).toBe(true);
    expect(classes[4].to).toBeGreaterThanOrEqual(2950);
    expect(colorFor(classes, 1180)).toBe(classes[0].color);
    expect(colorFor(classes, 2950)).toBe(classes[4].color);
    expect(rentClasses([])).toEqual([]);
  });
  it("computes the ZIP table's gap as median minus payment standard", () => {
    expect(standardGap({ median: 1500, paymentStandard: 1400 })).toBe(100);
    expect(standardGap({ median: 1500, paymentStandard: null })).toBeNull();
  });
  it("serves the outlines of the pinned us-atlas package unchanged", () => {
    const served = readFileSync(path.join(root, "public/geo/us-atlas-3.0.1/counties-10m.json"), "utf8");
    const pkg = JSON.parse(readFileSync(path.join(root, "node_modules/us-atlas/package.json"), "utf8")) as { version: string };
    expect(pkg.version).toBe("3.0.1");
    expect(served).toBe(readFileSync(path.join(root, "node_modules/us-atlas/counties-10m.json"), "utf8"));
  });
});
