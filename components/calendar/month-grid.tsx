// A month as a table (weeks as rows, Sunday first) for wide screens; each day lists what
// renderDay gives it. Phones get the agenda instead (the table is hidden below md).
import clsx from "clsx";
import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { formatLocalDate, formatter } from "@/lib/time/zoned-format";

/** The seven days of 2026-11-22 (a Sunday) onwards: short and long weekday names from Intl in the reader's language. */
function weekdays(locale: Locale): [string, string][] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 22 + i, 12));
    return [formatter("UTC", { weekday: "short" }, locale).format(day), formatter("UTC", { weekday: "long" }, locale).format(day)];
  });
}

export function MonthGrid({ caption, weeks, month, today, renderDay }: { caption: string; weeks: string[][]; month: string; today: string; renderDay: (date: string) => React.ReactNode }) {
  const locale = useLocale();
  return (
    <table className="hidden w-full table-fixed border-collapse md:table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {weekdays(locale).map(([short, long]) => (
            <th key={short} scope="col" abbr={long} className="border-b border-slate-200 px-1 py-2 text-left text-xs font-semibold text-slate-600">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const inMonth = date.startsWith(month.slice(0, 7));
              return (
                <td
                  key={date}
                  aria-current={date === today ? "date" : undefined}
                  className={clsx("h-28 border border-slate-200 p-1 align-top", inMonth ? "bg-white" : "bg-slate-50", date === today && "ring-2 ring-inset ring-brand-700")}
                >
                  <time dateTime={date} className={clsx("block text-xs font-semibold", inMonth ? "text-slate-800" : "text-slate-600")}>
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    <span className="sr-only">{formatLocalDate(date, "long", locale)}</span>
                  </time>
                  {renderDay(date)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
