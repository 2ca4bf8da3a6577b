"use server";
// The hours approval queue: bulk approve / reject (one service call per entry, so each entry's
// own rules and badge awards apply) and a single approval with an optional hours override.
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { approveHours, rejectHours } from "@/lib/corps/hours/hours";
import { HoursApprove, HoursReject } from "@/lib/corps/hours/hours-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

const MAX_BATCH = 100;

export async function bulkHoursAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const t = await getTranslations("recruiter");
  const values = formValues(form);
  const op = form.get("op");
  const ids = form.getAll("entry_ids").filter((v): v is string => typeof v === "string" && uuid.safeParse(v).success).slice(0, MAX_BATCH);
  if (ids.length === 0) return { ok: false, message: t("hours.selectFirst"), values };
  let reject: HoursReject | null = null;
  if (op === "reject") {
    const parsed = HoursReject.safeParse({ reason: String(form.get("reason") ?? "") });
    if (!parsed.success) return failureState(parsed.error, values);
    reject = parsed.data;
  } else if (op !== "approve") return { ok: false, message: t("unknownAction"), values };
  const ctx = { caller, db: db() };
  let done = 0;
  const failures: string[] = [];
  // One at a time: each decision is its own transaction (and awards badges in it).
  for (const id of ids) {
    try {
      if (reject) await rejectHours(ctx, id, reject);
      else await approveHours(ctx, id, {});
      done++;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      failures.push(err.message);
    }
  }
  revalidatePath("/recruiter/hours");
  revalidatePath("/recruiter");
  // The failures' own messages are the API's (English), as the API answers them.
  const detail = failures.length ? ` (${[...new Set(failures)].join("; ")})` : "";
  const counts = { done, failed: failures.length, detail };
  return { ok: failures.length === 0, message: reject ? t("hours.bulkRejected", counts) : t("hours.bulkApproved", counts), values: failures.length ? values : {} };
}

export async function approveOneAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const id = uuid.parse(form.get("entry_id"));
  const override = String(form.get("hours_worked") ?? "").trim();
  try {
    const body = HoursApprove.parse(override === "" ? {} : { hours_worked: Number(override) });
    const entry = await approveHours({ caller, db: db() }, id, body);
    revalidatePath("/recruiter/hours");
    revalidatePath("/recruiter");
    const t = await getTranslations("recruiter");
    return { ok: true, message: t("hours.approvedOne", { hours: entry.hours_worked, name: entry.volunteer_name }) };
  } catch (err) {
    return failureState(err, values);
  }
}
