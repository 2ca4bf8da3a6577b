import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { OpportunityListItemDto } from "@/lib/corps/opportunities/opportunity-schemas";
import { formatDateRange } from "@/lib/format";

const STATUS_STYLE: Record<string, string> = {
  published: "bg-emerald-100 text-emerald-900",
  full: "bg-amber-100 text-amber-900",
  completed: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
  draft: "bg-slate-100 text-slate-800",
};

/** What a card shows of an opportunity (a list item, or an opportunity board card's lead). */
export type OpportunityCardFields = Pick<
  OpportunityListItemDto,
  "id" | "title" | "status" | "is_full" | "short_description" | "start_datetime" | "end_datetime" | "location_type" | "city" | "max_volunteers" | "seats_taken" | "organization_name" | "labor_type" | "signup_mode"
>;

export function OpportunityCard({ o, zone }: { o: OpportunityCardFields; zone: string }) {
  // Seats by the seat rule (seats_taken: a party counts its size), the same number every page shows.
  const t = useTranslations("opportunities");
  const tc = useTranslations("common");
  const locale = useLocale();
  const seats = o.max_volunteers === null ? t("card.signedUp", { count: o.seats_taken }) : tc("seats", { taken: o.seats_taken, capacity: o.max_volunteers });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold">
          <Link href={`/opportunities/${o.id}`} className="text-brand-700 hover:underline">
            {o.title}
          </Link>
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[o.status] ?? ""}`}>{o.is_full ? tc("opportunityStatus.full") : t(`card.status.${o.status}`)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{o.short_description}</p>
      <dl className="mt-3 grid grid-cols-1 gap-1 text-sm text-slate-700 sm:grid-cols-3">
        <div>
          <dt className="sr-only">{t("card.when")}</dt>
          <dd>{formatDateRange(o.start_datetime, o.end_datetime, zone, locale)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("card.where")}</dt>
          <dd>{o.location_type === "remote" ? tc("locationType.remote") : [o.city, o.location_type === "hybrid" ? t("card.hybrid") : ""].filter(Boolean).join(" ") || tc("locationType.onsite")}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("card.seats")}</dt>
          <dd>{seats}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {o.organization_name} · {tc(`laborType.${o.labor_type}`)}
        {o.signup_mode === "lottery" ? ` · ${t("card.byDraw")}` : ""}
      </p>
    </li>
  );
}
