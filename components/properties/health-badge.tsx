import clsx from "clsx";
import { getTranslations } from "next-intl/server";
import type { HealthLabel } from "@/lib/properties/crm/property-enums";

// Text colours are the 800/900 shades on 100 backgrounds: at least 4.5:1 contrast.
const STYLE: Record<HealthLabel, string> = {
  "Up to Date": "bg-green-100 text-green-900",
  Outdated: "bg-amber-100 text-amber-900",
  "Never Synced": "bg-slate-200 text-slate-800",
  "Manual Entry": "bg-blue-100 text-blue-900",
};

export async function HealthBadge({ health }: { health: HealthLabel }) {
  const t = await getTranslations("properties");
  return <span className={clsx("inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLE[health])}>{t(`value.health.${health}`)}</span>;
}
