"use server";
import { revalidatePath } from "next/cache";
import { requirePageCaller } from "@/lib/auth/session";
import { redeliver } from "@/lib/corps/webhooks";
import { db } from "@/lib/db/client";
import { uuid } from "@/lib/http/common-schemas";

export async function redeliverAction(formData: FormData): Promise<void> {
  const caller = await requirePageCaller("corps_admin", "/admin/webhooks");
  const id = uuid.parse(formData.get("delivery_id"));
  await redeliver({ caller, db: db() }, id);
  revalidatePath("/admin/webhooks");
}
