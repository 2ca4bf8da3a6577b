// The colour key above a calendar: each entry's words on its own colour, as the entries show it.
import clsx from "clsx";
import { useTranslations } from "next-intl";

export interface LegendItem {
  label: string;
  /** The classes of an entry in this state (text and background pass AA). */
  tone: string;
  /** Drawn with a dashed border instead of the left bar (drafts). */
  dashed?: boolean;
}

export function CalendarLegend({ items }: { items: readonly LegendItem[] }) {
  const t = useTranslations("calendar");
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label={t("legend")}>
      {items.map((i) => (
        <li key={i.label} className={clsx("rounded px-2 py-0.5", i.dashed ? "border-2 border-dashed" : "border-l-4", i.tone)}>
          {i.label}
        </li>
      ))}
    </ul>
  );
}
