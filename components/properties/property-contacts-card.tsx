// The property page's contacts card: linked contacts and the form that adds one, for callers
// who see personal data; everyone else is told why the card is empty.
import { ApiForm } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { propertyFormat } from "@/components/properties/format";
import { getTranslations } from "next-intl/server";
import { Card, EmptyState } from "@/components/ui/card";
import { contactKinds } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export async function PropertyContactsCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  const [f, t] = await Promise.all([propertyFormat(), getTranslations("properties")]);
  if (!p.contacts) {
    return (
      <Card title={t("contacts.restrictedTitle")}>
        <p className="text-sm text-slate-700">{t("contacts.restricted")}</p>
      </Card>
    );
  }
  return (
    <Card title={t("contacts.title", { count: p.contacts.length })}>
      {p.contacts.length === 0 ? (
        <EmptyState title={t("contacts.empty")} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {p.contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
              <div>
                <p className="font-medium">
                  {c.first_name} {c.last_name}
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{f.label.contact(c.role)}</span>
                  {c.is_owner && <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-900">{t("contacts.ownerContact")}</span>}
                </p>
                <p className="text-slate-700">{[c.company, c.email, c.phone].filter(Boolean).join(" · ") || "—"}</p>
                {c.notes && <p className="text-slate-600">{c.notes}</p>}
              </div>
              <DeleteButton url={`${api}/contacts/${c.id}`} label={t("contacts.unlink")} confirmText={t("contacts.confirmUnlink", { name: `${c.first_name} ${c.last_name}` })} />
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("contacts.add")}</summary>
        <div className="mt-3">
          <ApiForm
            title={t("contacts.add")}
            action={`${api}/contacts`}
            method="POST"
            submitLabel={t("contacts.addButton")}
            resetOnSuccess
            successMessage={t("contacts.added")}
            fields={[
              { name: "first_name", label: t("field.firstName"), required: true },
              { name: "last_name", label: t("field.lastName"), required: true },
              { name: "kind", label: t("field.kind"), type: "select", options: f.options(contactKinds, f.label.contact) },
              { name: "company", label: t("field.company") },
              { name: "email", label: t("field.email"), type: "email" },
              { name: "phone", label: t("field.phone"), type: "tel" },
              { name: "notes", label: t("field.notes"), type: "textarea" },
            ]}
          />
        </div>
      </details>
    </Card>
  );
}
