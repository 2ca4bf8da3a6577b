"use client";
// The public verifier's form: paste a JWT, the JSON of a credential, or its link.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SubmitButton, TextArea } from "@/components/forms/field";
import type { VerifyCredentialResultDto } from "@/lib/corps/credentials/credential-schemas";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { VerificationResult } from "./verification-result";

export type VerifyState = ActionState & { result?: VerifyCredentialResultDto };

export function VerifyForm({ verifyAction }: { verifyAction: (prev: VerifyState, form: FormData) => Promise<VerifyState> }) {
  const [state, action, pending] = useActionState<VerifyState, FormData>(verifyAction, initialActionState);
  const pasted = typeof state.values?.credential === "string" ? state.values.credential : "";
  const t = useTranslations("pages");
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-4" noValidate aria-label={t("verify.formLabel")}>
        <TextArea
          label={t("verify.fieldLabel")}
          name="credential"
          rows={6}
          defaultValue={pasted}
          error={state.fieldErrors?.credential ?? (!state.ok && !state.result ? state.message : undefined)}
          placeholder={t("verify.placeholder")}
        />
        <SubmitButton pending={pending}>{t("verify.check")}</SubmitButton>
      </form>
      {state.result && <VerificationResult result={state.result} />}
    </div>
  );
}
