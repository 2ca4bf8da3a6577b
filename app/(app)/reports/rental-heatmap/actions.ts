"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { PaymentStandardUpdate } from "@/lib/properties/market/benchmark-schemas";
import { setPaymentStandard } from "@/lib/properties/market/payment-standard";

const PATH = "/reports/rental-heatmap";

export async function paymentStandardAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("corps_admin", PATH);
  const values = formValues(form);
  try {
    const raw = form.get("percent");
    const percent = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : undefined;
    const saved = await setPaymentStandard({ caller, db: db() }, PaymentStandardUpdate.parse({ percent }));
    revalidatePath(PATH);
    const t = await getTranslations("map");
    return { ok: true, message: t("page.standardSaved", { percent: saved.percent }), values };
  } catch (err) {
    return failureState(err, values);
  }
}
