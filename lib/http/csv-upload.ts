// Reads a CSV upload: either the body itself (Content-Type text/csv) or the `file` field of a
// multipart/form-data form (what a browser's file input sends), with that form's other text
// fields. Anything else is a VALIDATION_ERROR, never a 500.
import { ApiError } from "@/lib/errors/api-error";
import { readCappedBytes } from "./parse-request";

export const CSV_UPLOAD_MEDIA_TYPES = ["text/csv", "multipart/form-data"] as const;

export interface CsvUpload {
  text: string;
  /** The multipart form's text fields (empty for a text/csv body). */
  fields: Record<string, string>;
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes);
}

export async function readCsvUpload(req: Request, maxBytes: number): Promise<CsvUpload> {
  const type = (req.headers.get("content-type") ?? "").trim().toLowerCase();
  if (type.startsWith("text/csv")) {
    return { text: decode(await readCappedBytes(req, maxBytes)), fields: {} };
  }
  if (type.startsWith("multipart/form-data")) {
    const bytes = await readCappedBytes(req, maxBytes + 64 * 1024);
    let form: FormData;
    try {
      form = await new Response(new Blob([new Uint8Array(bytes)]), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
    } catch {
      throw ApiError.validation({ body: "Malformed multipart/form-data body" }, "The upload could not be read");
    }
    const file = form.get("file");
    if (!file || typeof file === "string") throw ApiError.validation({ file: "Required: the CSV file in the form field `file`" });
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    return { text: decode(new Uint8Array(await file.arrayBuffer())), fields };
  }
  throw ApiError.validation({ "content-type": "Must be text/csv or multipart/form-data" }, "Content-Type must be text/csv or multipart/form-data");
}
