// On an occurrence's page: the series it belongs to, with sign up for all its upcoming dates.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { SeriesDto } from "@/lib/corps/series/series-schemas";
import type { ActionState } from "@/lib/forms/action-state";
import { recurrenceInWords } from "@/lib/corps/series/recurrence-words";
import { SeriesSignupButtons } from "./series-signup-buttons";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

export function SeriesPanel({ series, allowWaitlist, signUpAll, cancelAll, now = new Date() }: { series: SeriesDto; allowWaitlist: boolean; signUpAll: Action; cancelAll: Action; now?: Date }) {
  const t = useTranslations("opportunities");
  const tr = useTranslations("recruiter");
  const locale = useLocale();
  const upcoming = series.occurrences.filter((o) => (o.status === "published" || o.status === "full") && Date.parse(o.start_datetime) > now.getTime());
  const joined = upcoming.filter((o) => o.user_signup_status === "pending" || o.user_signup_status === "confirmed" || o.user_signup_status === "waitlist").length;
  const toJoin = upcoming.filter((o) => o.user_signup_status === null && (!o.is_full || allowWaitlist)).length;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-800">
        {t.rich("series.panel", { rule: recurrenceInWords(series.recurrence, tr, locale), count: upcoming.length, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <SeriesSignupButtons seriesId={series.id} title={series.title} toJoin={toJoin} joined={joined} signUpAll={signUpAll} cancelAll={cancelAll} />
      <p>
        <Link href={`/opportunities?series_id=${series.id}`} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("series.seeAll")}
        </Link>
      </p>
    </div>
  );
}
