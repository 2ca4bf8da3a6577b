// The filters of the property list as a plain GET form: every filter lives in the URL, works
// without JavaScript, and can be bookmarked or shared.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { propertyFormat } from "./format";
import { healthLabels, priorities, propertyStatuses } from "@/lib/properties/crm/property-enums";
import { propertySorts } from "@/lib/properties/crm/property-schemas";

export interface FilterValues {
  search?: string;
  status?: string;
  priority?: string;
  city?: string;
  health?: string;
  pm_company_id?: string;
  sort?: string;
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

function Select({ name, label, value, options }: { name: string; label: string; value?: string; options: { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export async function PropertyFilters({ values, cities, pmCompanies }: { values: FilterValues; cities: string[]; pmCompanies: { id: string; company_name: string }[] }) {
  const [t, tc, f] = await Promise.all([getTranslations("properties"), getTranslations("common"), propertyFormat()]);
  const any = { value: "", label: t("filters.any") };
  return (
    <form method="get" action="/properties" role="search" aria-label={t("filters.label")} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <label htmlFor="filter-search" className="block text-sm font-medium text-slate-800">
          {t("filters.search")}
        </label>
        <input id="filter-search" type="search" name="search" defaultValue={values.search ?? ""} placeholder={t("filters.searchPlaceholder")} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-city" className="block text-sm font-medium text-slate-800">
          {t("filters.city")}
        </label>
        <input id="filter-city" name="city" list="filter-city-options" defaultValue={values.city ?? ""} className={inputClass} />
        <datalist id="filter-city-options">
          {cities.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <Select name="health" label={t("filters.health")} value={values.health} options={[any, ...f.options(healthLabels, f.label.health)]} />
      <Select name="status" label={t("filters.status")} value={values.status} options={[any, ...f.options(propertyStatuses, f.label.status)]} />
      <Select name="priority" label={t("filters.priority")} value={values.priority} options={[any, ...f.options(priorities, f.label.priority)]} />
      <Select
        name="pm_company_id"
        label={t("filters.pmc")}
        value={values.pm_company_id}
        options={[any, { value: "none", label: t("none") }, ...pmCompanies.map((c) => ({ value: c.id, label: c.company_name }))]}
      />
      <Select name="sort" label={t("filters.order")} value={values.sort} options={propertySorts.map((s) => ({ value: s, label: t(`filters.sort.${s}`) }))} />
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("filters.apply")}
        </button>
        <Link href="/properties" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline hover:bg-slate-100">
          {tc("actions.clear")}
        </Link>
      </div>
    </form>
  );
}
