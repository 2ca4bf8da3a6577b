// The property page's listing card: the source's fields, read-only for a synced property, and
// editable for one entered by hand.
import { ApiForm, type FieldSpec } from "@/components/properties/api-form";
import { propertyFormat, show, type PropertyFormat } from "@/components/properties/format";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

/** Source JSON (availability, pets, fees) as one readable line. */
function describeJson(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.map(describeJson).join(", ");
  return Object.entries(value)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k.replaceAll("_", " ")}: ${describeJson(v)}`)
    .join("; ");
}

function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className ?? ""}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function listingFields({ t }: PropertyFormat, p: PropertyDetailDto): FieldSpec[] {
  return [
    { name: "address", label: t("field.address"), defaultValue: p.address, required: true, wide: true },
    { name: "city", label: t("field.city"), defaultValue: p.city, nullable: true },
    { name: "state", label: t("field.state"), defaultValue: p.state, nullable: true },
    { name: "zip_code", label: t("field.zip"), defaultValue: p.zip_code, nullable: true },
    { name: "price", label: t("field.monthlyRentDollars"), type: "number", step: "0.01", min: 0, defaultValue: p.price, nullable: true },
    { name: "beds", label: t("field.bedrooms"), type: "number", step: "1", min: 0, defaultValue: p.beds, nullable: true },
    { name: "baths", label: t("field.bathrooms"), type: "number", step: "0.5", min: 0, defaultValue: p.baths, nullable: true },
    { name: "sqft", label: t("field.squareFeet"), type: "number", step: "1", min: 0, defaultValue: p.sqft, nullable: true },
    { name: "property_manager", label: t("field.propertyManager"), defaultValue: p.property_manager, nullable: true },
    { name: "property_manager_phone", label: t("field.managerPhone"), type: "tel", defaultValue: p.property_manager_phone, nullable: true },
    { name: "description", label: t("field.description"), type: "textarea", defaultValue: p.description, nullable: true },
  ];
}

export async function PropertyListingCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  const [f, t, tc] = await Promise.all([propertyFormat(), getTranslations("properties"), getTranslations("common")]);
  const synced = p.origin === "synced";
  return (
    <Card title={synced ? t("listing.titleSynced") : t("listing.titleManual")}>
      {synced && <p className="mb-3 text-sm text-slate-600">{t("listing.overwrites")}</p>}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t("listing.monthlyRent")}>{f.money(p.price)}</Field>
        <Field label={t("listing.bedsBaths")}>
          {show(p.beds === 0 ? t("listing.studio") : p.beds)} / {show(p.baths)}
        </Field>
        <Field label={t("field.squareFeet")}>{show(p.sqft)}</Field>
        <Field label={t("field.propertyManager")}>
          {show(p.property_manager)}
          {p.property_manager_phone ? ` · ${p.property_manager_phone}` : ""}
        </Field>
        <Field label={t("listing.availability")}>{describeJson(p.availability)}</Field>
        <Field label={t("listing.marketStatus")}>{show(p.market_status)}</Field>
        <Field label={t("listing.pets")}>{describeJson(p.pets)}</Field>
        <Field label={t("listing.parking")}>{show(p.parking_detail)}</Field>
        <Field label={t("listing.fees")}>{describeJson(p.fees)}</Field>
        <Field label={t("listing.vouchers")}>{p.accepts_voucher === null ? t("listing.notStated") : p.accepts_voucher ? tc("actions.yes") : tc("actions.no")}</Field>
        <Field label={t("listing.listedUpdated")}>
          {f.dateTime(p.source_created_at)} / {f.dateTime(p.source_updated_at)}
        </Field>
        <Field label={t("listing.images")}>{p.images.length === 0 ? "—" : t("listing.imageCount", { count: p.images.length })}</Field>
        <Field label={t("field.description")} className="sm:col-span-2 lg:col-span-3">
          {p.full_description ?? p.description ?? "—"}
        </Field>
      </dl>
      {!synced && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("listing.edit")}</summary>
          <div className="mt-3">
            <ApiForm key={p.updated_at} title={t("listing.formTitle")} action={api} method="PATCH" submitLabel={t("listing.save")} fields={listingFields(f, p)} />
          </div>
        </details>
      )}
    </Card>
  );
}
