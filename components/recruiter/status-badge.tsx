// Status pills for opportunities and signups (dark text on light fills: >= 4.5:1).
import clsx from "clsx";
import { useTranslations } from "next-intl";

const TONE: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800",
  published: "bg-green-100 text-green-800",
  full: "bg-amber-100 text-amber-900",
  completed: "bg-blue-100 text-blue-800",
  cancelled: "bg-red-100 text-red-800",
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-800",
  waitlist: "bg-purple-100 text-purple-800",
  declined: "bg-red-100 text-red-800",
  checked_in: "bg-blue-100 text-blue-800",
  no_show: "bg-red-100 text-red-800",
  offered: "bg-sky-100 text-sky-900",
  expired: "bg-slate-100 text-slate-800",
  entered: "bg-purple-100 text-purple-800",
  not_selected: "bg-slate-100 text-slate-800",
  transferred: "bg-slate-100 text-slate-800",
};

/** The statuses with a label in the catalogue (recruiter.status.*); others show as stored. */
const LABELLED = Object.keys(TONE);
type Labelled = "draft" | "published" | "full" | "completed" | "cancelled" | "pending" | "confirmed" | "waitlist" | "declined" | "checked_in" | "no_show" | "offered" | "expired" | "entered" | "not_selected" | "transferred";

export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("recruiter");
  // The English labels are lower case (tests and screen readers read them so); the first letter
  // is raised by CSS only, which leaves a Spanish label's other words as written.
  return (
    <span className={clsx("inline-block rounded-full px-2 py-0.5 text-xs font-semibold first-letter:uppercase", TONE[status] ?? "bg-slate-100 text-slate-800")}>
      {LABELLED.includes(status) ? t(`status.${status as Labelled}`) : status}
    </span>
  );
}
