import type { Metadata } from "next";
import Link from "next/link";
import { FlashToast } from "@/components/recruiter/flash-toast";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { OpportunityActions } from "@/components/recruiter/opportunity-actions";
import { Roster } from "@/components/recruiter/roster";
import { LotteryCard } from "@/components/opportunities/lottery-card";
import { getLottery } from "@/lib/corps/opportunities/lottery-replay";
import { StatusBadge } from "@/components/recruiter/status-badge";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listRoster } from "@/lib/corps/signups/roster";
import { db } from "@/lib/db/client";
import { formatDateRange, formatHours } from "@/lib/format";
import { organizerNotesAction, recordRequirementAction, rosterAction } from "./actions";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";
import { transitionAction } from "../actions";

export const metadata: Metadata = { title: "Opportunity" };

const FLASH: Record<string, string> = { created: "Saved as a draft.", updated: "Changes saved." };
const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function RecruiterOpportunityPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const caller = await requirePageCaller("recruiter", `/recruiter/opportunities/${id}`);
  const o = await loadManagedOpportunity(caller, id);
  // Its organization's zone: an admin may look at another organization's opportunity.
  const [roster, zone, lottery] = await Promise.all([
    listRoster({ caller, db: db() }, o.id),
    organizationTimezone(db(), o.org_id),
    o.signup_mode === "lottery" ? getLottery({ caller, db: db() }, o.id) : null,
  ]);
  const active = roster.signups.filter((s) => ["pending", "confirmed", "waitlist", "checked_in", "offered", "entered"].includes(s.status)).length;
  // People, not signups: a checked-in party counts every member.
  const checkedIn = roster.signups.filter((s) => s.status === "checked_in").reduce((n, s) => n + s.party_size, 0);
  const editable = o.status === "draft" || o.status === "published" || o.status === "full";
  const kiosk = o.status === "published" || o.status === "full";
  const where = o.location_type === "remote" ? "Remote" : [o.location_name, o.address, o.city, o.state, o.zip_code].filter(Boolean).join(", ") || "Not set";
  const flash = typeof sp.saved === "string" ? (FLASH[sp.saved] ?? null) : null;
  return (
    <div className="space-y-6">
      <FlashToast message={flash} param="saved" />
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">Your opportunities</Link></p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{o.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <StatusBadge status={o.status} /> <span>{formatDateRange(o.start_datetime, o.end_datetime, zone)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3 text-sm">
          {editable && <Link href={`/recruiter/opportunities/${o.id}/edit`} className={link}>Edit</Link>}
          {kiosk && <Link href={`/recruiter/opportunities/${o.id}/kiosk`} className={link}>Kiosk check-in (QR code)</Link>}
          {o.status !== "draft" && o.status !== "cancelled" && <Link href={`/opportunities/${o.id}`} className={link}>Public page</Link>}
        </div>
      </div>

      {o.series_id && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
          One date of a weekly series: edits and actions here change this date only.{" "}
          <Link href={`/recruiter/series/${o.series_id}`} className={link}>Every date of the series</Link>
        </p>
      )}

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Seats taken", o.max_volunteers === null ? `${o.seats_taken}` : `${o.seats_taken} / ${o.max_volunteers}`],
          ["Pending", `${o.pending_count}`],
          [o.signup_mode === "lottery" && o.lottery_drawn_at === null ? "Entered" : "Waitlist", `${o.signup_mode === "lottery" && o.lottery_drawn_at === null ? o.entered_count : o.waitlist_count}${o.offered_count ? ` (+${o.offered_count} offered)` : ""}`],
          ["Checked in", `${checkedIn}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
          </div>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="Details" className="lg:col-span-2">
          {o.status === "cancelled" && (
            <p className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">Cancelled{o.cancel_reason ? `: ${o.cancel_reason}` : "."}</p>
          )}
          <p className="whitespace-pre-line text-sm text-slate-800">{o.description || o.short_description || "No description yet."}</p>
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div><dt className="font-medium text-slate-600">Where</dt><dd>{where}</dd></div>
            <div><dt className="font-medium text-slate-600">Kind of work</dt><dd>{o.labor_type.charAt(0).toUpperCase() + o.labor_type.slice(1)}, {o.physical_demand} physical demand</dd></div>
            <div><dt className="font-medium text-slate-600">Volunteers</dt><dd>{o.min_volunteers === null ? "No minimum" : `At least ${o.min_volunteers}`}, {o.max_volunteers === null ? "no maximum" : `at most ${o.max_volunteers}`}</dd></div>
            <div><dt className="font-medium text-slate-600">Estimated time</dt><dd>{o.estimated_hours === null ? "Not set" : formatHours(o.estimated_hours)}</dd></div>
            <div><dt className="font-medium text-slate-600">Signups</dt><dd>{o.auto_approve_signups ? "Confirmed automatically" : "You approve each one"}{o.allow_waitlist ? "; waitlist when full" : "; no waitlist"}</dd></div>
            <div><dt className="font-medium text-slate-600">Hours</dt><dd>{o.auto_approve_hours ? "Approved automatically at check-out" : "Go to the hours queue"}</dd></div>
            {o.skills_needed.length > 0 && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">Skills needed</dt><dd>{o.skills_needed.join(", ")}</dd></div>}
            {o.requirements && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">Requirements</dt><dd>{o.requirements}</dd></div>}
            <div className="sm:col-span-2"><dt className="font-medium text-slate-600">Signup requirements</dt><dd>{o.signup_requirements.length === 0 ? "None" : o.signup_requirements.map((r) => r.name).join(", ")}</dd></div>
          </dl>
        </Card>
        <Card title="Actions">
          <OpportunityActions transitionAction={transitionAction} id={o.id} status={o.status} activeSignups={active} />
        </Card>
      </div>

      {lottery && (
        <Card title="The draw">
          <LotteryCard lottery={lottery} zone={zone} />
        </Card>
      )}

      <section id="roster" aria-labelledby="roster-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="roster-title" className="mb-3 text-base font-semibold text-slate-900">Roster ({roster.total})</h2>
        <Roster signups={roster.signups} zone={zone} opportunityId={o.id} canAct={o.status !== "cancelled"} actions={{ roster: rosterAction, notes: organizerNotesAction, record: recordRequirementAction }} />
      </section>
    </div>
  );
}
