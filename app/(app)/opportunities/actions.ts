"use server";
// The opportunity board's series buttons: sign up for every upcoming date, or cancel them all.
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { cancelMySeriesSignups, signUpForSeries } from "@/lib/corps/series/series-signup";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

export async function signUpForSeriesAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("series_id"));
  const t = await getTranslations("opportunities");
  try {
    const { results } = await signUpForSeries({ caller, db: db() }, id, String(form.get("notes") ?? "").slice(0, 2000));
    revalidatePath("/opportunities", "layout");
    const count = (status: string) => results.filter((r) => r.status === status).length;
    const made = [
      count("confirmed") && t("series.action.confirmed", { count: count("confirmed") }),
      count("pending") && t("series.action.pending", { count: count("pending") }),
      count("waitlist") && t("series.action.waitlist", { count: count("waitlist") }),
    ].filter(Boolean);
    const already = results.filter((r) => r.error_code === "ALREADY_SIGNED_UP").length;
    const refused = results.filter((r) => r.error_code && r.error_code !== "ALREADY_SIGNED_UP").length;
    if (made.length === 0) {
      return { ok: false, message: already ? t("series.action.alreadyAll") : t("series.action.noneTook") };
    }
    const tail = [already && t("series.action.already", { count: already }), refused && t("series.action.notOpen", { count: refused })].filter(Boolean).join("; ");
    return { ok: true, message: tail ? t("series.action.signedUpWithTail", { made: made.join(", "), tail }) : t("series.action.signedUp", { made: made.join(", ") }) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
}

export async function cancelSeriesSignupsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("series_id"));
  const t = await getTranslations("opportunities");
  try {
    const { results } = await cancelMySeriesSignups({ caller, db: db() }, id);
    revalidatePath("/opportunities", "layout");
    return { ok: true, message: t("series.action.cancelled", { count: results.length }) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
}
