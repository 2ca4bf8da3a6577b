// The property page's listing card: the source's fields, read-only for a synced property, and
// editable for one entered by hand.
import { ApiForm, type FieldSpec } from "@/components/properties/api-form";
import { formatDateTime, formatMoney, show } from "@/components/properties/format";
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

function listingFields(p: PropertyDetailDto): FieldSpec[] {
  return [
    { name: "address", label: "Address", defaultValue: p.address, required: true, wide: true },
    { name: "city", label: "City", defaultValue: p.city, nullable: true },
    { name: "state", label: "State", defaultValue: p.state, nullable: true },
    { name: "zip_code", label: "ZIP code", defaultValue: p.zip_code, nullable: true },
    { name: "price", label: "Monthly rent ($)", type: "number", step: "0.01", min: 0, defaultValue: p.price, nullable: true },
    { name: "beds", label: "Bedrooms", type: "number", step: "1", min: 0, defaultValue: p.beds, nullable: true },
    { name: "baths", label: "Bathrooms", type: "number", step: "0.5", min: 0, defaultValue: p.baths, nullable: true },
    { name: "sqft", label: "Square feet", type: "number", step: "1", min: 0, defaultValue: p.sqft, nullable: true },
    { name: "property_manager", label: "Property manager", defaultValue: p.property_manager, nullable: true },
    { name: "property_manager_phone", label: "Manager phone", type: "tel", defaultValue: p.property_manager_phone, nullable: true },
    { name: "description", label: "Description", type: "textarea", defaultValue: p.description, nullable: true },
  ];
}

export function PropertyListingCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  const synced = p.origin === "synced";
  return (
    <Card title={synced ? "Listing (from the source, read-only)" : "Listing (entered by hand)"}>
      {synced && <p className="mb-3 text-sm text-slate-600">Every sync overwrites these fields with the source listing.</p>}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Monthly rent">{formatMoney(p.price)}</Field>
        <Field label="Bedrooms / bathrooms">
          {show(p.beds === 0 ? "Studio" : p.beds)} / {show(p.baths)}
        </Field>
        <Field label="Square feet">{show(p.sqft)}</Field>
        <Field label="Property manager">
          {show(p.property_manager)}
          {p.property_manager_phone ? ` · ${p.property_manager_phone}` : ""}
        </Field>
        <Field label="Availability">{describeJson(p.availability)}</Field>
        <Field label="Market status">{show(p.market_status)}</Field>
        <Field label="Pets">{describeJson(p.pets)}</Field>
        <Field label="Parking">{show(p.parking_detail)}</Field>
        <Field label="Fees">{describeJson(p.fees)}</Field>
        <Field label="Accepts vouchers">{p.accepts_voucher === null ? "Not stated" : p.accepts_voucher ? "Yes" : "No"}</Field>
        <Field label="Listed / updated at source">
          {formatDateTime(p.source_created_at)} / {formatDateTime(p.source_updated_at)}
        </Field>
        <Field label="Images">{p.images.length === 0 ? "—" : `${p.images.length} image${p.images.length === 1 ? "" : "s"}`}</Field>
        <Field label="Description" className="sm:col-span-2 lg:col-span-3">
          {p.full_description ?? p.description ?? "—"}
        </Field>
      </dl>
      {!synced && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Edit listing details</summary>
          <div className="mt-3">
            <ApiForm key={p.updated_at} title="Listing details" action={api} method="PATCH" submitLabel="Save listing details" fields={listingFields(p)} />
          </div>
        </details>
      )}
    </Card>
  );
}
