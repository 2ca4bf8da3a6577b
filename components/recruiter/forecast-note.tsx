// Expected attendance of an upcoming shift with its 80% interval, and an "At risk" flag when the
// low end falls short (lib/corps/attendance/forecast.ts). Words, not colour alone.
import type { ForecastDto } from "@/lib/corps/attendance/attendance-schemas";

export function forecastText(f: ForecastDto): string {
  return `expected ${f.expected_attendance.toFixed(1)} (${f.low}–${f.high})`;
}

export function ForecastNote({ forecast, compact }: { forecast: ForecastDto | undefined; compact?: boolean }) {
  if (!forecast) return null;
  return (
    <span className={compact ? "inline" : "inline-flex flex-wrap items-center gap-1"} data-at-risk={forecast.at_risk ? "true" : "false"}>
      <span title="Expected attendance, with the 80% interval">{forecastText(forecast)}</span>
      {forecast.at_risk && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">At risk</span>}
    </span>
  );
}
