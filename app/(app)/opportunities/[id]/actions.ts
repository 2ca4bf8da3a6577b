"use server";
// The opportunity page's signup flow: sign the waivers still needed, then sign up with the
// party, through the same services as the API (signWaiver, signUp, changeParty, cancelMySignup).
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { ZodError } from "zod";
import { requirePageCaller } from "@/lib/sign-in/session";
import { SignWaiverBody } from "@/lib/corps/requirements/requirement-schemas";
import { signWaiver } from "@/lib/corps/requirements/sign-waiver";
import { Party, SignupCreate } from "@/lib/corps/signups/signup-schemas";
import { cancelMySignup, changeParty, signUp } from "@/lib/corps/signups/sign-up";
import { acceptOffer, declineOffer } from "@/lib/corps/signups/offer-answers";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { clientAddress } from "@/lib/http/client-ip";
import { uuid } from "@/lib/schemas/common-schemas";
import { zodFields } from "@/lib/errors/zod-fields";
import { translateZodFields } from "@/lib/forms/field-messages";

/** party_size and guests.<i>.name|email as the API's party shape (blank e-mails left out). */
function partyOf(form: FormData): { party_size: number; guests: { name: string; email?: string }[] } {
  const size = Number(form.get("party_size") ?? 1) || 1;
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  const guests = Array.from({ length: Math.max(0, Math.min(size, 10) - 1) }, (_, i) => {
    const email = text(`guests.${i}.email`);
    return { name: text(`guests.${i}.name`), ...(email ? { email } : {}) };
  });
  return { party_size: size, guests };
}

export async function signUpAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const [t, locale] = await Promise.all([getTranslations("opportunities"), getLocale()]);
  const values = formValues(form);
  const id = uuid.parse(form.get("opportunity_id"));
  const ctx = { caller, db: db() };
  const body = SignupCreate.safeParse({ notes: String(form.get("notes") ?? "").slice(0, 2000), ...partyOf(form) });
  // Every field is checked before anything is signed, so a typo in a guest's e-mail signs nothing.
  const fieldErrors: Record<string, string> = body.success ? {} : translateZodFields(body.error, zodFields(body.error), locale);
  const waiverIds = form.getAll("waiver_id").filter((w): w is string => typeof w === "string" && uuid.safeParse(w).success);
  const signatures = waiverIds.map((wid) => {
    const parsed = SignWaiverBody.safeParse({
      full_name: String(form.get("signature_name") ?? ""),
      agree: form.get(`agree.${wid}`) === "on",
      version: Number(form.get(`waiver_version.${wid}`)),
    });
    if (!parsed.success) {
      const f = translateZodFields(parsed.error, zodFields(parsed.error), locale);
      if (f.full_name) fieldErrors.signature_name = f.full_name;
      if (f.agree) fieldErrors[`agree.${wid}`] = t("signup.action.tickWaiver");
    }
    return { id: wid, parsed };
  });
  if (!body.success || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, values, message: t("signup.action.correct") };
  }
  try {
    const h = await headers();
    const origin = { ip: clientAddress(h), userAgent: h.get("user-agent") };
    for (const s of signatures) if (s.parsed.success) await signWaiver(ctx, s.id, s.parsed.data, origin);
    const outcome = await signUp(ctx, id, body.data.notes, { party_size: body.data.party_size, guests: body.data.guests });
    revalidatePath(`/opportunities/${id}`);
    const size = outcome.party_size;
    if (outcome.status === "entered") return { ok: true, message: outcome.message };
    if (outcome.status === "confirmed") return { ok: true, message: size > 1 ? t("signup.action.partyConfirmed", { size }) : t("signup.action.confirmed") };
    return { ok: true, message: size > 1 ? t("signup.action.partyPending", { size }) : t("signup.action.pending") };
  } catch (err) {
    if (err instanceof ApiError) {
      revalidatePath(`/opportunities/${id}`);
      // SIGNUP_FULL with a position means the party is now on the waitlist.
      const waitlisted = err.code === "SIGNUP_FULL" && typeof err.details?.waitlist_position === "number";
      return waitlisted ? { ok: true, message: err.message } : failureState(err, values);
    }
    throw err;
  }
}

export async function changePartyAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const values = formValues(form);
  const signupId = uuid.parse(form.get("signup_id"));
  try {
    const saved = await changeParty({ caller, db: db() }, signupId, Party.parse(partyOf(form)));
    revalidatePath(`/opportunities/${saved.opportunity_id}`);
    const t = await getTranslations("opportunities");
    return { ok: true, message: saved.party_size === 1 ? t("signup.action.partyJustYou") : t("signup.action.partyNow", { size: saved.party_size }) };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, values);
    throw err;
  }
}

export async function cancelSignupAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("opportunity_id"));
  try {
    await cancelMySignup({ caller, db: db() }, id);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath(`/opportunities/${id}`);
  const t = await getTranslations("opportunities");
  return { ok: true, message: t("signup.action.cancelled") };
}

/** Accept or decline a waitlist offer (the button pressed names the answer); also used by My shifts. */
export async function answerOfferAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const signupId = uuid.parse(form.get("signup_id"));
  const accepting = form.get("answer") === "accept";
  try {
    const answered = await (accepting ? acceptOffer : declineOffer)({ caller, db: db() }, signupId);
    revalidatePath(`/opportunities/${answered.opportunity_id}`);
    revalidatePath("/volunteer/shifts");
    const t = await getTranslations("opportunities");
    if (!accepting) return { ok: true, message: t("offer.action.declined") };
    return { ok: true, message: answered.status === "confirmed" ? t("offer.action.confirmed") : t("offer.action.accepted") };
  } catch (err) {
    if (err instanceof ApiError) {
      revalidatePath("/volunteer/shifts");
      return { ok: false, message: err.message };
    }
    throw err;
  }
}
