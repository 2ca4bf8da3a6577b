import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SignupPanel } from "@/components/opportunities/signup-panel";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/auth/session";
import { hasStarted, mySignup } from "@/lib/corps/my-signup";
import { getOpportunity } from "@/lib/corps/opportunities";
import { db } from "@/lib/db/client";
import { formatDateRange } from "@/lib/format";
import { ApiError } from "@/lib/http/api-error";
import { uuid } from "@/lib/http/common-schemas";

export const metadata: Metadata = { title: "Opportunity" };

export default async function OpportunityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!uuid.safeParse(id).success) notFound();
  const caller = await requirePageCaller("volunteer", `/opportunities/${id}`);
  const ctx = { caller, db: db() };
  const o = await getOpportunity(ctx, id).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  const mine = await mySignup(ctx, id);
  const started = hasStarted(o.start_datetime);
  const open = (o.status === "published" || o.status === "full") && !started && (!o.is_full || o.allow_waitlist);
  const closedReason = !caller.volunteerId
    ? "Create your volunteer profile to sign up."
    : started
      ? "This opportunity has already started."
      : o.status === "full" || o.is_full
        ? "This opportunity is full and has no waitlist."
        : `Signups are closed (${o.status}).`;
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href="/opportunities" className="text-brand-700 underline">All opportunities</Link></p>
      <div>
        <h1 className="text-2xl font-bold">{o.title}</h1>
        <p className="mt-1 text-slate-700">{o.organization_name}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="About" className="lg:col-span-2">
          <p className="whitespace-pre-line text-sm text-slate-800">{o.description || o.short_description}</p>
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div><dt className="font-medium text-slate-600">When</dt><dd>{formatDateRange(o.start_datetime, o.end_datetime)}</dd></div>
            <div><dt className="font-medium text-slate-600">Where</dt><dd>{o.location_type === "remote" ? "Remote" : [o.location_name, o.address, o.city, o.state, o.zip_code].filter(Boolean).join(", ")}</dd></div>
            <div><dt className="font-medium text-slate-600">Kind of work</dt><dd>{o.labor_type}, {o.physical_demand} physical demand</dd></div>
            <div><dt className="font-medium text-slate-600">Seats</dt><dd>{o.max_volunteers === null ? `${o.confirmed_count} confirmed` : `${o.confirmed_count} confirmed of ${o.max_volunteers}`}{o.waitlist_count ? `, ${o.waitlist_count} waiting` : ""}</dd></div>
            {o.skills_needed.length > 0 && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">Skills that help</dt><dd>{o.skills_needed.join(", ")}</dd></div>}
            {o.requirements && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">Requirements</dt><dd>{o.requirements}</dd></div>}
          </dl>
        </Card>
        <Card title="Your place">
          <SignupPanel opportunityId={o.id} status={mine?.status ?? null} waitlistRank={mine?.waitlist_rank ?? null} canSignUp={open && Boolean(caller.volunteerId)} closedReason={closedReason} />
          {/* A file download from the API (the session cookie authenticates), not a page. */}
          <p className="mt-4 border-t border-slate-200 pt-3 text-sm">
            <a href={`/api/corps/opportunities/${o.id}/calendar.ics`} download className="font-medium text-brand-700 underline hover:text-brand-800">
              Add to calendar
            </a>
            <span className="text-slate-600"> (.ics file)</span>
          </p>
        </Card>
      </div>
    </div>
  );
}
