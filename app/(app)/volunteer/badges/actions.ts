"use server";
import { revalidatePath } from "next/cache";
import { requirePageCaller } from "@/lib/sign-in/session";
import { revokeCalendarFeed, rotateCalendarFeed } from "@/lib/corps/calendars/ical-feeds";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";

/** Creates the private feed, or replaces its address (the old one stops working at once). */
export async function rotateFeedAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const existed = form.get("existed") === "1";
  try {
    await rotateCalendarFeed({ caller, db: db() });
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath("/volunteer/badges");
  return { ok: true, message: existed ? "New calendar address created; the old one no longer works." : "Your calendar feed is ready." };
}

export async function revokeFeedAction(_prev: ActionState): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  try {
    await revokeCalendarFeed({ caller, db: db() });
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath("/volunteer/badges");
  return { ok: true, message: "Calendar feed turned off." };
}
