// Expected attendance of an upcoming shift with its 80% interval, and an "At risk" flag when the
// low end falls short (lib/corps/attendance/forecast.ts). Words, not colour alone.
import { useTranslations } from "next-intl";
import type { ForecastDto } from "@/lib/corps/attendance/attendance-schemas";

export function ForecastNote({ forecast, compact }: { forecast: ForecastDto | undefined; compact?: boolean }) {
  const t = useTranslations("recruiter");
  if (!forecast) return null;
  return (
    <span className={compact ? "inline" : "inline-flex flex-wrap items-center gap-1"} data-at-risk={forecast.at_risk ? "true" : "false"}>
      <span title={t("forecast.title")}>{t("forecast.expected", { expected: forecast.expected_attendance.toFixed(1), low: forecast.low, high: forecast.high })}</span>
      {forecast.at_risk && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t("forecast.atRisk")}</span>}
    </span>
  );
}
