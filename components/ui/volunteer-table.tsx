import type { VolunteerListItemDto } from "@/lib/corps/volunteers/volunteer-schemas";
import { EmptyState } from "./card";
import { cellClass, DataTable, type Column } from "./data-table";

const COLUMNS: Column[] = [{ label: "Name" }, { label: "E-mail" }, { label: "Skills" }, { label: "Hours", numeric: true }, { label: "Status" }];

export function VolunteerTable({ volunteers, caption }: { volunteers: VolunteerListItemDto[]; caption: string }) {
  if (volunteers.length === 0) return <EmptyState title="No volunteers yet" />;
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {volunteers.map((v) => (
        <tr key={v.id}>
          <td className={`${cellClass()} font-medium`}>{v.first_name} {v.last_name}</td>
          <td className={`${cellClass()} text-slate-700`}>{v.email}</td>
          <td className={`${cellClass()} text-slate-700`}>{v.skills.slice(0, 3).join(", ")}</td>
          <td className={cellClass("normal", { numeric: true })}>{v.total_hours}</td>
          <td className={cellClass()}>{v.is_active ? "Active" : "Inactive"}</td>
        </tr>
      ))}
    </DataTable>
  );
}
