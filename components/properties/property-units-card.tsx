// The property page's units card: each unit with its tenants (tenants only for callers who see
// personal data), and the forms that add them.
import { ApiForm } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { propertyFormat, show } from "@/components/properties/format";
import { getTranslations } from "next-intl/server";
import { Card, EmptyState } from "@/components/ui/card";
import { unitStatuses } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export async function PropertyUnitsCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  const [f, t] = await Promise.all([propertyFormat(), getTranslations("properties")]);
  return (
    <Card title={t("units.title", { count: p.units.length })}>
      {p.units.length === 0 ? (
        <EmptyState title={t("units.empty")} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {p.units.map((u) => (
            <li key={u.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{t("units.unit", { number: u.unit_number })}</h3>
                <DeleteButton url={`${api}/units/${u.id}`} label={t("units.deleteUnit", { number: u.unit_number })} confirmText={t("units.confirmDeleteUnit", { number: u.unit_number })} />
              </div>
              <p className="text-sm text-slate-700">
                {t("units.facts", { beds: show(u.beds), baths: show(u.baths), sqft: show(u.sqft), rent: f.money(u.rent), status: f.label.unit(u.status) })}
              </p>
              {u.tenants && u.tenants.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm">
                  {u.tenants.map((x) => (
                    <li key={x.id} className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">
                        {x.first_name} {x.last_name}
                      </span>
                      <span className="text-slate-700">
                        {t("units.lease", { start: f.date(x.lease_start), end: f.date(x.lease_end), rent: f.money(x.rent) })}
                        {x.email ? ` · ${x.email}` : ""}
                        {x.phone ? ` · ${x.phone}` : ""}
                      </span>
                      <DeleteButton
                        url={`${api}/units/${u.id}/tenants/${x.id}`}
                        label={t("units.removeTenant")}
                        confirmText={t("units.confirmRemoveTenant", { name: `${x.first_name} ${x.last_name}` })}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {u.tenants && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("units.addTenantTo", { number: u.unit_number })}</summary>
                  <div className="mt-2">
                    <ApiForm
                      title={t("units.addTenantTo", { number: u.unit_number })}
                      action={`${api}/units/${u.id}/tenants`}
                      method="POST"
                      submitLabel={t("units.addTenant")}
                      resetOnSuccess
                      successMessage={t("units.tenantAdded")}
                      fields={[
                        { name: "first_name", label: t("field.firstName"), required: true },
                        { name: "last_name", label: t("field.lastName"), required: true },
                        { name: "email", label: t("field.email"), type: "email" },
                        { name: "phone", label: t("field.phone"), type: "tel" },
                        { name: "lease_start", label: t("field.leaseStart"), type: "date" },
                        { name: "lease_end", label: t("field.leaseEnd"), type: "date" },
                        { name: "rent", label: t("field.rentDollars"), type: "number", step: "0.01", min: 0 },
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
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("units.addUnit")}</summary>
        <div className="mt-3">
          <ApiForm
            title={t("units.addUnit")}
            action={`${api}/units`}
            method="POST"
            submitLabel={t("units.addUnitButton")}
            resetOnSuccess
            successMessage={t("units.unitAdded")}
            fields={[
              { name: "unit_number", label: t("field.unitNumber"), required: true },
              { name: "status", label: t("field.status"), type: "select", options: f.options(unitStatuses, f.label.unit) },
              { name: "beds", label: t("field.bedrooms"), type: "number", step: "1", min: 0 },
              { name: "baths", label: t("field.bathrooms"), type: "number", step: "0.5", min: 0 },
              { name: "sqft", label: t("field.squareFeet"), type: "number", step: "1", min: 0 },
              { name: "rent", label: t("field.rentDollars"), type: "number", step: "0.01", min: 0 },
            ]}
          />
        </div>
      </details>
    </Card>
  );
}
