"use server";
import { revalidatePath } from "next/cache";
import { setMyLocale } from "@/lib/corps/notifications/preferences";
import { db } from "@/lib/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { requirePageCaller } from "@/lib/sign-in/session";

/** The header's switcher: the signed-in user's language, for pages now and e-mails from now on. */
export async function setLocaleAction(form: FormData): Promise<void> {
  const caller = await requirePageCaller();
  const locale = form.get("locale");
  if (!isLocale(locale)) return;
  await setMyLocale({ caller, db: db() }, locale);
  // Every page of the app speaks the new language at the next render.
  revalidatePath("/", "layout");
}
