// A zod failure as the envelope's `details.fields`: one message per field path, so forms and API
// clients show each problem beside its field.
import type { ZodError } from "zod";

export function zodFields(err: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      // Name each unknown field, so a client sees exactly what to remove.
      for (const k of issue.keys) fields[key ? `${key}.${k}` : k] = "Unknown field";
      continue;
    }
    const field = key || "body";
    fields[field] ??= issue.message;
  }
  return fields;
}
