// Form bodies of the few routes that others post forms to (one-click unsubscribe from a mail
// provider, an SMS provider's webhooks): the fields as strings. A body that is not a form is
// a VALIDATION_ERROR, never a 500.
import { ApiError } from "@/lib/errors/api-error";

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export async function formFields(req: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw ApiError.validation({ body: "Must be a form (application/x-www-form-urlencoded or multipart/form-data)" });
  }
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  return out;
}
