"use server";
import { after } from "next/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ZodError } from "zod";
import { requirePageCaller } from "@/lib/sign-in/session";
import { CancelBody } from "@/lib/corps/opportunities/opportunity-schemas";
import { SeriesUpdate } from "@/lib/corps/series/series-schemas";
import { cancelSeries, completeSeries, publishSeries } from "@/lib/corps/series/series-transitions";
import { updateSeries } from "@/lib/corps/series/update-series";
import { db } from "@/lib/db/client";
import { failureState, formFieldErrors, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { toBody } from "../opportunities/form-body";

function refresh(seriesId: string) {
  revalidatePath(`/recruiter/series/${seriesId}`);
  revalidatePath("/recruiter/opportunities", "layout");
  revalidatePath("/recruiter/calendar");
  revalidatePath("/recruiter");
}

/** Edits every upcoming date of a series from the opportunity form. */
export async function saveSeriesAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const id = uuid.parse(form.get("series_id"));
  const t = await getTranslations("recruiter");
  const { body, errors } = toBody(form, { required: t("formErrors.required"), dateTime: t("formErrors.dateTime") });
  try {
    const parsed = SeriesUpdate.safeParse(body);
    if (!parsed.success || Object.keys(errors).length > 0) {
      return { ok: false, fieldErrors: { ...(parsed.success ? {} : await formFieldErrors(parsed.error)), ...errors }, values, message: t("fixFields") };
    }
    await updateSeries({ caller, db: db() }, id, parsed.data, after);
  } catch (err) {
    return failureState(err, values);
  }
  refresh(id);
  redirect(`/recruiter/series/${id}?saved=1`);
}


export async function seriesTransitionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const id = uuid.parse(form.get("series_id"));
  const kind = String(form.get("transition") ?? "");
  const ctx = { caller, db: db() };
  const t = await getTranslations("recruiter");
  let changed: number;
  try {
    if (kind === "publish") changed = (await publishSeries(ctx, id)).occurrences.length;
    else if (kind === "complete") changed = (await completeSeries(ctx, id)).occurrences.length;
    else if (kind === "cancel") {
      const body = CancelBody.parse({ reason: String(form.get("reason") ?? ""), notify_volunteers: form.get("notify_volunteers") === "on" });
      changed = (await cancelSeries(ctx, id, body, after)).occurrences.length;
    } else return { ok: false, message: t("unknownAction") };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, {});
    throw err;
  }
  refresh(id);
  const done = kind === "publish" ? t("series.published", { count: changed }) : kind === "complete" ? t("series.completed", { count: changed }) : t("series.cancelled", { count: changed });
  return { ok: true, message: done };
}
