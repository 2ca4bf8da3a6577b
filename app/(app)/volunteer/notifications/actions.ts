"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { translateFieldMessage } from "@/lib/forms/field-messages";
import type { Locale } from "@/lib/i18n/locales";
import { requirePageCaller } from "@/lib/sign-in/session";
import { updateMyPreferences } from "@/lib/corps/notifications/preferences";
import { PreferencesUpdate } from "@/lib/corps/notifications/preference-schemas";
import { categories } from "@/lib/corps/notifications/routing";
import { confirmMyPhone, deleteMyPhone, setMyPhone } from "@/lib/corps/texts/sms-contacts";
import { PhoneConfirm, PhoneSet } from "@/lib/corps/texts/sms-schemas";
import { db } from "@/lib/db/client";
import { updateNotificationPreferences } from "@/lib/corps/notifications/notifications";
import { NotificationPreferencesUpdate } from "@/lib/corps/notifications/notification-schemas";
import { notificationTypes } from "@/lib/corps/enums";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { z } from "zod";

const PATH = "/volunteer/notifications";

/** The first readable message of a failure, for the page's alert: field messages in the reader's language, the API's own message as it words it. */
function messageOf(err: unknown, locale: Locale): string {
  if (err instanceof z.ZodError) {
    const issue = err.issues[0];
    return issue ? translateFieldMessage(issue.message, locale, issue) : "Invalid input";
  }
  if (err instanceof ApiError) {
    const fields = (err.details as { fields?: Record<string, string> } | undefined)?.fields;
    const first = fields ? Object.values(fields)[0] : undefined;
    return first ? translateFieldMessage(first, locale) : err.message;
  }
  throw err;
}

async function run(work: () => Promise<unknown>, done: string): Promise<never> {
  let error: string | null = null;
  try {
    await work();
  } catch (err) {
    error = messageOf(err, await getLocale());
  }
  redirect(error ? `${PATH}?error=${encodeURIComponent(error)}` : `${PATH}?saved=${done}`);
}

export async function savePreferencesAction(form: FormData): Promise<void> {
  const caller = await requirePageCaller("volunteer");
  await run(async () => {
    const body = PreferencesUpdate.parse({
      categories: categories.map((c) => ({ category: c, email: form.get(`email.${c}`) ?? undefined, sms: form.get(`sms.${c}`) === "on" })),
    });
    await updateMyPreferences({ caller, db: db() }, body);
  }, "preferences");
}

export async function setPhoneAction(form: FormData): Promise<void> {
  const caller = await requirePageCaller("volunteer");
  await run(async () => {
    const body = PhoneSet.parse({ phone: form.get("phone") ?? "", consent: form.get("consent") === "on", urgent_texts: form.get("urgent_texts") === "on" });
    await setMyPhone({ caller, db: db() }, body);
  }, "code-sent");
}

export async function confirmPhoneAction(form: FormData): Promise<void> {
  const caller = await requirePageCaller("volunteer");
  await run(async () => confirmMyPhone({ caller, db: db() }, PhoneConfirm.parse({ code: form.get("code") ?? "" })), "phone-confirmed");
}

export async function removePhoneAction(): Promise<void> {
  const caller = await requirePageCaller("volunteer");
  await run(() => deleteMyPhone({ caller, db: db() }), "phone-removed");
}

/** The form lists the types the user wants by e-mail (checked boxes); the API stores the opt-outs. */
export async function saveEmailTypesAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const values = formValues(form);
  const wanted = new Set(form.getAll("email").filter((v): v is string => typeof v === "string"));
  try {
    const body = NotificationPreferencesUpdate.parse({ email_opt_out: notificationTypes.filter((t) => !wanted.has(t)) });
    await updateNotificationPreferences({ caller, db: db() }, body);
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath(PATH);
  const t = await getTranslations("notifications");
  return { ok: true, message: t("action.prefsSaved"), values };
}
