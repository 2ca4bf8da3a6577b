// Title and navigation of a calendar page: previous / today / next as links (keyboard and
// history friendly), and the view switch when there is one.
import Link from "next/link";
import { useTranslations } from "next-intl";

const base = "rounded-md border px-3 py-1.5 text-sm font-medium";
const button = `${base} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const current = `${base} border-brand-700 bg-brand-700 text-white`;

export function CalendarToolbar({
  title,
  titleId,
  previous,
  today,
  next,
  views,
}: {
  title: string;
  titleId?: string;
  previous: { href: string; label: string };
  today: string;
  next: { href: string; label: string };
  views?: { href: string; label: string; current: boolean }[];
}) {
  const t = useTranslations("calendar");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label={t("toolbar.dates")} className="flex items-center gap-1">
          <Link href={previous.href} className={button} aria-label={previous.label}>
            <span aria-hidden="true">‹</span> {t("toolbar.previous")}
          </Link>
          <Link href={today} className={button}>{t("toolbar.today")}</Link>
          <Link href={next.href} className={button} aria-label={next.label}>
            {t("toolbar.next")} <span aria-hidden="true">›</span>
          </Link>
        </nav>
        {views && (
          <nav aria-label={t("toolbar.view")} className="flex items-center gap-1">
            {views.map((v) => (
              <Link key={v.label} href={v.href} aria-current={v.current ? "page" : undefined} className={v.current ? current : button}>
                {v.label}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
