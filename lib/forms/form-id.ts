// The id a form action acts on, from a hidden field. A missing or malformed id is answered as
// the resource not being there (NOT_FOUND), as the API answers a bad id in a path.
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

export function formId(form: FormData, key: string, resource: string): string {
  const parsed = uuid.safeParse(form.get(key));
  if (!parsed.success) throw ApiError.notFound(resource);
  return parsed.data;
}
