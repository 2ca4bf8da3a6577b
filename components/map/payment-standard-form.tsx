"use client";
// corps_admin+: the organization's voucher payment standard (90-110 % of the SAFMR). The page
// passes the server action, so this component never imports from app/.
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { SubmitButton, TextField } from "@/components/forms/field";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { MAX_PAYMENT_STANDARD, MIN_PAYMENT_STANDARD } from "@/lib/properties/market/benchmark-schemas";
import { useActionToast } from "@/components/forms/use-action-toast";

export function PaymentStandardForm({ percent, action }: { percent: number; action: (prev: ActionState, form: FormData) => Promise<ActionState> }) {
  const t = useTranslations("map");
  const tc = useTranslations("common");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const typed = state.values?.percent;
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-3" noValidate aria-label={t("standard.label")}>
      <TextField
        label={t("standard.field")}
        name="percent"
        type="number"
        inputMode="numeric"
        min={MIN_PAYMENT_STANDARD}
        max={MAX_PAYMENT_STANDARD}
        step={1}
        defaultValue={typeof typed === "string" ? typed : percent}
        error={state.fieldErrors?.percent}
        hint={t("standard.hint", { min: MIN_PAYMENT_STANDARD, max: MAX_PAYMENT_STANDARD })}
        className="w-56"
      />
      <SubmitButton pending={pending}>{tc("actions.save")}</SubmitButton>
    </form>
  );
}
