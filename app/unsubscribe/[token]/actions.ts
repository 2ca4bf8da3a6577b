"use server";
import { redirect } from "next/navigation";
import { unsubscribe } from "@/lib/corps/notifications/preferences";
import { db } from "@/lib/db/client";

export async function unsubscribeAction(form: FormData): Promise<void> {
  const token = String(form.get("token") ?? "");
  await unsubscribe(db(), token);
  redirect(`/unsubscribe/${encodeURIComponent(token)}?done=1`);
}
