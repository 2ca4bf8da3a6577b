import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ApiForm, type FieldSpec } from "@/components/properties/api-form";
import { formatAge, formatDateTime } from "@/components/properties/format";
import { HealthBadge } from "@/components/properties/health-badge";
import { PropertyContactsCard } from "@/components/properties/property-contacts-card";
import { PropertyInspectionsCard } from "@/components/properties/property-inspections-card";
import { PropertyListingCard } from "@/components/properties/property-listing-card";
import { PropertyUnitsCard } from "@/components/properties/property-units-card";
import { NONE, options } from "@/components/properties/select-options";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { pmCompanyChoices } from "@/lib/properties/pm-companies/pm-companies";
import { getPropertyDetail } from "@/lib/properties/crm/properties";
import { managementTypes, priorities, propertyStatuses } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export const metadata: Metadata = { title: "Property" };

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

      <PropertyListingCard p={p} api={api} />

      <PropertyUnitsCard p={p} api={api} />

      <PropertyInspectionsCard p={p} api={api} />

      <PropertyContactsCard p={p} api={api} />
    </div>
  );
}
