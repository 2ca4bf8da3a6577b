// Rent benchmarks (HUD Small Area Fair Market Rents): import, list and payment-standard schemas,
// shared by the handlers, the heatmap page's forms and the OpenAPI document.
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";

export const benchmarkYear = z.coerce
  .number({ message: "Must be a year" })
  .int("Must be a whole year")
  .min(2000, "Must be 2000 or later")
  .max(2100, "Must be 2100 or earlier");

export const MAX_BENCHMARK_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_REPORTED_ERRORS = 500;

export const RentBenchmarkImportQuery = z.object({
  year: benchmarkYear.optional().meta({ description: "The set's year. Required here or as the multipart field `year`." }),
  label: z.string().trim().min(1).max(200).optional().meta({ description: "A name for the set (default: `HUD SAFMR <year>`)" }),
  on_error: z
    .enum(["reject", "skip"])
    .default("reject")
    .meta({
      description:
        "reject (default): any invalid row rejects the whole file (400, nothing written, every bad line reported). " +
        "skip: invalid rows are skipped and reported, the valid rows replace the year's set.",
    }),
});
export type RentBenchmarkImportQuery = z.infer<typeof RentBenchmarkImportQuery>;

export const ImportRowError = z.object({
  line: z.number().int().meta({ description: "Line of the CSV file (the header is line 1)" }),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const RentBenchmarkImportResult = z
  .object({
    year: z.number().int(),
    label: z.string(),
    format: z.enum(["hud_safmr", "plain"]).meta({ description: "Which header the file had" }),
    imported: z.number().int(),
    skipped: z.number().int(),
    errors: z.array(ImportRowError).meta({ description: `The first ${MAX_REPORTED_ERRORS} invalid rows, in line order` }),
    errors_truncated: z.boolean(),
    replaced: z.number().int().meta({ description: "Rows of the year's previous set that this import replaced" }),
  })
  .meta({ id: "RentBenchmarkImportResult" });
export type RentBenchmarkImportResult = z.infer<typeof RentBenchmarkImportResult>;

/** The multipart form of the import (OpenAPI only: the handler reads it with FormData). */
export const RentBenchmarkUpload = z
  .object({
    file: z.string().meta({ format: "binary", description: "The CSV file" }),
    year: z.string().optional().meta({ description: "The set's year, when not in the query string" }),
  })
  .meta({ id: "RentBenchmarkUpload" });

export const RentBenchmarkListQuery = z.object({
  zip_code: z.string().trim().regex(/^\d{5}$/, "Must be a 5-digit ZIP code").optional(),
  year: benchmarkYear.optional(),
  ...pagination,
});
export type RentBenchmarkListQuery = z.infer<typeof RentBenchmarkListQuery>;

const amount = z.number();
export const RentBenchmark = z
  .object({
    year: z.number().int(),
    zip_code: z.string(),
    br0: amount,
    br1: amount,
    br2: amount,
    br3: amount,
    br4: amount,
    ps90: z.array(amount).nullable().meta({ description: "HUD's 90 % payment standards 0BR..4BR when the file had them" }),
    ps110: z.array(amount).nullable().meta({ description: "HUD's 110 % payment standards 0BR..4BR when the file had them" }),
    demo: z.boolean().meta({ description: "Part of an invented demo set, not HUD's figures" }),
  })
  .meta({ id: "RentBenchmark" });
export type RentBenchmarkDto = z.infer<typeof RentBenchmark>;

export const RentBenchmarkSet = z
  .object({ year: z.number().int(), label: z.string(), demo: z.boolean(), row_count: z.number().int(), imported_at: isoDateTime, imported_by: uuid.nullable() })
  .meta({ id: "RentBenchmarkSet" });
export type RentBenchmarkSetDto = z.infer<typeof RentBenchmarkSet>;

export const RentBenchmarkList = z
  .object({
    benchmarks: z.array(RentBenchmark),
    sets: z.array(RentBenchmarkSet).meta({ description: "Every imported set, newest year first" }),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: "RentBenchmarkList" });

export const MIN_PAYMENT_STANDARD = 90;
export const MAX_PAYMENT_STANDARD = 110;

export const PaymentStandardQuery = z.object({
  org_id: uuid.optional().meta({ description: "Admins only: the organization (others always get their own)" }),
});
export const PaymentStandardUpdate = z
  .strictObject({
    percent: z
      .number({ message: "Must be a number" })
      .int("Must be a whole number")
      .min(MIN_PAYMENT_STANDARD, `Must be at least ${MIN_PAYMENT_STANDARD}`)
      .max(MAX_PAYMENT_STANDARD, `Must be at most ${MAX_PAYMENT_STANDARD}`),
  })
  .meta({ id: "PaymentStandardUpdate" });
export type PaymentStandardUpdate = z.infer<typeof PaymentStandardUpdate>;

export const PaymentStandard = z
  .object({ org_id: uuid, percent: z.number().int().meta({ description: "Payment standard as a percentage of the SAFMR (90-110, default 100)" }) })
  .meta({ id: "PaymentStandard" });
export type PaymentStandardDto = z.infer<typeof PaymentStandard>;

/** The text fields of the multipart import form (other fields are ignored). */
export const RentBenchmarkFormFields = z.object({
  year: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), benchmarkYear.optional()),
});
