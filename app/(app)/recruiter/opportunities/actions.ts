"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ZodError } from "zod";
import { requirePageCaller } from "@/lib/sign-in/session";
import { updateOpportunity } from "@/lib/corps/opportunities/writes";
import { cancelOpportunity, completeOpportunity, publishOpportunity } from "@/lib/corps/opportunities/opportunity-transitions";
import { CancelBody, OpportunityCreate, OpportunityUpdate } from "@/lib/corps/opportunities/opportunity-schemas";
import { createOpportunityOrSeries } from "@/lib/corps/series/create-opportunity-or-series";
import { db } from "@/lib/db/client";
import { failureState, formFieldErrors, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { toBody } from "./form-body";

/** Creates (as a draft) or updates an opportunity; on success goes to its page. */
export async function saveOpportunityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const id = typeof form.get("opportunity_id") === "string" && form.get("opportunity_id") !== "" ? uuid.parse(form.get("opportunity_id")) : null;
  const t = await getTranslations("recruiter");
  const { body, errors } = toBody(form, { required: t("formErrors.required"), dateTime: t("formErrors.dateTime") });
  let savedId: string;
  try {
    const parsed = id ? OpportunityUpdate.safeParse(body) : OpportunityCreate.safeParse({ ...body, status: "draft" });
    // Missing dates are reported with the schema's other findings, so every field shows at once.
    if (!parsed.success || Object.keys(errors).length > 0) {
      const fieldErrors = { ...(parsed.success ? {} : await formFieldErrors(parsed.error)), ...errors };
      return { ok: false, fieldErrors, values, message: t("fixFields") };
    }
    const ctx = { caller, db: db() };
    const saved = id ? await updateOpportunity(ctx, id, parsed.data as OpportunityUpdate) : await createOpportunityOrSeries(ctx, parsed.data as OpportunityCreate);
    savedId = saved.id;
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath("/recruiter/opportunities");
  revalidatePath("/recruiter");
  redirect(`/recruiter/opportunities/${savedId}?saved=${id ? "updated" : "created"}`);
}

type Transition = "publish" | "cancel" | "complete";

const DONE = {
  publish: "transition.published",
  cancel: "transition.cancelled",
  complete: "transition.completed",
} as const satisfies Record<Transition, string>;

/** Publish, cancel (reason, notify volunteers) or complete; INVALID_STATE comes back as a toast. */
export async function transitionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const id = uuid.parse(form.get("opportunity_id"));
  const kind = form.get("transition");
  const ctx = { caller, db: db() };
  const t = await getTranslations("recruiter");
  try {
    if (kind === "publish") await publishOpportunity(ctx, id);
    else if (kind === "complete") await completeOpportunity(ctx, id);
    else if (kind === "cancel") {
      await cancelOpportunity(ctx, id, CancelBody.parse({ reason: String(form.get("reason") ?? ""), notify_volunteers: form.get("notify_volunteers") === "on" }));
    } else return { ok: false, message: t("unknownAction") };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, values);
    throw err;
  }
  revalidatePath(`/recruiter/opportunities/${id}`);
  revalidatePath("/recruiter/opportunities");
  revalidatePath("/recruiter");
  return { ok: true, message: t(DONE[kind]), values: {} };
}
