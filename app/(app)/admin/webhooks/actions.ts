"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { WebhookCreate } from "@/lib/corps/webhooks/webhook-schemas";
import { createWebhook, deleteWebhook, redeliver, sendTestWebhook, updateWebhook } from "@/lib/corps/webhooks/webhooks";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { formId } from "@/lib/forms/form-id";
import type { CreateWebhookState } from "@/components/admin/webhook-forms";

const PATH = "/admin/webhooks";

async function ctx() {
  return { caller: await requirePageCaller("corps_admin", PATH), db: db() };
}

export async function createWebhookAction(_prev: CreateWebhookState, form: FormData): Promise<CreateWebhookState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const scope = form.get("org_id");
    const description = form.get("description");
    const body = WebhookCreate.parse({
      url: String(form.get("url") ?? "").trim(),
      description: typeof description === "string" ? description : undefined,
      event_types: form.getAll("event_types").filter((v): v is string => typeof v === "string"),
      // Admins choose system-wide (empty) or one organization; corps_admins always get their own.
      ...(c.caller.role === "admin" && typeof scope === "string" ? { org_id: scope || null } : {}),
    });
    const created = await createWebhook(c, body);
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("webhooks.created"), secret: created.secret, endpointId: created.id };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function sendTestAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    const delivery = await sendTestWebhook(c, formId(form, "endpoint_id", "Webhook endpoint"));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return delivery.status === "succeeded"
      ? { ok: true, message: t("webhooks.testDelivered", { status: delivery.last_status ?? "2xx" }) }
      : { ok: false, message: t("webhooks.testNotDelivered", { reason: delivery.last_error ?? (delivery.last_status ? `HTTP ${delivery.last_status}` : delivery.status) }) };
  } catch (err) {
    return failureState(err, {});
  }
}

export async function redeliverAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    const delivery = await redeliver(c, formId(form, "delivery_id", "Webhook delivery"));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return delivery.status === "succeeded"
      ? { ok: true, message: t("webhooks.delivered") }
      : { ok: false, message: t("webhooks.notDelivered", { reason: delivery.last_error ?? (delivery.last_status ? `HTTP ${delivery.last_status}` : delivery.status) }) };
  } catch (err) {
    return failureState(err, {});
  }
}

/** Pause stops new deliveries to the endpoint (events are not queued for it meanwhile); resume starts them again. */
export async function setWebhookActiveAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    const active = form.get("is_active") === "true";
    await updateWebhook(c, formId(form, "endpoint_id", "Webhook endpoint"), { is_active: active });
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: active ? t("webhooks.resumed") : t("webhooks.pausedToast") };
  } catch (err) {
    return failureState(err, {});
  }
}

export async function deleteWebhookAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    await deleteWebhook(c, formId(form, "endpoint_id", "Webhook endpoint"));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("webhooks.deleted") };
  } catch (err) {
    return failureState(err, {});
  }
}
