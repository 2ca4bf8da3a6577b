import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { CSV_UPLOAD_MEDIA_TYPES, readCsvUpload } from "@/lib/http/csv-upload";
import { route } from "@/lib/http/route";
import { importRentBenchmarks } from "@/lib/properties/market/benchmark-import";
import { MAX_BENCHMARK_FILE_BYTES, RentBenchmarkFormFields, RentBenchmarkImportQuery, RentBenchmarkListQuery } from "@/lib/properties/market/benchmark-schemas";
import { listRentBenchmarks } from "@/lib/properties/market/rent-benchmarks";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "recruiter", query: RentBenchmarkListQuery }, async ({ caller, query }) => listRentBenchmarks({ caller, db: db() }, query));

export const POST = route({ auth: "corps_admin", query: RentBenchmarkImportQuery, uploads: CSV_UPLOAD_MEDIA_TYPES }, async ({ caller, query, req }) => {
  const upload = await readCsvUpload(req, MAX_BENCHMARK_FILE_BYTES);
  const year = query.year ?? RentBenchmarkFormFields.parse(upload.fields).year;
  if (year === undefined) throw ApiError.validation({ year: "Required: the query parameter year, or the form field year" });
  return importRentBenchmarks({ caller, db: db() }, { year, label: query.label, onError: query.on_error, csv: upload.text });
});
