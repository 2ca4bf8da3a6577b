import { z } from "zod";
import {
  MAX_BENCHMARK_FILE_BYTES,
  PaymentStandard,
  PaymentStandardQuery,
  PaymentStandardUpdate,
  RentBenchmarkImportQuery,
  RentBenchmarkImportResult,
  RentBenchmarkList,
  RentBenchmarkListQuery,
  RentBenchmarkUpload,
} from "@/lib/properties/market/benchmark-schemas";
import { RentalMarketQuery, RentalMarketResponse } from "@/lib/properties/market/market-schemas";
import { registerRoute } from "../../registry";

const tags = ["Rent market"];

registerRoute({
  method: "get",
  path: "/api/rental-market",
  summary: "Rent percentiles, HUD benchmarks and the share within the voucher payment standard, by ZIP, unit type and neighborhood",
  description:
    "Takes the filters of GET /api/rental-listings (same properties) plus unitType and the benchmark year. Computed in one SQL statement: " +
    "p25/median/p75 are PostgreSQL's percentile_cont (continuous: linear interpolation between the two closest ranks, so the median of an " +
    "even count is the mean of the middle two). Unit types follow the listing mapping; a listing without beds counts as 1BR; 4BR+ compares " +
    "with the 4BR benchmark. A listing is within the payment standard when rent <= its ZIP's SAFMR for its unit type x the caller's " +
    "organization's percentage / 100 (exact decimal arithmetic, no rounding). A year with no imported set is VALIDATION_ERROR.",
  tags,
  auth: "recruiter",
  query: RentalMarketQuery,
  response: { schema: RentalMarketResponse },
});

registerRoute({
  method: "get",
  path: "/api/rent-benchmarks",
  summary: "Imported rent benchmarks (HUD Small Area FMRs) by ZIP code and year",
  description: "Ordered by year (newest first), then ZIP code. `sets` lists every imported year; a demo set holds invented figures, not HUD's.",
  tags,
  auth: "recruiter",
  query: RentBenchmarkListQuery,
  response: { schema: RentBenchmarkList },
});

registerRoute({
  method: "post",
  path: "/api/rent-benchmarks",
  summary: "Import a SAFMR CSV as the benchmark set of a year (replaces that year)",
  description:
    "The CSV is the body (Content-Type text/csv) or the field `file` of a multipart/form-data form (with an optional field `year`); at most " +
    `${MAX_BENCHMARK_FILE_BYTES / (1024 * 1024)} MB. Headers: HUD's \`ZIP Code\`, \`SAFMR 0BR\` ... \`SAFMR 4BR\` (HUD's other columns are ignored; ` +
    "`SAFMR 0BR - 90% Payment Standard` and the 110% columns are kept when all five are present) or the plain `zip_code,br0,br1,br2,br3,br4`. " +
    "Amounts may carry `$` and thousands commas. A ZIP code must have 5 digits; one given twice is an invalid row. `line` is the CSV record " +
    "number (the header is line 1). A missing column is always VALIDATION_ERROR with nothing written. With on_error=reject (default) any " +
    "invalid row rejects the file (VALIDATION_ERROR, details {imported: 0, skipped, errors}); with on_error=skip the invalid rows are " +
    "reported and the valid ones replace the year's set. The import is one transaction: a year is never left partly replaced.",
  tags,
  auth: "corps_admin",
  query: RentBenchmarkImportQuery,
  bodyContent: { "text/csv": z.string().meta({ description: "The CSV file" }), "multipart/form-data": RentBenchmarkUpload },
  response: { schema: RentBenchmarkImportResult },
});

registerRoute({
  method: "get",
  path: "/api/rent-benchmarks/payment-standard",
  summary: "The organization's voucher payment standard (percentage of the SAFMR)",
  tags,
  auth: "recruiter",
  query: PaymentStandardQuery,
  response: { schema: PaymentStandard },
  errors: ["NOT_FOUND"],
});

registerRoute({
  method: "patch",
  path: "/api/rent-benchmarks/payment-standard",
  summary: "Set the organization's voucher payment standard (90-110 % of the SAFMR)",
  tags,
  auth: "corps_admin",
  query: PaymentStandardQuery,
  body: PaymentStandardUpdate,
  response: { schema: PaymentStandard },
  errors: ["NOT_FOUND"],
});
