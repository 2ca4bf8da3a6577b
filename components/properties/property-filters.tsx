// The filters of the property list as a plain GET form: every filter lives in the URL, works
// without JavaScript, and can be bookmarked or shared.
import Link from "next/link";
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

const SORT_LABEL: Record<(typeof propertySorts)[number], string> = {
  created: "Newest first",
  address: "Address A–Z",
  last_synced: "Recently synced",
  price: "Highest rent",
};

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

export function PropertyFilters({ values, cities, pmCompanies }: { values: FilterValues; cities: string[]; pmCompanies: { id: string; company_name: string }[] }) {
  const any = { value: "", label: "Any" };
  return (
    <form method="get" action="/properties" role="search" aria-label="Filter properties" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2">
        <label htmlFor="filter-search" className="block text-sm font-medium text-slate-800">
          Search
        </label>
        <input id="filter-search" type="search" name="search" defaultValue={values.search ?? ""} placeholder="Name, address, ZIP, manager or PMC" className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-city" className="block text-sm font-medium text-slate-800">
          City
        </label>
        <input id="filter-city" name="city" list="filter-city-options" defaultValue={values.city ?? ""} className={inputClass} />
        <datalist id="filter-city-options">
          {cities.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <Select name="health" label="Sync health" value={values.health} options={[any, ...healthLabels.map((h) => ({ value: h, label: h }))]} />
      <Select name="status" label="Status" value={values.status} options={[any, ...propertyStatuses.map((s) => ({ value: s, label: s }))]} />
      <Select name="priority" label="Priority" value={values.priority} options={[any, ...priorities.map((p) => ({ value: p, label: p }))]} />
      <Select
        name="pm_company_id"
        label="Property management company"
        value={values.pm_company_id}
        options={[any, { value: "none", label: "None" }, ...pmCompanies.map((c) => ({ value: c.id, label: c.company_name }))]}
      />
      <Select name="sort" label="Order" value={values.sort} options={propertySorts.map((s) => ({ value: s, label: SORT_LABEL[s] }))} />
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Apply filters
        </button>
        <Link href="/properties" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline hover:bg-slate-100">
          Clear
        </Link>
      </div>
    </form>
  );
}
