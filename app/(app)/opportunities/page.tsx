import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { translateFields, translateZodFields } from "@/lib/forms/field-messages";
import { Pagination } from "@/components/ui/pagination";
import { OpportunityCard } from "@/components/opportunities/opportunity-card";
import { SeriesCard } from "@/components/opportunities/series-card";
import { EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listBoard } from "@/lib/corps/series/opportunity-board";
import { laborTypes, locationTypes } from "@/lib/corps/enums";
import { OpportunityListQuery } from "@/lib/corps/opportunities/opportunity-schemas";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { zodFields } from "@/lib/errors/zod-fields";
import { safeQueryObject } from "@/lib/http/parse-request";
import { cancelSeriesSignupsAction, signUpForSeriesAction } from "./actions";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("opportunities");
  return { title: t("board.title") };
}

type Search = Record<string, string | string[] | undefined>;

/** The form's fields (dates as YYYY-MM-DD) to the API's query (ISO timestamps); empty fields dropped. */
function toQuery(sp: Search): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    for (const value of ([] as string[]).concat(v ?? [])) {
      if (value.trim() === "") continue;
      if (k === "from") q.append("start_after", new Date(`${value}T00:00:00Z`).toISOString());
      else if (k === "to") q.append("start_before", new Date(`${value}T23:59:59Z`).toISOString());
      else q.append(k, value);
    }
  }
  return q;
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

export default async function OpportunitiesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const caller = await requirePageCaller("volunteer", "/opportunities");
  const [t, tc, locale] = await Promise.all([getTranslations("opportunities"), getTranslations("common"), getLocale()]);
  const sp = await searchParams;
  const query = toQuery(sp);
  const parsed = OpportunityListQuery.safeParse(safeQueryObject(query));
  let errors: Record<string, string> = parsed.success ? {} : translateZodFields(parsed.error, zodFields(parsed.error), locale);
  let result: Awaited<ReturnType<typeof listBoard>> | null = null;
  if (parsed.success) {
    try {
      // What can still be joined (DECISIONS.md), a series as one card, whatever the caller's role.
      result = await listBoard({ caller, db: db() }, parsed.data);
    } catch (err) {
      // An unknown ZIP code and similar are answered like the API does: a message, not a crash.
      if (!(err instanceof ApiError) || err.code !== "VALIDATION_ERROR") throw err;
      errors = translateFields(err.details?.fields as Record<string, string> | undefined, locale) ?? { filters: err.message };
    }
  }
  // Each card's times in its organization's zone (the board holds every organization's).
  const zoneOf = await opportunityTimezones(db(), result?.cards.map((c) => c.lead.id) ?? []);
  const value = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : "");
  const page = parsed.success ? parsed.data.page : 1;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("board.title")}</h1>
      <form method="get" className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4" aria-label={t("board.filters")}>
        <label className="text-sm font-medium text-slate-800 sm:col-span-2">
          {t("board.search")}
          <input name="search" defaultValue={value("search")} placeholder={t("board.searchPlaceholder")} className={inputClass} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("board.zip")}
          <input name="zip_code" defaultValue={value("zip_code")} inputMode="numeric" className={inputClass} aria-invalid={errors.zip_code ? true : undefined} aria-describedby={errors.zip_code ? "zip-error" : undefined} />
          {errors.zip_code && <span id="zip-error" className="mt-1 block text-xs text-red-700">{errors.zip_code}</span>}
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("board.radius")}
          <input name="radius_miles" type="number" min={1} max={3000} defaultValue={value("radius_miles") || "25"} className={inputClass} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("board.kind")}
          <select name="labor_type" defaultValue={value("labor_type")} className={inputClass}>
            <option value="">{t("board.any")}</option>
            {laborTypes.map((k) => (
              <option key={k} value={k}>{tc(`laborType.${k}`)}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("board.location")}
          <select name="location_type" defaultValue={value("location_type")} className={inputClass}>
            <option value="">{t("board.any")}</option>
            {locationTypes.map((k) => (
              <option key={k} value={k}>{tc(`locationType.${k}`)}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("board.skills")}
          <input name="skills_needed" defaultValue={value("skills_needed")} placeholder={t("board.skillsPlaceholder")} className={inputClass} />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm font-medium text-slate-800">
            {t("board.from")}
            <input name="from" type="date" defaultValue={value("from")} className={inputClass} />
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t("board.to")}
            <input name="to" type="date" defaultValue={value("to")} className={inputClass} />
          </label>
        </div>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">{tc("actions.search")}</button>
          <Link href="/opportunities" className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">{tc("actions.clear")}</Link>
        </div>
      </form>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("board.invalid")} {Object.entries(errors).map(([k, m]) => `${k}: ${m}`).join("; ")}
        </p>
      )}
      {result && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">{t("board.found", { count: result.total })}</p>
          {result.cards.length === 0 ? (
            <EmptyState title={t("board.empty")}>{t("board.emptyBody")}</EmptyState>
          ) : (
            <ul className="space-y-3">
              {result.cards.map((card) =>
                card.series ? (
                  <SeriesCard key={card.series.id} card={{ ...card, series: card.series }} signUpAll={signUpForSeriesAction} cancelAll={cancelSeriesSignupsAction} />
                ) : (
                  <OpportunityCard key={card.lead.id} o={card.lead} zone={zoneOf(card.lead.id)} />
                ),
              )}
            </ul>
          )}
          <Pagination basePath="/opportunities" params={sp} page={page} limit={result.limit} total={result.total} />
        </>
      )}
    </div>
  );
}
