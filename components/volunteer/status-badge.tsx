// Status pills for signups and hours entries: words a volunteer understands, dark text on a
// light background (contrast >= 4.5:1).
import clsx from "clsx";

const SIGNUP: Record<string, { label: string; style: string }> = {
  pending: { label: "Awaiting confirmation", style: "bg-amber-100 text-amber-900" },
  confirmed: { label: "Confirmed", style: "bg-emerald-100 text-emerald-900" },
  waitlist: { label: "Waitlisted", style: "bg-violet-100 text-violet-900" },
  checked_in: { label: "Checked in", style: "bg-sky-100 text-sky-900" },
  completed: { label: "Completed", style: "bg-slate-200 text-slate-800" },
  no_show: { label: "Missed", style: "bg-red-100 text-red-900" },
  declined: { label: "Declined", style: "bg-red-100 text-red-900" },
  cancelled: { label: "Cancelled", style: "bg-slate-100 text-slate-800" },
  offered: { label: "Seat offered", style: "bg-sky-100 text-sky-900" },
  expired: { label: "Offer lapsed", style: "bg-slate-100 text-slate-800" },
  entered: { label: "Entered in the draw", style: "bg-violet-100 text-violet-900" },
  not_selected: { label: "Not drawn", style: "bg-slate-100 text-slate-800" },
};

const HOURS: Record<string, { label: string; style: string }> = {
  pending: { label: "Pending", style: "bg-amber-100 text-amber-900" },
  approved: { label: "Approved", style: "bg-emerald-100 text-emerald-900" },
  auto_approved: { label: "Auto approved", style: "bg-emerald-100 text-emerald-900" },
  rejected: { label: "Rejected", style: "bg-red-100 text-red-900" },
};

function Pill({ label, style }: { label: string; style: string }) {
  return <span className={clsx("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", style)}>{label}</span>;
}

/** A signup status in the words the badges use (the calendar names statuses with them too). */
export function signupStatusLabel(status: string): string {
  return SIGNUP[status]?.label ?? status.replace(/_/g, " ");
}

export function SignupStatusBadge({ status }: { status: string }) {
  return <Pill label={signupStatusLabel(status)} style={SIGNUP[status]?.style ?? "bg-slate-100 text-slate-800"} />;
}

export function HoursStatusBadge({ status }: { status: string }) {
  return <Pill {...(HOURS[status] ?? { label: status.replace(/_/g, " "), style: "bg-slate-100 text-slate-800" })} />;
}
