// The property page's inspections card: the record, newest first, and the form that adds one.
import { ApiForm } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { formatDate, show } from "@/components/properties/format";
import { options } from "@/components/properties/select-options";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { inspectionKinds, inspectionResults } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

const KIND_LABEL: Record<string, string> = { move_in: "Move-in", move_out: "Move-out", annual: "Annual", other: "Other" };
const INSPECTION_COLUMNS: Column[] = [
  { label: "Date" },
  { label: "Kind" },
  { label: "Result" },
  { label: "Inspector", hideBelow: "sm" },
  { label: "Notes", hideBelow: "md" },
  { label: "Actions", srOnlyLabel: true },
];

export function PropertyInspectionsCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  return (
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
  );
}
