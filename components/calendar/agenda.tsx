// The calendar as a list of days that have something, in order: the phone's view, and the
// list beside the grid on wide screens.
import { useLocale } from "next-intl";
import { formatLocalDate } from "@/lib/time/zoned-format";

export function Agenda({ label, days, empty, className }: { label: string; days: { date: string; items: React.ReactNode[] }[]; empty: React.ReactNode; className?: string }) {
  const locale = useLocale();
  const withItems = days.filter((d) => d.items.length > 0);
  if (withItems.length === 0) return <div className={className}>{empty}</div>;
  return (
    <ol aria-label={label} className={className}>
      {withItems.map((d) => (
        <li key={d.date} className="border-b border-slate-100 py-3 last:border-0">
          <h3 className="text-sm font-semibold text-slate-900">
            <time dateTime={d.date}>{formatLocalDate(d.date, "long", locale)}</time>
          </h3>
          <ul className="mt-2 space-y-2">{d.items}</ul>
        </li>
      ))}
    </ol>
  );
}
