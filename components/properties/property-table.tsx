import Link from "next/link";
import { EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import type { PropertyListItemDto } from "@/lib/properties/crm/property-schemas";
import { formatAge, formatMoney, show } from "./format";
import { HealthBadge } from "./health-badge";

// On a phone the property cell repeats the city, whose own column is hidden there.
const COLUMNS: Column[] = [
  { label: "Property" },
  { label: "City", hideBelow: "sm" },
  { label: "Rent", numeric: true },
  { label: "Status", hideBelow: "md" },
  { label: "Priority", hideBelow: "md" },
  { label: "PMC", hideBelow: "lg" },
  { label: "Sync health" },
  { label: "Last synced", hideBelow: "lg" },
];

export function PropertyTable({ properties }: { properties: PropertyListItemDto[] }) {
  if (properties.length === 0) return <EmptyState title="No properties match these filters">Clear a filter, or run a sync to bring in listings.</EmptyState>;
  return (
    <DataTable caption="Properties" columns={COLUMNS}>
      {properties.map((p) => (
        <tr key={p.id} className="align-top">
          <td className={cellClass()}>
            <Link href={`/properties/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {p.property_name ?? p.address ?? "Untitled property"}
            </Link>
            {p.property_name && p.address && p.property_name !== p.address && <span className="block text-xs text-slate-600">{p.address}</span>}
            <span className="block text-xs text-slate-600 sm:hidden">{show(p.city)}</span>
          </td>
          <td className={`${cellClass("normal", { hideBelow: "sm" })} text-slate-700`}>
            {show(p.city)}
            {p.state ? `, ${p.state}` : ""}
          </td>
          <td className={cellClass("normal", { numeric: true })}>{formatMoney(p.price)}</td>
          <td className={cellClass("normal", { hideBelow: "md" })}>{p.status}</td>
          <td className={cellClass("normal", { hideBelow: "md" })}>{show(p.priority)}</td>
          <td className={`${cellClass("normal", { hideBelow: "lg" })} text-slate-700`}>{p.pm_company?.company_name ?? "—"}</td>
          <td className={cellClass()}>
            <HealthBadge health={p.health} />
          </td>
          <td className={`${cellClass("normal", { hideBelow: "lg" })} text-slate-700`}>{p.origin === "manual" ? "—" : formatAge(p.last_synced_at)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
