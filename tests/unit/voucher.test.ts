import { describe, expect, it } from "vitest";
import { acceptsVoucher, textAcceptsVoucher } from "@/lib/properties/listings/voucher";

describe("acceptsVoucher", () => {
  it.each([
    "Section 8 welcome.",
    "We accept section-8 tenants",
    "Housing choice vouchers accepted.",
    "housing choice voucher holders encouraged to apply",
    "Vouchers accepted",
    "Vouchers welcome!",
    "We accept Section 8 / HCV.",
    "Landlord accepts housing vouchers",
    "SECTION 8 OK",
  ])("reads acceptance from %j", (text) => {
    expect(textAcceptsVoucher(text)).toBe(true);
  });

  it.each([
    "No Section 8, sorry",
    "We do not accept vouchers",
    "Section 8 not accepted",
    "Vouchers not accepted at this time.",
    "Sunny 2BR with parking. Cats OK.",
    "Section 80 of the lease applies", // a different number, not the program
    "",
  ])("does not read acceptance from %j", (text) => {
    expect(textAcceptsVoucher(text)).toBe(false);
  });

  it("reads every text given (short and full description)", () => {
    expect(textAcceptsVoucher("Bright studio", null, "Quiet street. Housing choice vouchers accepted.")).toBe(true);
    expect(textAcceptsVoucher(null, undefined)).toBe(false);
  });

  it("lets the source field win over the text, both ways", () => {
    expect(acceptsVoucher(false, "Section 8 welcome")).toBe(false);
    expect(acceptsVoucher(true, "No vouchers")).toBe(true);
    expect(acceptsVoucher(null, "Section 8 welcome")).toBe(true);
    expect(acceptsVoucher(undefined, "Cats OK")).toBe(false);
  });
});
