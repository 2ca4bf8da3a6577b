// A verification's answer in plain words: valid or not, who issued it to whom, for what, revoked or not.
// Rendered by the /verify page (server) and its form (client), so it reads its texts with useTranslations.
import { useTranslations } from "next-intl";
import type { VerifyCredentialResultDto } from "@/lib/corps/credentials/credential-schemas";

const CHECKS: (keyof VerifyCredentialResultDto["checks"])[] = ["signature", "issuer_key", "status", "shape"];

export function VerificationResult({ result }: { result: VerifyCredentialResultDto }) {
  const t = useTranslations("pages");
  const ok = result.verified;
  return (
    <section
      aria-labelledby="verify-verdict"
      data-testid="verify-result"
      className={`rounded-xl border-2 p-4 ${ok ? "border-green-700 bg-green-50" : "border-red-700 bg-red-50"}`}
    >
      <h2 id="verify-verdict" className={`text-xl font-bold ${ok ? "text-green-900" : "text-red-900"}`}>
        {ok ? t("verify.valid") : result.revoked ? t("verify.revoked") : t("verify.notValid")}
      </h2>
      <p className="mt-2 text-slate-900">
        {t.rich("verify.issued", {
          issuer: () => (result.issuer ? <strong>{result.issuer.name}</strong> : t("verify.unknownIssuer")),
          achievement: () => (result.achievement_name ? <strong>“{result.achievement_name}”</strong> : t("verify.aCredential")),
          subject: () => (result.subject_name ? <strong>{result.subject_name}</strong> : t("verify.someoneUnnamed")),
        })}
      </p>
      {!ok && <p className="mt-1 text-slate-900">{t("verify.doNotRely")}</p>}
      <ul className="mt-3 space-y-1 text-sm" aria-label={t("verify.checks")}>
        {CHECKS.map((k) => (
          <li key={k} className="text-slate-900">
            <span aria-hidden="true">{result.checks[k] ? "✓" : "✗"}</span> {t(`verify.checkLabel.${k}`)}: <strong>{result.checks[k] ? t("verify.yes") : t("verify.no")}</strong>
          </li>
        ))}
      </ul>
      {/* The reasons are the verifier's messages, which stay English like the API's. */}
      {result.errors.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-900" aria-label={t("verify.why")}>
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
