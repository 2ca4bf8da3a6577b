// An opportunity board card for a recurring series: the rule in words, how many dates still
// have a seat, every date with its state, and sign up for one date (its link) or for all.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { BoardCard } from "@/lib/corps/series/opportunity-board";
import type { ActionState } from "@/lib/forms/action-state";
import { recurrenceInWords } from "@/lib/corps/series/recurrence-words";
import { formatDayIn, formatTimeRangeIn } from "@/lib/time/zoned-format";
import { SeriesSignupButtons } from "./series-signup-buttons";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;
type OpportunitiesT = ReturnType<typeof useTranslations<"opportunities">>;

/** The volunteer's own signup on a date, in words (opportunities series.mine.*). */
const MINE = ["confirmed", "pending", "waitlist", "offered", "entered", "not_selected", "expired", "declined", "no_show"] as const;

function isMine(status: string | null): status is (typeof MINE)[number] {
  return status !== null && (MINE as readonly string[]).includes(status);
}

function dateState(d: BoardCard["lead"] | NonNullable<BoardCard["series"]>["dates"][number], allowWaitlist: boolean, t: OpportunitiesT): { text: string; tone: string } {
  const mine = d.user_signup_status;
  if (isMine(mine)) return { text: t(`series.mine.${mine}`), tone: "bg-brand-50 text-brand-800" };
  if (d.entries_close_at) return { text: t("series.state.drawOpen"), tone: "bg-emerald-100 text-emerald-900" };
  if (d.open) return { text: t("series.state.open"), tone: "bg-emerald-100 text-emerald-900" };
  return allowWaitlist ? { text: t("series.state.fullWaitlist"), tone: "bg-amber-100 text-amber-900" } : { text: t("series.state.full"), tone: "bg-slate-200 text-slate-800" };
}

export function SeriesCard({ card, signUpAll, cancelAll }: { card: BoardCard & { series: NonNullable<BoardCard["series"]> }; signUpAll: Action; cancelAll: Action }) {
  const t = useTranslations("opportunities");
  const tc = useTranslations("common");
  const tr = useTranslations("recruiter");
  const locale = useLocale();
  const { lead, series } = card;
  const open = series.dates.filter((d) => d.open).length;
  const active = new Set(["pending", "confirmed", "waitlist", "offered", "entered"]);
  const joined = series.dates.filter((d) => d.user_signup_status && active.has(d.user_signup_status)).length;
  const toJoin = series.dates.filter((d) => d.user_signup_status === null && (d.open || lead.allow_waitlist)).length;
  const headingId = `series-${series.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          <Link href={`/opportunities/${lead.id}`} className="text-brand-700 hover:underline">
            {lead.title}
          </Link>
        </h2>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t("series.weekly")}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{lead.short_description}</p>
      <p className="mt-2 text-sm font-medium text-slate-900">
        {recurrenceInWords(series.recurrence, tr, locale)} · {t("series.openOf", { open, total: series.dates.length })}
      </p>
      <p className="text-sm text-slate-700">
        {formatTimeRangeIn(lead.start_datetime, lead.end_datetime, series.timezone, locale)} · {lead.location_type === "remote" ? tc("locationType.remote") : lead.city || tc("locationType.onsite")}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
          {t("series.allDates", { count: series.dates.length })}
        </summary>
        <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("series.datesOf", { title: lead.title })}>
          {series.dates.map((d) => {
            const state = dateState(d, lead.allow_waitlist, t);
            return (
              <li key={d.id} className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm">
                <span className="flex flex-col">
                  <Link href={`/opportunities/${d.id}`} className="font-medium text-brand-700 underline hover:text-brand-800">
                    {formatDayIn(d.start_datetime, series.timezone, locale)}
                  </Link>
                  {/* Seats by the seat rule (a party counts its size), as every page and the API count them. */}
                  <span className="text-xs text-slate-700">{d.max_volunteers === null ? t("card.signedUp", { count: d.seats_taken }) : tc("seats", { taken: d.seats_taken, capacity: d.max_volunteers })}</span>
                </span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.tone}`}>{state.text}</span>
              </li>
            );
          })}
        </ul>
      </details>
      <div className="mt-3">
        <SeriesSignupButtons seriesId={series.id} title={lead.title} toJoin={toJoin} joined={joined} signUpAll={signUpAll} cancelAll={cancelAll} />
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {lead.organization_name} · {tc(`laborType.${lead.labor_type}`)}
      </p>
    </li>
  );
}
