// "My documents": the volunteer's standing on each requirement that concerns them, with the
// signed waivers to download (the API route answers the PDF; the session cookie authenticates).
import type { RequirementStatusItemDto } from "@/lib/corps/requirements/requirement-schemas";
import { formatDate } from "@/lib/format";
import { EmptyState } from "@/components/ui/card";
import { KIND_LABEL } from "./requirement-labels";
import { RequirementStatusBadge } from "./requirement-status-badge";

function detail(r: RequirementStatusItemDto, zone: string): string {
  if (r.kind === "minimum_age") return r.status === "missing" ? `At least ${r.min_age}: add your date of birth above` : `At least ${r.min_age}`;
  const rec = r.record;
  if (!rec) return r.kind === "waiver" ? "Not signed yet: you sign it when you sign up" : "Not recorded yet: your organizer records it";
  const what = rec.status === "signed" ? `Signed version ${rec.version} as ${rec.signed_name}` : rec.status === "passed" ? "Passed" : "Not passed";
  const expiry = rec.expires_at ? `; ${r.status === "expired" ? "expired" : "valid until"} ${formatDate(rec.expires_at, zone)}` : "";
  const outdated = r.status === "outdated" ? `; the current text is version ${r.version}` : "";
  return `${what} on ${formatDate(rec.completed_at, zone)}${expiry}${outdated}`;
}

export function MyDocuments({ items, zone }: { items: RequirementStatusItemDto[]; zone: string }) {
  if (items.length === 0) return <EmptyState title="Nothing to sign or record">Waivers and checks that your opportunities ask for appear here.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="My documents">
      {items.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {r.name} <span className="font-normal text-slate-700">({KIND_LABEL[r.kind] ?? r.kind})</span>
            </p>
            <p className="text-sm text-slate-700">{detail(r, zone)}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-3">
            <RequirementStatusBadge status={r.status} />
            {r.record?.document_url && (
              <a href={r.record.document_url} download className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
                Download signed PDF<span className="sr-only"> of {r.name}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
