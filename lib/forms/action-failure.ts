// Server side of form actions: reads submitted values and turns validation or domain errors
// into the form's ActionState.
import { ZodError } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { zodFields } from "@/lib/errors/zod-fields";
import type { ActionState } from "./action-state";

export function formValues(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}

/** Turns a thrown validation or domain error into form state; anything else is rethrown. */
export function failureState(err: unknown, values: Record<string, string | string[]>): ActionState {
  if (err instanceof ZodError) return { ok: false, fieldErrors: zodFields(err), values, message: "Please correct the highlighted fields." };
  if (err instanceof ApiError) {
    const fields = (err.details?.fields ?? undefined) as Record<string, string> | undefined;
    return { ok: false, fieldErrors: fields, values, message: err.message };
  }
  throw err;
}
