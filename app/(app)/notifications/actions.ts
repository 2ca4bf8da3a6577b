"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { markAllNotificationsRead, markNotificationRead } from "@/lib/corps/notifications/notifications";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

export async function markReadAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const t = await getTranslations("notifications");
  const id = uuid.safeParse(form.get("notification_id"));
  if (!id.success) return { ok: false, message: t("action.notFound") };
  try {
    await markNotificationRead({ caller, db: db() }, id.data);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath("/notifications");
  return { ok: true, message: t("action.markedRead") };
}

export async function markAllReadAction(_prev: ActionState): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const { updated } = await markAllNotificationsRead({ caller, db: db() });
  revalidatePath("/notifications");
  const t = await getTranslations("notifications");
  return { ok: true, message: updated ? t("action.markedAll", { count: updated }) : t("action.alreadyRead") };
}
