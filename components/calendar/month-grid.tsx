// A month as a table (weeks as rows, Sunday first) for wide screens; each day lists what
// renderDay gives it. Phones get the agenda instead (the table is hidden below md).
import clsx from "clsx";
import { formatLocalDate } from "@/lib/time/zoned-format";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

export function MonthGrid({ caption, weeks, month, today, renderDay }: { caption: string; weeks: string[][]; month: string; today: string; renderDay: (date: string) => React.ReactNode }) {
  return (
    <table className="hidden w-full table-fixed border-collapse md:table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
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
                    <span className="sr-only">{formatLocalDate(date)}</span>
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
