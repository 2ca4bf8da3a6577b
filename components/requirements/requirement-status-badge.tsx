// A requirement's status as a pill (dark text on a light fill: contrast >= 4.5:1), in the
// reader's language (opportunities.requirement.status.*).
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { isRequirementStatus } from "./requirement-labels";

const TONE: Record<string, string> = {
  met: "bg-emerald-100 text-emerald-900",
  missing: "bg-amber-100 text-amber-900",
  expired: "bg-red-100 text-red-900",
  outdated: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

export function RequirementStatusBadge({ status }: { status: string }) {
  const t = useTranslations("opportunities");
  return (
    <span className={clsx("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold", TONE[status] ?? "bg-slate-100 text-slate-800")}>
      {isRequirementStatus(status) ? t(`requirement.status.${status}`) : status}
    </span>
  );
}
