import { RentalListingsQuery, RentalListingsResponse } from "@/lib/properties/listings/rental-listing-schemas";
import { registerRoute } from "../../registry";

registerRoute({
  method: "get",
  path: "/api/rental-listings",
  rateLimit: "listings",
  conditional: true,
  summary: "Priced properties as rental listings (market heatmap)",
  description:
    "Every property with a price > 0 matching the filters, ordered by created_at descending (then id descending). " +
    "No pagination: the body is streamed while the server reads the rows in keyset batches of 1000, and `count` " +
    "is written after the last listing. city is a case-insensitive partial match; state an exact match (default OR); " +
    "minPrice (default 0) and maxPrice are inclusive. A non-numeric or negative price, or maxPrice below minPrice, is " +
    "VALIDATION_ERROR. acceptsVoucher is the source's voucher field when present, else read from the listing text. " +
    "When Accept-Encoding accepts gzip the body is sent with Content-Encoding: gzip (the same JSON once decoded); " +
    "the answer varies by Accept-Encoding.",
  tags: ["Properties"],
  auth: "recruiter",
  query: RentalListingsQuery,
  response: { schema: RentalListingsResponse },
});
