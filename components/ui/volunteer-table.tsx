import { useTranslations } from "next-intl";
import type { VolunteerListItemDto } from "@/lib/corps/volunteers/volunteer-schemas";
import { EmptyState } from "./card";
import { cellClass, DataTable, type Column } from "./data-table";

export function VolunteerTable({ volunteers, caption }: { volunteers: VolunteerListItemDto[]; caption: string }) {
  const t = useTranslations("ui");
  if (volunteers.length === 0) return <EmptyState title={t("volunteerTable.empty")} />;
  const columns: Column[] = [
    { label: t("volunteerTable.name") },
    { label: t("volunteerTable.email") },
    { label: t("volunteerTable.skills") },
    { label: t("volunteerTable.hours"), numeric: true },
    { label: t("volunteerTable.status") },
  ];
  return (
    <DataTable caption={caption} columns={columns}>
      {volunteers.map((v) => (
        <tr key={v.id}>
          <td className={`${cellClass()} font-medium`}>{v.first_name} {v.last_name}</td>
          <td className={`${cellClass()} text-slate-700`}>{v.email}</td>
          <td className={`${cellClass()} text-slate-700`}>{v.skills.slice(0, 3).join(", ")}</td>
          <td className={cellClass("normal", { numeric: true })}>{v.total_hours}</td>
          <td className={cellClass()}>{v.is_active ? t("volunteerTable.active") : t("volunteerTable.inactive")}</td>
        </tr>
      ))}
    </DataTable>
  );
}
