"use server";
// The opportunity board's series buttons: sign up for every upcoming date, or cancel them all.
import { revalidatePath } from "next/cache";
import { requirePageCaller } from "@/lib/sign-in/session";
import { cancelMySeriesSignups, signUpForSeries } from "@/lib/corps/series/series-signup";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export async function signUpForSeriesAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("series_id"));
  try {
    const { results } = await signUpForSeries({ caller, db: db() }, id, String(form.get("notes") ?? "").slice(0, 2000));
    revalidatePath("/opportunities", "layout");
    const count = (status: string) => results.filter((r) => r.status === status).length;
    const made = [
      count("confirmed") && `confirmed for ${plural(count("confirmed"), "date")}`,
      count("pending") && `waiting for approval on ${plural(count("pending"), "date")}`,
      count("waitlist") && `on the waitlist for ${plural(count("waitlist"), "date")}`,
    ].filter(Boolean);
    const already = results.filter((r) => r.error_code === "ALREADY_SIGNED_UP").length;
    const refused = results.filter((r) => r.error_code && r.error_code !== "ALREADY_SIGNED_UP").length;
    if (made.length === 0) {
      return { ok: false, message: already ? "You were already signed up for every open date." : "No date of this series took your signup." };
    }
    const tail = [already && `${plural(already, "date")} already yours`, refused && `${plural(refused, "date")} not open`].filter(Boolean).join("; ");
    return { ok: true, message: `Signed up: ${made.join(", ")}${tail ? ` (${tail})` : ""}.` };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
}

export async function cancelSeriesSignupsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("series_id"));
  try {
    const { results } = await cancelMySeriesSignups({ caller, db: db() }, id);
    revalidatePath("/opportunities", "layout");
    return { ok: true, message: `Cancelled your signups for ${plural(results.length, "date")}.` };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
}
