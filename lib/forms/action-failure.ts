// Server side of form actions: reads submitted values and turns validation or domain errors
// into the form's ActionState, with field messages in the reader's language (field-messages.ts).
import { ZodError } from "zod";
import { getLocale } from "next-intl/server";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { correctFieldsMessage, translateFields, translateZodFields } from "./field-messages";
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

/**
 * Turns a thrown validation or domain error into form state, its field messages in the request's
 * language; anything else is rethrown. The domain error's own message stays as the API words it.
 */
export async function failureState(err: unknown, values: Record<string, string | string[]>): Promise<ActionState> {
  if (!(err instanceof ZodError) && !(err instanceof ApiError)) throw err;
  const locale = await requestLocale();
  if (err instanceof ZodError) return { ok: false, fieldErrors: translateZodFields(err, zodFields(err), locale), values, message: correctFieldsMessage(locale) };
  const fields = (err.details?.fields ?? undefined) as Record<string, string> | undefined;
  return { ok: false, fieldErrors: translateFields(fields, locale), values, message: err.message };
}

async function requestLocale(): Promise<Locale> {
  const asked = await getLocale();
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}

/** zodFields in the request's language, for an action that validates with safeParse itself. */
export async function formFieldErrors(err: ZodError): Promise<Record<string, string>> {
  return translateZodFields(err, zodFields(err), await requestLocale());
}

/** "Please correct the highlighted fields." in the request's language. */
export async function correctFieldsText(): Promise<string> {
  return correctFieldsMessage(await requestLocale());
}
