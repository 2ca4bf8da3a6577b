// The property page's contacts card: linked contacts and the form that adds one, for callers
// who see personal data; everyone else is told why the card is empty.
import { ApiForm } from "@/components/properties/api-form";
import { DeleteButton } from "@/components/properties/delete-button";
import { options } from "@/components/properties/select-options";
import { Card, EmptyState } from "@/components/ui/card";
import { contactKinds } from "@/lib/properties/crm/property-enums";
import type { PropertyDetailDto } from "@/lib/properties/crm/property-schemas";

export function PropertyContactsCard({ p, api }: { p: PropertyDetailDto; api: string }) {
  if (!p.contacts) {
    return (
      <Card title="Tenants and contacts">
        <p className="text-sm text-slate-700">Names, phone numbers, e-mail addresses and leases of tenants and contacts are personal data: corps admins and admins see and manage them.</p>
      </Card>
    );
  }
  return (
    <Card title={`Contacts (${p.contacts.length})`}>
      {p.contacts.length === 0 ? (
        <EmptyState title="No contacts linked" />
      ) : (
        <ul className="divide-y divide-slate-200">
          {p.contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
              <div>
                <p className="font-medium">
                  {c.first_name} {c.last_name}
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{c.role}</span>
                  {c.is_owner && <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-900">owner contact</span>}
                </p>
                <p className="text-slate-700">{[c.company, c.email, c.phone].filter(Boolean).join(" · ") || "—"}</p>
                {c.notes && <p className="text-slate-600">{c.notes}</p>}
              </div>
              <DeleteButton url={`${api}/contacts/${c.id}`} label="Unlink" confirmText={`Unlink ${c.first_name} ${c.last_name} from this property?`} />
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Add a contact</summary>
        <div className="mt-3">
          <ApiForm
            title="Add a contact"
            action={`${api}/contacts`}
            method="POST"
            submitLabel="Add contact"
            resetOnSuccess
            successMessage="Contact added"
            fields={[
              { name: "first_name", label: "First name", required: true },
              { name: "last_name", label: "Last name", required: true },
              { name: "kind", label: "Kind", type: "select", options: options(contactKinds) },
              { name: "company", label: "Company" },
              { name: "email", label: "E-mail", type: "email" },
              { name: "phone", label: "Phone", type: "tel" },
              { name: "notes", label: "Notes", type: "textarea" },
            ]}
          />
        </div>
      </details>
    </Card>
  );
}
