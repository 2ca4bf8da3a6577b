import Link from "next/link";
import { EmptyState } from "@/components/ui/card";
import type { PropertyListItemDto } from "@/lib/properties/schemas/property-schemas";
import { formatAge, formatMoney, show } from "./format";
import { HealthBadge } from "./health-badge";

export function PropertyTable({ properties }: { properties: PropertyListItemDto[] }) {
  if (properties.length === 0) return <EmptyState title="No properties match these filters">Clear a filter, or run a sync to bring in listings.</EmptyState>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Properties</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Property</th>
            <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">City</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Rent</th>
            <th scope="col" className="hidden py-2 pr-4 font-medium md:table-cell">Status</th>
            <th scope="col" className="hidden py-2 pr-4 font-medium md:table-cell">Priority</th>
            <th scope="col" className="hidden py-2 pr-4 font-medium lg:table-cell">PMC</th>
            <th scope="col" className="py-2 pr-4 font-medium">Sync health</th>
            <th scope="col" className="hidden py-2 font-medium lg:table-cell">Last synced</th>
          </tr>
        </thead>
        <tbody>
          {properties.map((p) => (
            <tr key={p.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4">
                <Link href={`/properties/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {p.property_name ?? p.address ?? "Untitled property"}
                </Link>
                {p.property_name && p.address && p.property_name !== p.address && <span className="block text-xs text-slate-600">{p.address}</span>}
                <span className="block text-xs text-slate-600 sm:hidden">{show(p.city)}</span>
              </td>
              <td className="hidden py-2 pr-4 text-slate-700 sm:table-cell">
                {show(p.city)}
                {p.state ? `, ${p.state}` : ""}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatMoney(p.price)}</td>
              <td className="hidden py-2 pr-4 md:table-cell">{p.status}</td>
              <td className="hidden py-2 pr-4 md:table-cell">{show(p.priority)}</td>
              <td className="hidden py-2 pr-4 text-slate-700 lg:table-cell">{p.pm_company?.company_name ?? "—"}</td>
              <td className="py-2 pr-4">
                <HealthBadge health={p.health} />
              </td>
              <td className="hidden py-2 text-slate-700 lg:table-cell">{p.origin === "manual" ? "—" : formatAge(p.last_synced_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
