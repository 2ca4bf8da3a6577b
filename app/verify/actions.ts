"use server";
import { headers } from "next/headers";
import type { VerifyState } from "@/components/credentials/verify-form";
import { verifyPasted } from "@/lib/corps/credentials/verify-pasted";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import { clientIp } from "@/lib/http/client-ip";
import { countAddressCall } from "@/lib/http/rate-limit";

/** The /verify page's check: the same verification and the same per-address limit as POST /api/credentials/verify. */
export async function verifyAction(_prev: VerifyState, form: FormData): Promise<VerifyState> {
  const values = formValues(form);
  try {
    await countAddressCall("verify", clientIp({ headers: await headers() }));
    const result = await verifyPasted(db(), String(form.get("credential") ?? ""));
    return { ok: result.verified, result, values };
  } catch (err) {
    return failureState(err, values);
  }
}
