// "My credentials" on /volunteer/badges: get a credential for hours or a badge, then download the
// JSON, copy the JWT, show the QR code of its public link, or add it to LinkedIn.
import QRCode from "qrcode";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/card";
import type { AwardCredentialDto } from "@/lib/corps/credentials/credentials";
import type { CredentialSummaryDto } from "@/lib/corps/credentials/credential-schemas";
import type { FormAction } from "@/lib/forms/action-state";
import { formatDate } from "@/lib/format";
import { BadgeCredentialButton } from "./badge-credential-button";
import { CopyJwtButton } from "./copy-jwt-button";
import { IssueHoursCredentialForm } from "./issue-hours-credential-form";

const action = "inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** LinkedIn's "Add to profile" link for a certification. */
export function linkedInAddUrl(c: CredentialSummaryDto): string {
  const issued = new Date(c.issued_at);
  const q = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: c.achievement_name,
    organizationName: c.issuer_name,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: c.verify_url,
    certId: c.id,
  });
  return `https://www.linkedin.com/profile/add?${q}`;
}

export async function MyCredentials(props: {
  credentials: CredentialSummaryDto[];
  awards: AwardCredentialDto[];
  zone: string;
  today: string;
  yearStart: string;
  issueHoursCredentialAction: FormAction;
  issueBadgeCredentialAction: FormAction;
}) {
  const qr = await Promise.all(
    props.credentials.map((c) => QRCode.toString(c.verify_url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } })),
  );
  const [t, locale] = await Promise.all([getTranslations("credentials"), getLocale()]);
  const pendingBadges = props.awards.filter((a) => !a.credential_id);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        {t("mine.intro")}
      </p>
      <IssueHoursCredentialForm today={props.today} yearStart={props.yearStart} issueHoursCredentialAction={props.issueHoursCredentialAction} />
      {pendingBadges.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{t("mine.pendingBadges")}</h3>
          <ul className="mt-2 space-y-2" aria-label={t("mine.pendingBadgesLabel")}>
            {pendingBadges.map((a) => (
              <li key={a.award_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2">
                <span className="text-slate-900">
                  <span aria-hidden="true">{a.icon}</span> {a.achievement_name}
                </span>
                <BadgeCredentialButton awardId={a.award_id} name={a.achievement_name} issueBadgeCredentialAction={props.issueBadgeCredentialAction} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.credentials.length === 0 ? (
        <EmptyState title={t("mine.empty")}>{t("mine.emptyBody")}</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={t("mine.listLabel")}>
          {props.credentials.map((c, i) => (
            <li key={c.id} className="rounded-lg border border-slate-200 p-3" data-testid="credential">
              <div className="flex flex-col gap-4 sm:flex-row">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{c.achievement_name}</p>
                  <p className="text-sm text-slate-700">
                    {t("mine.issued", { issuer: c.issuer_name, date: formatDate(c.issued_at, props.zone, locale) })}
                    {c.revoked ? ` · ${c.revoked_reason ? t("mine.revokedReason", { reason: c.revoked_reason }) : t("mine.revoked")}` : ""}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <a className={action} href={c.url} download={`credential-${c.id}.json`} aria-label={t("mine.downloadLabel", { name: c.achievement_name })}>
                      {t("mine.download")}
                    </a>
                    <CopyJwtButton url={c.url} name={c.achievement_name} />
                    <a className={action} href={c.verify_url}>
                      {t("mine.verify")}
                    </a>
                    {!c.revoked && (
                      <a className={action} href={linkedInAddUrl(c)} target="_blank" rel="noopener noreferrer" aria-label={t("mine.linkedInLabel", { name: c.achievement_name })}>
                        {t("mine.linkedIn")}
                      </a>
                    )}
                  </div>
                </div>
                <div
                  role="img"
                  aria-label={t("mine.qrLabel", { name: c.achievement_name })}
                  className="w-32 shrink-0 [&>svg]:h-auto [&>svg]:w-full"
                  dangerouslySetInnerHTML={{ __html: qr[i] }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
