"use client";
// The volunteer's place on an opportunity: one flow that signs the waivers still needed (read in
// place) and signs up with any guests; or, once signed up, the party and the way out. The page
// passes the server actions in, so this component does not reach into app/.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useActionState, useId, type ReactNode } from "react";
import { toast } from "sonner";
import { isRequirementKind } from "@/components/requirements/requirement-labels";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { PartyFields, type GuestValue } from "./party-fields";
import { useActionToast } from "@/components/forms/use-action-toast";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** The signup statuses with a sentence of their own (opportunities signup.status.*). */
const STATUS_TEXT = ["confirmed", "pending", "waitlist", "checked_in", "completed", "no_show", "declined", "offered", "transferred", "expired", "entered", "not_selected"] as const;

function hasText(status: string): status is (typeof STATUS_TEXT)[number] {
  return (STATUS_TEXT as readonly string[]).includes(status);
}

export interface WaiverToSign {
  id: string;
  name: string;
  version: number;
  body: string;
  status: string;
}

export interface UnmetRequirement {
  id: string;
  name: string;
  kind: string;
  status: string;
  /** What the volunteer can do about it. */
  help: string;
  /** Where to do it, when it is in the app. */
  href?: string;
}

export interface CurrentSignup {
  id: string;
  status: string;
  waitlistRank: number | null;
  partySize: number;
  guests: GuestValue[];
}

/** Party fields as submitted, so a failed submit shows what was typed. */
function submittedParty(values: ActionState["values"]): { size?: number; guests?: GuestValue[] } {
  if (!values) return {};
  const size = Number(values.party_size);
  if (!Number.isInteger(size) || size < 1) return {};
  const str = (k: string) => (typeof values[k] === "string" ? (values[k] as string) : "");
  return { size, guests: Array.from({ length: size - 1 }, (_, i) => ({ name: str(`guests.${i}.name`), email: str(`guests.${i}.email`) })) };
}

function WaiverBlock({ w, error }: { w: WaiverToSign; error?: string }) {
  const id = useId();
  const t = useTranslations("opportunities");
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-slate-300 p-3">
      <input type="hidden" name="waiver_id" value={w.id} />
      <input type="hidden" name={`waiver_version.${w.id}`} value={w.version} />
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {w.name} <span className="font-normal text-slate-700">({w.status === "outdated" ? t("signup.waiver.versionChanged", { version: w.version }) : t("signup.waiver.version", { version: w.version })})</span>
      </h3>
      {/* Focusable so keyboard users can scroll the text (axe: scrollable-region-focusable). */}
      <div tabIndex={0} role="region" aria-label={t("signup.waiver.textOf", { name: w.name })} className="max-h-48 overflow-y-auto whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800 focus:outline-none focus:ring-2 focus:ring-brand-600">
        {w.body}
      </div>
      <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" name={`agree.${w.id}`} className="mt-0.5 h-4 w-4 rounded border-slate-400" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {t("signup.waiver.agree", { name: w.name })}
      </label>
      {error && <p id={`${id}-error`} className="text-xs font-medium text-red-700">{error}</p>}
    </section>
  );
}

/** Toasts from the action itself: a successful signup replaces this form before an effect could run. */
function toastingAction(action: Action): Action {
  return async (prev, form) => {
    const result = await action(prev, form);
    if (result.message) (result.ok ? toast.success : toast.error)(result.message);
    return result;
  };
}

function SignupForm({
  opportunityId,
  action,
  waivers,
  maxParty,
  submitLabel,
  signAndSubmitLabel,
}: {
  opportunityId: string;
  action: Action;
  waivers: WaiverToSign[];
  maxParty: number;
  submitLabel: string;
  signAndSubmitLabel: string;
}) {
  const t = useTranslations("opportunities");
  const [state, formAction, pending] = useActionState(toastingAction(action), initialActionState);
  const errors = state.fieldErrors ?? {};
  const party = submittedParty(state.values);
  const nameId = useId();
  const typedName = typeof state.values?.signature_name === "string" ? state.values.signature_name : "";
  const notes = typeof state.values?.notes === "string" ? state.values.notes : "";
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="opportunity_id" value={opportunityId} />
      {waivers.length > 0 && (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">{t("signup.waiver.intro", { count: waivers.length })}</p>
          {waivers.map((w) => (
            <WaiverBlock key={`${w.id}-${w.version}`} w={w} error={errors[`agree.${w.id}`]} />
          ))}
          <div>
            <label htmlFor={nameId} className="block text-sm font-medium text-slate-800">
              {t("signup.waiver.name")}
            </label>
            <input
              id={nameId}
              name="signature_name"
              required
              autoComplete="name"
              defaultValue={typedName}
              aria-invalid={errors.signature_name ? true : undefined}
              aria-describedby={errors.signature_name ? `${nameId}-error` : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            />
            {errors.signature_name && <p id={`${nameId}-error`} className="mt-1 text-xs font-medium text-red-700">{errors.signature_name}</p>}
          </div>
        </div>
      )}
      <PartyFields key={JSON.stringify(party)} maxSize={maxParty} defaultSize={party.size} defaultGuests={party.guests} errors={errors} />
      <label className="block text-sm font-medium text-slate-800">
        {t("signup.note")}
        <textarea name="notes" rows={2} maxLength={2000} defaultValue={notes} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
      </label>
      <button type="submit" disabled={pending} className="w-full rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
        {pending ? t("signup.signingUp") : waivers.length > 0 ? signAndSubmitLabel : submitLabel}
      </button>
    </form>
  );
}

function PartyChange({ signup, action, maxParty }: { signup: CurrentSignup; action: Action; maxParty: number }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const t = useTranslations("opportunities");
  const party = submittedParty(state.values);
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("signup.changeParty")}</summary>
      <form action={formAction} className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="signup_id" value={signup.id} />
        {/* Remounted with each answer and each saved party: React resets the form after the action. */}
        <PartyFields
          key={JSON.stringify([state.message, party, signup.partySize, signup.guests])}
          maxSize={maxParty}
          defaultSize={party.size ?? signup.partySize} defaultGuests={party.guests ?? signup.guests} errors={state.fieldErrors ?? {}} />
        <button type="submit" disabled={pending} className="rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60">
          {pending ? t("signup.saving") : t("signup.saveParty")}
        </button>
      </form>
    </details>
  );
}

export function SignupPanel({
  opportunityId,
  signup,
  canSignUp,
  canChangeParty,
  closedReason,
  waivers,
  unmet,
  maxParty,
  signUpAction,
  cancelAction,
  changePartyAction,
  submitLabel,
  signAndSubmitLabel,
  offer,
}: {
  opportunityId: string;
  signup: CurrentSignup | null;
  canSignUp: boolean;
  canChangeParty: boolean;
  closedReason?: string;
  waivers: WaiverToSign[];
  unmet: UnmetRequirement[];
  maxParty: number;
  signUpAction: Action;
  cancelAction: Action;
  changePartyAction: Action;
  /** The sign-up button's words, e.g. "Enter the draw (closes …)" for a lottery; "Sign up" when absent. */
  submitLabel?: string;
  /** The same when waivers are signed with it, e.g. "Sign and enter the draw (closes …)". */
  signAndSubmitLabel?: string;
  /** An open waitlist offer, shown with its countdown and answer buttons (rendered by the page). */
  offer?: ReactNode;
}) {
  const [, cancelFormAction, cancelling] = useActionState(toastingAction(cancelAction), initialActionState);
  const t = useTranslations("opportunities");
  const status = signup?.status ?? null;
  const active = status !== null && ["confirmed", "pending", "waitlist", "entered"].includes(status);
  return (
    <div className="space-y-3">
      {signup && status && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800" role="status">
          {hasText(status) ? t(`signup.status.${status}`) : status}
          {status === "waitlist" && signup.waitlistRank !== null ? ` ${t("signup.rank", { rank: signup.waitlistRank })}` : ""}
          {signup.partySize > 1 ? ` ${t("signup.party", { size: signup.partySize, guests: signup.guests.map((g) => g.name).join(", ") })}` : ""}
        </p>
      )}
      {status === "offered" && offer}
      {active && signup ? (
        <>
          {canChangeParty && status !== "entered" && <PartyChange signup={signup} action={changePartyAction} maxParty={maxParty} />}
          <form action={cancelFormAction}>
            <input type="hidden" name="opportunity_id" value={opportunityId} />
            <button type="submit" disabled={cancelling} className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
              {cancelling ? t("series.buttons.cancelling") : status === "entered" ? t("signup.withdraw") : t("signup.cancel")}
            </button>
          </form>
        </>
      ) : canSignUp && unmet.length > 0 ? (
        <div className="space-y-2" role="note">
          <p className="text-sm font-medium text-slate-900">{t("signup.before")}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {unmet.map((u) => (
              <li key={u.id}>
                <span className="font-medium">{u.name}</span> ({isRequirementKind(u.kind) ? t(`requirement.kind.${u.kind}`) : u.kind}): {u.help}
                {u.href && (
                  <>
                    {" "}
                    <Link href={u.href} className="font-medium text-brand-700 underline">{t("signup.goToProfile")}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : canSignUp ? (
        <SignupForm
          opportunityId={opportunityId}
          action={signUpAction}
          waivers={waivers}
          maxParty={maxParty}
          submitLabel={submitLabel ?? t("detail.signUp")}
          signAndSubmitLabel={signAndSubmitLabel ?? t("signup.signAndSignUp")}
        />
      ) : signup ? null : (
        // A finished signup (handed on, declined, not drawn, ...) says so above; no "closed" line.
        <p className="text-sm text-slate-700">{closedReason ?? t("signup.closed")}</p>
      )}
    </div>
  );
}
