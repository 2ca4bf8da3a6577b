// "My documents": the volunteer's standing on each requirement that concerns them, with the
// signed waivers to download (the API route answers the PDF; the session cookie authenticates).
import { useLocale, useTranslations } from "next-intl";
import type { RequirementStatusItemDto } from "@/lib/corps/requirements/requirement-schemas";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/format";
import { EmptyState } from "@/components/ui/card";
import { isRequirementKind } from "./requirement-labels";
import { RequirementStatusBadge } from "./requirement-status-badge";

type ProfileT = ReturnType<typeof useTranslations<"profile">>;

function detail(r: RequirementStatusItemDto, zone: string, t: ProfileT, locale: Locale): string {
  if (r.kind === "minimum_age") return r.status === "missing" ? t("documents.minAgeMissing", { age: r.min_age ?? 0 }) : t("documents.minAge", { age: r.min_age ?? 0 });
  const rec = r.record;
  if (!rec) return r.kind === "waiver" ? t("documents.waiverUnsigned") : t("documents.notRecorded");
  const what = rec.status === "signed" ? t("documents.signed", { version: rec.version ?? 0, name: rec.signed_name ?? "" }) : rec.status === "passed" ? t("documents.passed") : t("documents.notPassed");
  const on = t("documents.on", { what, date: formatDate(rec.completed_at, zone, locale) });
  const expiry = rec.expires_at
    ? `; ${r.status === "expired" ? t("documents.expired", { date: formatDate(rec.expires_at, zone, locale) }) : t("documents.validUntil", { date: formatDate(rec.expires_at, zone, locale) })}`
    : "";
  const outdated = r.status === "outdated" ? `; ${t("documents.outdated", { version: r.version ?? 0 })}` : "";
  return `${on}${expiry}${outdated}`;
}

export function MyDocuments({ items, zone }: { items: RequirementStatusItemDto[]; zone: string }) {
  const t = useTranslations("profile");
  const to = useTranslations("opportunities");
  const locale = useLocale();
  if (items.length === 0) return <EmptyState title={t("documents.empty")}>{t("documents.emptyBody")}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200" aria-label={t("documents.title")}>
      {items.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {r.name} <span className="font-normal text-slate-700">({isRequirementKind(r.kind) ? to(`requirement.kind.${r.kind}`) : r.kind})</span>
            </p>
            <p className="text-sm text-slate-700">{detail(r, zone, t, locale)}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-3">
            <RequirementStatusBadge status={r.status} />
            {r.record?.document_url && (
              <a href={r.record.document_url} download className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
                {t("documents.download")}<span className="sr-only"> {t("documents.downloadOf", { name: r.name })}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
