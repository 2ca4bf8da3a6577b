import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ApiForm, type FieldSpec } from "@/components/properties/api-form";
import { propertyFormat, type PropertyFormat } from "@/components/properties/format";
import { HealthBadge } from "@/components/properties/health-badge";
import { PropertyContactsCard } from "@/components/properties/property-contacts-card";
import { PropertyInspectionsCard } from "@/components/properties/property-inspections-card";
import { PropertyListingCard } from "@/components/properties/property-listing-card";
import { PropertyUnitsCard } from "@/components/properties/property-units-card";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { pmCompanyChoices } from "@/lib/properties/pm-companies/pm-companies";
import { getPropertyDetail } from "@/lib/properties/crm/properties";
import { managementTypes, priorities, propertyStatuses } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("properties");
  return { title: t("detail.metaTitle") };
}

function crmFields(f: PropertyFormat, p: PropertyDetailDto, pmCompanies: { id: string; company_name: string }[]): FieldSpec[] {
  const { t } = f;
  return [
    { name: "property_name", label: t("field.nameInCrm"), defaultValue: p.property_name, nullable: true },
    { name: "status", label: t("field.status"), type: "select", options: f.options(propertyStatuses, f.label.status), defaultValue: p.status },
    { name: "priority", label: t("field.priority"), type: "select", options: [f.none, ...f.options(priorities, f.label.priority)], defaultValue: p.priority, nullable: true },
    {
      name: "management_type",
      label: t("field.managementType"),
      type: "select",
      options: [f.none, ...f.options(managementTypes, f.label.management)],
      defaultValue: p.management_type,
      nullable: true,
    },
    {
      name: "pm_company_id",
      label: t("field.pmc"),
      type: "select",
      options: [f.none, ...pmCompanies.map((c) => ({ value: c.id, label: c.company_name }))],
      defaultValue: p.pm_company_id,
      nullable: true,
      hint: t("field.pmcHint"),
    },
    // Contacts are personal data: only callers who see them (corps_admin+) pick the owner.
    ...(p.contacts
      ? [
          {
            name: "owner_contact_id",
            label: t("field.ownerContact"),
            type: "select",
            options: [f.none, ...p.contacts.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }))],
            defaultValue: p.owner_contact_id,
            nullable: true,
            hint: p.contacts.length === 0 ? t("field.addContactFirst") : undefined,
          } satisfies FieldSpec,
        ]
      : []),
    { name: "notes", label: t("field.notes"), type: "textarea", defaultValue: p.notes, nullable: true },
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
  const f = await propertyFormat();
  const { t } = f;
  const api = `/api/properties/${p.id}`;
  const synced = p.origin === "synced";

  return (
    <div className="space-y-6">
      <nav aria-label={t("detail.breadcrumb")} className="text-sm">
        <Link href="/properties" className="text-brand-700 underline">
          {t("list.title")}
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{p.property_name ?? p.address}</span>
      </nav>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold break-words">{p.property_name ?? p.address ?? t("list.untitled")}</h1>
        <p className="text-slate-700">
          {[p.address, p.city, [p.state, p.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <HealthBadge health={p.health} />
          <span>{synced ? t("detail.fromSource", { id: p.source_listing_id ?? "" }) : t("detail.byHand")}</span>
          {synced && <span>{t("detail.lastSynced", { age: f.age(p.last_synced_at), when: f.dateTime(p.last_synced_at) })}</span>}
        </div>
        {p.sync_status === "error" && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t("detail.syncError", { error: p.sync_error ?? t("detail.unknownError") })}
          </p>
        )}
      </header>

      <Card title={t("detail.crm")}>
        <ApiForm
          key={p.updated_at}
          title={t("detail.crmFields")}
          action={api}
          method="PATCH"
          submitLabel={t("detail.saveCrm")}
          fields={crmFields(f, p, pmCompanies)}
          successMessage={t("detail.crmSaved")}
        />
      </Card>

      <PropertyListingCard p={p} api={api} />

      <PropertyUnitsCard p={p} api={api} />

      <PropertyInspectionsCard p={p} api={api} />

      <PropertyContactsCard p={p} api={api} />
    </div>
  );
}
