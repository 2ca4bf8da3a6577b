// The organization filter admins get on dashboards and reports (corps_admins see their own only).
import { getTranslations } from "next-intl/server";

export async function OrgSelect({ id, organizations, value }: { id: string; organizations: { id: string; name: string }[]; value?: string }) {
  const t = await getTranslations("admin");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("dashboard.organization")}
      </label>
      <select
        id={id}
        name="org_id"
        defaultValue={value ?? ""}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        <option value="">{t("dashboard.allOrganizations")}</option>
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
