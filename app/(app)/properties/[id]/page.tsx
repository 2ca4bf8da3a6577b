import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ApiForm, type FieldSpec } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { formatAge, formatDate, formatDateTime, formatMoney, show } from "@/components/properties/format";
import { HealthBadge } from "@/components/properties/health-badge";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { requirePageCaller } from "@/lib/sign-in/session";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { pmCompanyChoices } from "@/lib/properties/pm-companies/pm-companies";
import { getPropertyDetail } from "@/lib/properties/crm/properties";
import { contactKinds, inspectionKinds, inspectionResults, managementTypes, priorities, propertyStatuses, unitStatuses } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export const metadata: Metadata = { title: "Property" };

const options = (values: readonly string[], labels: Record<string, string> = {}) => values.map((v) => ({ value: v, label: labels[v] ?? v }));
const NONE = { value: "", label: "None" };
const KIND_LABEL: Record<string, string> = { move_in: "Move-in", move_out: "Move-out", annual: "Annual", other: "Other" };
const INSPECTION_COLUMNS: Column[] = [
  { label: "Date" },
  { label: "Kind" },
  { label: "Result" },
  { label: "Inspector", hideBelow: "sm" },
  { label: "Notes", hideBelow: "md" },
  { label: "Actions", srOnlyLabel: true },
];

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

function crmFields(p: PropertyDetailDto, pmCompanies: { id: string; company_name: string }[]): FieldSpec[] {
  return [
    { name: "property_name", label: "Name in the CRM", defaultValue: p.property_name, nullable: true },
    { name: "status", label: "Status", type: "select", options: options(propertyStatuses), defaultValue: p.status },
    { name: "priority", label: "Priority", type: "select", options: [NONE, ...options(priorities)], defaultValue: p.priority, nullable: true },
    { name: "management_type", label: "Management type", type: "select", options: [NONE, ...options(managementTypes)], defaultValue: p.management_type, nullable: true },
    {
      name: "pm_company_id",
      label: "Property management company",
      type: "select",
      options: [NONE, ...pmCompanies.map((c) => ({ value: c.id, label: c.company_name }))],
      defaultValue: p.pm_company_id,
      nullable: true,
      hint: "The sync links a company by name only while this is empty.",
    },
    // Contacts are personal data: only callers who see them (corps_admin+) pick the owner.
    ...(p.contacts
      ? [
          {
            name: "owner_contact_id",
            label: "Owner contact",
            type: "select",
            options: [NONE, ...p.contacts.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }))],
            defaultValue: p.owner_contact_id,
            nullable: true,
            hint: p.contacts.length === 0 ? "Add a contact below first." : undefined,
          } satisfies FieldSpec,
        ]
      : []),
    { name: "notes", label: "Notes", type: "textarea", defaultValue: p.notes, nullable: true },
  ];
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

export default async function PropertyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requirePageCaller("recruiter", `/properties/${id}`);
  if (!uuid.safeParse(id).success) notFound();
  const ctx = { caller, db: db() };
  const [p, pmCompanies] = await Promise.all([
    getPropertyDetail(ctx, id).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
      throw err;
    }),
    pmCompanyChoices(ctx),
  ]);
  if (!p) notFound();
  const api = `/api/properties/${p.id}`;
  const synced = p.origin === "synced";

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/properties" className="text-brand-700 underline">
          Properties
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{p.property_name ?? p.address}</span>
      </nav>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold break-words">{p.property_name ?? p.address ?? "Untitled property"}</h1>
        <p className="text-slate-700">
          {[p.address, p.city, [p.state, p.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <HealthBadge health={p.health} />
          <span>{synced ? `From source listing ${p.source_listing_id}` : "Entered by hand"}</span>
          {synced && <span>Last synced {formatAge(p.last_synced_at)} ({formatDateTime(p.last_synced_at)})</span>}
        </div>
        {p.sync_status === "error" && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            The last sync could not store this listing: {p.sync_error ?? "unknown error"}. The values below are from the sync before.
          </p>
        )}
      </header>

      <Card title="CRM">
        <ApiForm key={p.updated_at} title="CRM fields" action={api} method="PATCH" submitLabel="Save CRM fields" fields={crmFields(p, pmCompanies)} successMessage="CRM fields saved" />
      </Card>

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

      <Card title={`Inspections (${p.inspections.length})`}>
        {p.inspections.length === 0 ? (
          <EmptyState title="No inspections recorded" />
        ) : (
          <DataTable caption="Inspections, newest first" columns={INSPECTION_COLUMNS}>
            {p.inspections.map((i) => (
              <tr key={i.id} className="align-top">
                <td className={`${cellClass()} whitespace-nowrap`}>{formatDate(i.inspection_date)}</td>
                <td className={cellClass()}>{KIND_LABEL[i.kind] ?? i.kind}</td>
                <td className={cellClass()}>{i.result}</td>
                <td className={cellClass("normal", { hideBelow: "sm" })}>{show(i.inspector)}</td>
                <td className={cellClass("normal", { hideBelow: "md" })}>{show(i.notes)}</td>
                <td className={cellClass()}>
                  <DeleteButton url={`${api}/inspections/${i.id}`} label="Delete" confirmText={`Delete the inspection of ${formatDate(i.inspection_date)}?`} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Record an inspection</summary>
          <div className="mt-3">
            <ApiForm
              title="Record an inspection"
              action={`${api}/inspections`}
              method="POST"
              submitLabel="Save inspection"
              resetOnSuccess
              successMessage="Inspection saved"
              fields={[
                { name: "inspection_date", label: "Date", type: "date", required: true },
                { name: "kind", label: "Kind", type: "select", options: options(inspectionKinds, KIND_LABEL), defaultValue: "annual" },
                { name: "result", label: "Result", type: "select", options: options(inspectionResults) },
                { name: "inspector", label: "Inspector" },
                { name: "notes", label: "Notes", type: "textarea" },
              ]}
            />
          </div>
        </details>
      </Card>

      {p.contacts ? (
        <Card title={`Contacts (${p.contacts.length})`}>
          {p.contacts.length === 0 ? (
            <EmptyState title="No contacts linked" />
        ) : (
          <ul className="divide-y divide-slate-200">
            {p.contacts.map((c) => (
              <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium">
                    {c.first_name} {c.last_name}
                    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{c.role}</span>
                    {c.is_owner && <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-900">owner contact</span>}
                  </p>
                  <p className="text-slate-700">{[c.company, c.email, c.phone].filter(Boolean).join(" · ") || "—"}</p>
                  {c.notes && <p className="text-slate-600">{c.notes}</p>}
                </div>
                <DeleteButton url={`${api}/contacts/${c.id}`} label="Unlink" confirmText={`Unlink ${c.first_name} ${c.last_name} from this property?`} />
              </li>
            ))}
          </ul>
        )}
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Add a contact</summary>
          <div className="mt-3">
            <ApiForm
              title="Add a contact"
              action={`${api}/contacts`}
              method="POST"
              submitLabel="Add contact"
              resetOnSuccess
              successMessage="Contact added"
              fields={[
                { name: "first_name", label: "First name", required: true },
                { name: "last_name", label: "Last name", required: true },
                { name: "kind", label: "Kind", type: "select", options: options(contactKinds) },
                { name: "company", label: "Company" },
                { name: "email", label: "E-mail", type: "email" },
                { name: "phone", label: "Phone", type: "tel" },
                { name: "notes", label: "Notes", type: "textarea" },
              ]}
            />
          </div>
        </details>
      </Card>
      ) : (
        <Card title="Tenants and contacts">
          <p className="text-sm text-slate-700">Names, phone numbers, e-mail addresses and leases of tenants and contacts are personal data: corps admins and admins see and manage them.</p>
        </Card>
      )}
    </div>
  );
}
