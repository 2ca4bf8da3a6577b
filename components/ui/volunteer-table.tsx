import type { VolunteerListItemDto } from "@/lib/corps/schemas/volunteer-schemas";
import { EmptyState } from "./card";

export function VolunteerTable({ volunteers, caption }: { volunteers: VolunteerListItemDto[]; caption: string }) {
  if (volunteers.length === 0) return <EmptyState title="No volunteers yet" />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Name</th>
            <th scope="col" className="py-2 pr-4 font-medium">E-mail</th>
            <th scope="col" className="py-2 pr-4 font-medium">Skills</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Hours</th>
            <th scope="col" className="py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {volunteers.map((v) => (
            <tr key={v.id} className="border-b border-slate-100">
              <td className="py-2 pr-4 font-medium">{v.first_name} {v.last_name}</td>
              <td className="py-2 pr-4 text-slate-700">{v.email}</td>
              <td className="py-2 pr-4 text-slate-700">{v.skills.slice(0, 3).join(", ")}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{v.total_hours}</td>
              <td className="py-2">{v.is_active ? "Active" : "Inactive"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
