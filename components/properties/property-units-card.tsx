// The property page's units card: each unit with its tenants (tenants only for callers who see
// personal data), and the forms that add them.
import { ApiForm } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { formatDate, formatMoney, show } from "@/components/properties/format";
import { options } from "@/components/properties/select-options";
import { Card, EmptyState } from "@/components/ui/card";
import { unitStatuses } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export function PropertyUnitsCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  return (
    <Card title={`Units (${p.units.length})`}>
      {p.units.length === 0 ? (
        <EmptyState title="No units yet" />
      ) : (
        <ul className="divide-y divide-slate-200">
          {p.units.map((u) => (
            <li key={u.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">Unit {u.unit_number}</h3>
                <DeleteButton url={`${api}/units/${u.id}`} label={`Delete unit ${u.unit_number}`} confirmText={`Delete unit ${u.unit_number} and its tenants?`} />
              </div>
              <p className="text-sm text-slate-700">
                {show(u.beds)} bd · {show(u.baths)} ba · {show(u.sqft)} sq ft · {formatMoney(u.rent)} · {u.status}
              </p>
              {u.tenants && u.tenants.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm">
                  {u.tenants.map((t) => (
                    <li key={t.id} className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">
                        {t.first_name} {t.last_name}
                      </span>
                      <span className="text-slate-700">
                        lease {formatDate(t.lease_start)} – {formatDate(t.lease_end)} · {formatMoney(t.rent)}
                        {t.email ? ` · ${t.email}` : ""}
                        {t.phone ? ` · ${t.phone}` : ""}
                      </span>
                      <DeleteButton url={`${api}/units/${u.id}/tenants/${t.id}`} label="Remove tenant" confirmText={`Remove ${t.first_name} ${t.last_name}?`} />
                    </li>
                  ))}
                </ul>
              )}
              {u.tenants && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">Add a tenant to unit {u.unit_number}</summary>
                  <div className="mt-2">
                    <ApiForm
                      title={`Add a tenant to unit ${u.unit_number}`}
                      action={`${api}/units/${u.id}/tenants`}
                      method="POST"
                      submitLabel="Add tenant"
                      resetOnSuccess
                      successMessage="Tenant added"
                      fields={[
                        { name: "first_name", label: "First name", required: true },
                        { name: "last_name", label: "Last name", required: true },
                        { name: "email", label: "E-mail", type: "email" },
                        { name: "phone", label: "Phone", type: "tel" },
                        { name: "lease_start", label: "Lease start", type: "date" },
                        { name: "lease_end", label: "Lease end", type: "date" },
                        { name: "rent", label: "Rent ($)", type: "number", step: "0.01", min: 0 },
                      ]}
                    />
                  </div>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Add a unit</summary>
        <div className="mt-3">
          <ApiForm
            title="Add a unit"
            action={`${api}/units`}
            method="POST"
            submitLabel="Add unit"
            resetOnSuccess
            successMessage="Unit added"
            fields={[
              { name: "unit_number", label: "Unit number", required: true },
              { name: "status", label: "Status", type: "select", options: options(unitStatuses) },
              { name: "beds", label: "Bedrooms", type: "number", step: "1", min: 0 },
              { name: "baths", label: "Bathrooms", type: "number", step: "0.5", min: 0 },
              { name: "sqft", label: "Square feet", type: "number", step: "1", min: 0 },
              { name: "rent", label: "Rent ($)", type: "number", step: "0.01", min: 0 },
            ]}
          />
        </div>
      </details>
    </Card>
  );
}
