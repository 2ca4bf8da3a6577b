// A verification's answer in plain words: valid or not, who issued it to whom, for what, revoked or not.
import type { VerifyCredentialResultDto } from "@/lib/corps/credentials/credential-schemas";

const CHECK_LABEL: Record<keyof VerifyCredentialResultDto["checks"], string> = {
  signature: "Signature matches the content",
  issuer_key: "Signed with the issuer's published key",
  status: "Not revoked",
  shape: "A complete Open Badges 3.0 credential",
};

export function VerificationResult({ result }: { result: VerifyCredentialResultDto }) {
  const ok = result.verified;
  return (
    <section
      aria-labelledby="verify-verdict"
      data-testid="verify-result"
      className={`rounded-xl border-2 p-4 ${ok ? "border-green-700 bg-green-50" : "border-red-700 bg-red-50"}`}
    >
      <h2 id="verify-verdict" className={`text-xl font-bold ${ok ? "text-green-900" : "text-red-900"}`}>
        {ok ? "Valid credential" : result.revoked ? "Revoked: this credential is no longer valid" : "Not valid"}
      </h2>
      <p className="mt-2 text-slate-900">
        {result.issuer ? <strong>{result.issuer.name}</strong> : "An unknown issuer"} issued{" "}
        {result.achievement_name ? <strong>“{result.achievement_name}”</strong> : "a credential"} to{" "}
        {result.subject_name ? <strong>{result.subject_name}</strong> : "someone unnamed"}.
      </p>
      {!ok && <p className="mt-1 text-slate-900">Do not rely on what it says.</p>}
      <ul className="mt-3 space-y-1 text-sm" aria-label="Checks">
        {(Object.keys(CHECK_LABEL) as (keyof typeof CHECK_LABEL)[]).map((k) => (
          <li key={k} className="text-slate-900">
            <span aria-hidden="true">{result.checks[k] ? "✓" : "✗"}</span> {CHECK_LABEL[k]}: <strong>{result.checks[k] ? "yes" : "no"}</strong>
          </li>
        ))}
      </ul>
      {result.errors.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-900" aria-label="Why">
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
