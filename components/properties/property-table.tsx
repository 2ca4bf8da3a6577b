import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import type { PropertyListItemDto } from "@/lib/properties/crm/property-schemas";
import { propertyFormat, show } from "./format";
import { HealthBadge } from "./health-badge";

export async function PropertyTable({ properties }: { properties: PropertyListItemDto[] }) {
  const [t, f] = await Promise.all([getTranslations("properties"), propertyFormat()]);
  if (properties.length === 0) return <EmptyState title={t("list.emptyTitle")}>{t("list.emptyBody")}</EmptyState>;
  // On a phone the property cell repeats the city, whose own column is hidden there.
  const columns: Column[] = [
    { label: t("list.colProperty") },
    { label: t("list.colCity"), hideBelow: "sm" },
    { label: t("list.colRent"), numeric: true },
    { label: t("list.colStatus"), hideBelow: "md" },
    { label: t("list.colPriority"), hideBelow: "md" },
    { label: t("list.colPmc"), hideBelow: "lg" },
    { label: t("list.colHealth") },
    { label: t("list.colLastSynced"), hideBelow: "lg" },
  ];
  return (
    <DataTable caption={t("list.caption")} columns={columns}>
      {properties.map((p) => (
        <tr key={p.id} className="align-top">
          <td className={cellClass()}>
            <Link href={`/properties/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {p.property_name ?? p.address ?? t("list.untitled")}
            </Link>
            {p.property_name && p.address && p.property_name !== p.address && <span className="block text-xs text-slate-600">{p.address}</span>}
            <span className="block text-xs text-slate-600 sm:hidden">{show(p.city)}</span>
          </td>
          <td className={`${cellClass("normal", { hideBelow: "sm" })} text-slate-700`}>
            {show(p.city)}
            {p.state ? `, ${p.state}` : ""}
          </td>
          <td className={cellClass("normal", { numeric: true })}>{f.money(p.price)}</td>
          <td className={cellClass("normal", { hideBelow: "md" })}>{f.label.status(p.status)}</td>
          <td className={cellClass("normal", { hideBelow: "md" })}>{p.priority ? f.label.priority(p.priority) : "—"}</td>
          <td className={`${cellClass("normal", { hideBelow: "lg" })} text-slate-700`}>{p.pm_company?.company_name ?? "—"}</td>
          <td className={cellClass()}>
            <HealthBadge health={p.health} />
          </td>
          <td className={`${cellClass("normal", { hideBelow: "lg" })} text-slate-700`}>{p.origin === "manual" ? "—" : f.age(p.last_synced_at)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
