// Status pills for signups and hours entries: words a volunteer understands, dark text on a
// light background (contrast >= 4.5:1). The words are the volunteer namespace's status.* keys
// (they differ from common.signupStatus on purpose: "Awaiting confirmation" rather than "Pending").
import clsx from "clsx";
import { useTranslations } from "next-intl";

const SIGNUP = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  waitlist: "bg-violet-100 text-violet-900",
  checked_in: "bg-sky-100 text-sky-900",
  completed: "bg-slate-200 text-slate-800",
  no_show: "bg-red-100 text-red-900",
  declined: "bg-red-100 text-red-900",
  cancelled: "bg-slate-100 text-slate-800",
  offered: "bg-sky-100 text-sky-900",
  transferred: "bg-slate-100 text-slate-800",
  expired: "bg-slate-100 text-slate-800",
  entered: "bg-violet-100 text-violet-900",
  not_selected: "bg-slate-100 text-slate-800",
} as const;

const HOURS = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  auto_approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
} as const;

export type SignupStatusKey = keyof typeof SIGNUP;
const NEUTRAL = "bg-slate-100 text-slate-800";

export function isSignupStatus(status: string): status is SignupStatusKey {
  return Object.hasOwn(SIGNUP, status);
}

function isHoursStatus(status: string): status is keyof typeof HOURS {
  return Object.hasOwn(HOURS, status);
}

function Pill({ label, style }: { label: string; style: string }) {
  return <span className={clsx("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", style)}>{label}</span>;
}

/**
 * A signup status in the words the badges use (the calendar names statuses with them too); `label`
 * is the page's volunteer translator for status.signup.*. An unknown status shows as written.
 */
export function signupStatusLabel(status: string, label: (key: SignupStatusKey) => string): string {
  return isSignupStatus(status) ? label(status) : status.replace(/_/g, " ");
}

export function SignupStatusBadge({ status }: { status: string }) {
  const t = useTranslations("volunteer");
  return <Pill label={signupStatusLabel(status, (k) => t(`status.signup.${k}`))} style={isSignupStatus(status) ? SIGNUP[status] : NEUTRAL} />;
}

export function HoursStatusBadge({ status }: { status: string }) {
  const t = useTranslations("volunteer");
  if (!isHoursStatus(status)) return <Pill label={status.replace(/_/g, " ")} style={NEUTRAL} />;
  return <Pill label={t(`status.hours.${status}`)} style={HOURS[status]} />;
}
