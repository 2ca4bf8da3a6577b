import { describe, expect, it } from "vitest";
import { matchesETag } from "@/lib/properties/listings/listing-etag";

describe("matchesETag (If-None-Match, weak comparison)", () => {
  const tag = 'W/"abc"';
  it("matches the tag weak or strong, alone or in a list, and *", () => {
    expect(matchesETag('W/"abc"', tag)).toBe(true);
    expect(matchesETag('"abc"', tag)).toBe(true);
    expect(matchesETag(' "x", W/"abc" ,"y"', tag)).toBe(true);
    expect(matchesETag("*", tag)).toBe(true);
  });
  it("does not match another tag, a part of it, or nothing", () => {
    expect(matchesETag(null, tag)).toBe(false);
    expect(matchesETag("", tag)).toBe(false);
    expect(matchesETag('W/"ab"', tag)).toBe(false);
    expect(matchesETag('"abcd", W/"x"', tag)).toBe(false);
    expect(matchesETag("abc", tag)).toBe(false);
  });
});
