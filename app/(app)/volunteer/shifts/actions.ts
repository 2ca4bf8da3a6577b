"use server";
import { revalidatePath } from "next/cache";
import { getLocale, getTranslations } from "next-intl/server";
import { translateFields } from "@/lib/forms/field-messages";
import { requirePageCaller } from "@/lib/sign-in/session";
import { checkInMyShift } from "@/lib/corps/signups/my-shifts";
import { cancelMySignup } from "@/lib/corps/signups/sign-up";
import { checkOut } from "@/lib/corps/signups/check-in-out";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { HandoffAccept, HandoffCreate } from "@/lib/corps/handoffs/handoff-schemas";
import { acceptHandoff, colleagueIdByEmail, offerHandoff, withdrawHandoff } from "@/lib/corps/handoffs/handoffs";

type ShiftAction = "check_in" | "check_out" | "cancel";


/** One action for the row's buttons; which one is in the form's "intent" field. */
export async function shiftAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const t = await getTranslations("volunteer");
  const ctx = { caller, db: db() };
  const intent = form.get("intent");
  const signupId = uuid.safeParse(form.get("signup_id"));
  const opportunityId = uuid.safeParse(form.get("opportunity_id"));
  if ((intent !== "check_in" && intent !== "check_out" && intent !== "cancel") || !signupId.success || !opportunityId.success) {
    return { ok: false, message: t("shifts.action.notFound") };
  }
  try {
    if (intent === "check_in") await checkInMyShift(ctx, signupId.data);
    else if (intent === "check_out") await checkOut(ctx, signupId.data);
    else await cancelMySignup(ctx, opportunityId.data);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath("/volunteer/shifts");
  revalidatePath("/volunteer/hours");
  revalidatePath("/volunteer");
  const done: ShiftAction = intent;
  return { ok: true, message: t(`shifts.action.done.${done}`) };
}

/** Offer, withdraw or accept a handoff from My shifts: the same services as the API. */
export async function handoffAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const t = await getTranslations("volunteer");
  const ctx = { caller, db: db() };
  const intent = form.get("intent");
  const id = uuid.safeParse(form.get("id"));
  if ((intent !== "offer" && intent !== "withdraw" && intent !== "accept") || !id.success) return { ok: false, message: t("shifts.action.handoffNotFound") };
  let message: string;
  try {
    if (intent === "offer") {
      const email = String(form.get("colleague_email") ?? "").trim();
      const to = email ? await colleagueIdByEmail(ctx, email) : undefined;
      await offerHandoff(ctx, id.data, HandoffCreate.parse({ ...(to ? { to_volunteer_id: to } : {}), message: String(form.get("message") ?? "") }));
      message = to ? t("shifts.action.offeredColleague") : t("shifts.action.offeredAnyone");
    } else if (intent === "withdraw") {
      await withdrawHandoff(ctx, id.data);
      message = t("shifts.action.withdrawn");
    } else {
      await acceptHandoff(ctx, id.data, HandoffAccept.parse({}));
      message = t("shifts.action.accepted");
    }
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.code !== "VALIDATION_ERROR") return { ok: false, message: err.message };
      const fields = translateFields(err.details?.fields as Record<string, string> | undefined, await getLocale());
      return { ok: false, message: Object.values(fields ?? {}).join(" ") || err.message };
    }
    throw err;
  }
  revalidatePath("/volunteer/shifts");
  return { ok: true, message };
}
