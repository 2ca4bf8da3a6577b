// The property page's inspections card: the record, newest first, and the form that adds one.
import { ApiForm } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { propertyFormat, show } from "@/components/properties/format";
import { getTranslations } from "next-intl/server";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { inspectionKinds, inspectionResults } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export async function PropertyInspectionsCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  const [f, t, tc] = await Promise.all([propertyFormat(), getTranslations("properties"), getTranslations("common")]);
  const columns: Column[] = [
    { label: t("inspections.colDate") },
    { label: t("inspections.colKind") },
    { label: t("inspections.colResult") },
    { label: t("inspections.colInspector"), hideBelow: "sm" },
    { label: t("inspections.colNotes"), hideBelow: "md" },
    { label: t("inspections.colActions"), srOnlyLabel: true },
  ];
  return (
    <Card title={t("inspections.title", { count: p.inspections.length })}>
      {p.inspections.length === 0 ? (
        <EmptyState title={t("inspections.empty")} />
      ) : (
        <DataTable caption={t("inspections.caption")} columns={columns}>
          {p.inspections.map((i) => (
            <tr key={i.id} className="align-top">
              <td className={`${cellClass()} whitespace-nowrap`}>{f.date(i.inspection_date)}</td>
              <td className={cellClass()}>{f.label.inspectionKind(i.kind)}</td>
              <td className={cellClass()}>{f.label.inspectionResult(i.result)}</td>
              <td className={cellClass("normal", { hideBelow: "sm" })}>{show(i.inspector)}</td>
              <td className={cellClass("normal", { hideBelow: "md" })}>{show(i.notes)}</td>
              <td className={cellClass()}>
                <DeleteButton url={`${api}/inspections/${i.id}`} label={tc("actions.delete")} confirmText={t("inspections.confirmDelete", { date: f.date(i.inspection_date) })} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("inspections.record")}</summary>
        <div className="mt-3">
          <ApiForm
            title={t("inspections.record")}
            action={`${api}/inspections`}
            method="POST"
            submitLabel={t("inspections.save")}
            resetOnSuccess
            successMessage={t("inspections.saved")}
            fields={[
              { name: "inspection_date", label: t("field.date"), type: "date", required: true },
              { name: "kind", label: t("field.kind"), type: "select", options: f.options(inspectionKinds, f.label.inspectionKind), defaultValue: "annual" },
              { name: "result", label: t("field.result"), type: "select", options: f.options(inspectionResults, f.label.inspectionResult) },
              { name: "inspector", label: t("field.inspector") },
              { name: "notes", label: t("field.notes"), type: "textarea" },
            ]}
          />
        </div>
      </details>
    </Card>
  );
}
