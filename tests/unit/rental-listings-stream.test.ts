import { describe, expect, it } from "vitest";
import type { ArrayQueryable } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { errorResponse } from "@/lib/http/error-response";
import { listingsCsv } from "@/lib/properties/listings-csv";
import { LISTING_BATCH_SIZE, streamRentalListings, type ListingRow } from "@/lib/properties/rental-listings";

const caller: Caller = { id: "u", email: "r@test.org", name: "R", role: "recruiter", orgId: null, volunteerId: null };

function row(i: number, stored: string | null = null): ListingRow {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
  return [new Date(1_700_000_000_000 - i).toISOString(), id, stored];
}

/** The columns a listing is built from (listingTexts' second read), for row(i). */
function source(i: number): unknown[] {
  return [row(i)[1], String(100 + i), 1, 1000 + i, null, "Bend", `${i} A St`, "PM", "Available now", false];
}

interface StoreCall {
  ids: string[];
  versions: string[];
  jsons: string[];
}

/**
 * A database whose batch reads answer from `batches` in turn, or throw at the given call; the
 * columns of unstored listings come from source(i) unless i was `deleted` meanwhile; UPDATEs
 * (storing built listings) are recorded.
 */
function fakeDb(batches: ListingRow[][], failAt = -1, deleted: number[] = [], failSources = false) {
  let call = 0;
  const calls: number[] = [];
  const stores: StoreCall[] = [];
  const pool: ArrayQueryable = {
    query: async (config) => {
      if (config.text.includes("UPDATE properties p SET listing_json")) {
        const built = JSON.parse((config.values as [string])[0]) as { id: string; version: string; json: string }[];
        stores.push({ ids: built.map((b) => b.id), versions: built.map((b) => b.version), jsons: built.map((b) => b.json) });
        return { rows: [], fields: [], command: "UPDATE", rowCount: built.length, oid: 0 };
      }
      if (config.text.includes("= ANY($1::uuid[])")) {
        if (failSources) throw new Error('column p.voucher_accepted does not exist at 10.0.0.5:5432');
        // The columns of the listings without stored text: the ids asked for (deleted ones are absent).
        const ids = (config.values as [string[]])[0];
        const rows = ids.map((id) => Number(id.slice(-12))).filter((i) => !deleted.includes(i)).map(source);
        return { rows, fields: [], command: "SELECT", rowCount: rows.length, oid: 0 };
      }
      calls.push(call);
      if (call === failAt) throw new Error('relation "properties" does not exist at 10.0.0.5:5432');
      return { rows: batches[call++] ?? [], fields: [], command: "SELECT", rowCount: 0, oid: 0 };
    },
  };
  return { pool, calls, stores };
}

describe("streamRentalListings", () => {
  it("writes every batch and the count last", async () => {
    const full = Array.from({ length: LISTING_BATCH_SIZE }, (_, i) => row(i));
    const { pool, calls } = fakeDb([full, [row(5000), row(5001)]]);
    const text = await new Response(await streamRentalListings({ caller, pool }, { city: undefined })).text();
    const body = JSON.parse(text) as { success: boolean; count: number; listings: { id: string }[] };
    expect(body.success).toBe(true);
    expect(body.count).toBe(LISTING_BATCH_SIZE + 2);
    expect(body.listings).toHaveLength(LISTING_BATCH_SIZE + 2);
    expect(text.endsWith(`],"count":${LISTING_BATCH_SIZE + 2}}`)).toBe(true);
    // A short batch is the last one: no extra empty read.
    expect(calls).toHaveLength(2);
  });

  it("writes stored listings as stored and hands the ones it built to be stored with their row version", async () => {
    const stored = JSON.stringify({ id: "stored-text", neighborhood: "Kept as stored" });
    const { pool, stores } = fakeDb([[row(1), row(2, stored), row(3)]]);
    const background: (() => Promise<void>)[] = [];
    const text = await new Response(await streamRentalListings({ caller, pool, afterResponse: (work) => background.push(work) }, { city: undefined })).text();
    const body = JSON.parse(text) as { count: number; listings: Record<string, unknown>[] };
    expect(body.count).toBe(3);
    expect(body.listings[1]).toEqual({ id: "stored-text", neighborhood: "Kept as stored" });
    expect(body.listings[0]).toEqual({
      id: row(1)[1],
      unitType: "1BR",
      bedrooms: 1,
      monthlyRent: 1001,
      neighborhood: "Bend",
      acceptsVoucher: false,
      address: "1 A St",
      propertyManager: "PM",
      availability: "Available now",
    });
    expect(text).not.toContain("zipCode");
    // Stored in the background, which the host is asked to wait for: only the two built rows, each with the version it was read at.
    expect(background).toHaveLength(1);
    await background[0]();
    expect(stores).toHaveLength(1);
    expect(stores[0].ids).toEqual([row(1)[1], row(3)[1]]);
    expect(stores[0].versions).toEqual(["101", "103"]);
    expect(stores[0].jsons.map((j) => JSON.parse(j) as { id: string })).toEqual([body.listings[0], body.listings[2]]);
  });

  it("leaves out a listing deleted between reading its batch and building it, and counts what it wrote", async () => {
    const { pool } = fakeDb([[row(1), row(2), row(3, '{"id":"s3"}')]], -1, [2]);
    const body = JSON.parse(await new Response(await streamRentalListings({ caller, pool }, { city: undefined })).text()) as { count: number; listings: { id: string }[] };
    expect(body.listings.map((l) => l.id)).toEqual([row(1)[1], "s3"]);
    expect(body.count).toBe(2);
  });

  it("turns database trouble before the first byte into a 500 envelope without internals", async () => {
    const { pool } = fakeDb([], 0);
    const err = await streamRentalListings({ caller, pool }, { city: undefined }).catch((e: unknown) => e);
    const res = errorResponse(err, "req-12345678");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL_ERROR", message: "Something went wrong. Reference: req-12345678" } });
    expect(text).not.toContain("relation");
  });

  it("builds the first batch's listings before the response starts, so trouble reading their columns is a 500 envelope too", async () => {
    const { pool } = fakeDb([[row(1, '{"id":"s1"}'), row(2)]], -1, [], true);
    const err = await streamRentalListings({ caller, pool }, { city: undefined }).catch((e: unknown) => e);
    const res = errorResponse(err, "req-87654321");
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("voucher");
  });

  it("aborts the stream (never a valid but truncated body) when a later batch fails", async () => {
    const full = Array.from({ length: LISTING_BATCH_SIZE }, (_, i) => row(i));
    const { pool } = fakeDb([full], 1);
    await expect(new Response(await streamRentalListings({ caller, pool }, { city: undefined })).text()).rejects.toThrow();
  });
});

describe("listingsCsv", () => {
  it("writes a header, quotes per RFC 4180 and guards formulas", () => {
    const csv = listingsCsv([
      { id: "a", address: '=HYPERLINK("x"), "quoted"', neighborhood: "Bend", monthlyRent: 1500, bedrooms: 2, unitType: "2BR", acceptsVoucher: true, propertyManager: "@evil", availability: "-1", zipCode: "97701" },
    ]);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe("id,address,neighborhood,zipCode,unitType,bedrooms,monthlyRent,acceptsVoucher,propertyManager,availability");
    expect(line).toBe(`a,"'=HYPERLINK(""x""), ""quoted""",Bend,97701,2BR,2,1500,true,'@evil,'-1`);
  });
});
