import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ApiForm } from "@/components/properties/api-form";
import { Pagination } from "@/components/ui/pagination";
import { PropertyFilters, type FilterValues } from "@/components/properties/property-filters";
import { PropertyTable } from "@/components/properties/property-table";
import { propertyFormat } from "@/components/properties/format";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { zodFields } from "@/lib/errors/zod-fields";
import { db } from "@/lib/db/client";
import { pmCompanyChoices } from "@/lib/properties/pm-companies/pm-companies";
import { cityChoices, listProperties } from "@/lib/properties/crm/properties";
import { priorities, propertyStatuses } from "@/lib/properties/crm/property-enums";
import { PropertyListQuery } from "@/lib/properties/crm/property-schemas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("properties");
  return { title: t("list.title") };
}

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function PropertiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const caller = await requirePageCaller("recruiter", "/properties");
  const [t, f] = await Promise.all([getTranslations("properties"), propertyFormat()]);
  const raw = await searchParams;
  const parsed = PropertyListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : PropertyListQuery.parse({});
  const ctx = { caller, db: db() };
  const [list, cities, pmCompanies] = await Promise.all([listProperties(ctx, query), cityChoices(ctx), pmCompanyChoices(ctx)]);

  const values: FilterValues = {
    search: first(raw.search),
    status: first(raw.status),
    priority: first(raw.priority),
    city: first(raw.city),
    health: first(raw.health),
    pm_company_id: first(raw.pm_company_id),
    sort: first(raw.sort),
  };
  const kept = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("list.title")}</h1>
        <Link href="/properties/sync" className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
          {t("list.listingSync")}
        </Link>
      </div>
      <Card>
        <PropertyFilters values={values} cities={cities} pmCompanies={pmCompanies} />
        {!parsed.success && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("list.badFilters", {
              fields: Object.entries(zodFields(parsed.error))
                .map(([field, message]) => `${field} (${message})`)
                .join(", "),
            })}
          </p>
        )}
      </Card>
      <Card title={t("list.count", { count: list.total })}>
        <PropertyTable properties={list.properties} />
        <Pagination basePath="/properties" params={kept} page={list.page} limit={list.limit} total={list.total} />
      </Card>
      <Card title={t("list.addByHand")}>
        <p className="mb-3 text-sm text-slate-600">
          {t("list.addByHandIntro")}
        </p>
        <ApiForm
          title={t("list.addTitle")}
          action="/api/properties"
          method="POST"
          submitLabel={t("list.addButton")}
          onSuccess="open"
          openPrefix="/properties"
          fields={[
            { name: "address", label: t("field.address"), required: true, wide: true },
            { name: "city", label: t("field.city") },
            { name: "state", label: t("field.state"), placeholder: "OR" },
            { name: "zip_code", label: t("field.zip") },
            { name: "price", label: t("field.monthlyRentDollars"), type: "number", step: "0.01", min: 0 },
            { name: "status", label: t("field.status"), type: "select", options: f.options(propertyStatuses, f.label.status) },
            { name: "priority", label: t("field.priority"), type: "select", options: [f.none, ...f.options(priorities, f.label.priority)] },
          ]}
        />
      </Card>
    </div>
  );
}
