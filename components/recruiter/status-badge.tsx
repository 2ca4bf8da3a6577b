// Status pills for opportunities, signups and hours entries (dark text on light fills: >= 4.5:1).
import clsx from "clsx";

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
};

const LABEL: Record<string, string> = {
  checked_in: "checked in",
  no_show: "no show",
  waitlist: "waitlist",
  offered: "offered",
  expired: "offer lapsed",
  entered: "entered in draw",
  not_selected: "not drawn",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={clsx("inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize", TONE[status] ?? "bg-slate-100 text-slate-800")}>
      {LABEL[status] ?? status}
    </span>
  );
}
