import { describe, expect, it } from "vitest";
import { partiesThatFit } from "@/lib/corps/seats/seat-rule";

const q = (...sizes: number[]) => sizes.map((partySize, i) => ({ id: `p${i + 1}`, partySize }));
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe("partiesThatFit", () => {
  it("takes parties in order while they fit", () => {
    expect(ids(partiesThatFit(q(1, 2, 1), 4))).toEqual(["p1", "p2", "p3"]);
    expect(ids(partiesThatFit(q(2, 2, 2), 4))).toEqual(["p1", "p2"]);
  });
  it("passes over a party that does not fit and seats smaller ones behind it", () => {
    expect(ids(partiesThatFit(q(4, 1, 3, 1), 2))).toEqual(["p2", "p4"]);
    expect(ids(partiesThatFit(q(3, 2), 2))).toEqual(["p2"]);
  });
  it("nothing for no free seats; everyone without a maximum", () => {
    expect(partiesThatFit(q(1), 0)).toEqual([]);
    expect(ids(partiesThatFit(q(10, 10), null))).toEqual(["p1", "p2"]);
  });
});
