import type { Metadata } from "next";
import Link from "next/link";
import QRCode from "qrcode";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { kioskCheckInUrl } from "@/lib/corps/signups/kiosk-check-in";
import { db } from "@/lib/db/client";
import { formatDateRange, formatDateTime } from "@/lib/format";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";

export const metadata: Metadata = { title: "Kiosk check-in" };

export default async function KioskPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requirePageCaller("recruiter", `/recruiter/opportunities/${id}/kiosk`);
  const o = await loadManagedOpportunity(caller, id);
  const [link, zone] = await Promise.all([kioskCheckInUrl({ caller, db: db() }, o.id), organizationTimezone(db(), o.org_id)]);
  const back = <p className="text-sm"><Link href={`/recruiter/opportunities/${o.id}`} className="text-brand-700 underline">Back to {o.title}</Link></p>;
  if (!link.open) {
    return (
      <div className="space-y-6">
        {back}
        <h1 className="text-2xl font-bold">Kiosk check-in: {o.title}</h1>
        <EmptyState title="Check-in is closed">
          {link.reason === "ended" ? "This event has ended." : `The opportunity is ${link.status}; volunteers can check in to published events only.`}
        </EmptyState>
      </div>
    );
  }
  const { url, expiresAt } = link;
  // Rendered on the server as SVG: sharp at any size, no client JavaScript.
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } });
  return (
    <div className="space-y-6">
      {back}
      <div className="text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">Check in: {o.title}</h1>
        <p className="mt-1 text-slate-700">{formatDateRange(o.start_datetime, o.end_datetime, zone)}</p>
      </div>
      <Card className="mx-auto max-w-xl text-center">
        <p className="text-lg font-medium text-slate-900">Scan with your phone&apos;s camera to check in</p>
        <div
          role="img"
          aria-label={`QR code for checking in to ${o.title}`}
          data-testid="kiosk-qr"
          className="mx-auto mt-4 w-full max-w-md [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p className="mt-4 text-sm text-slate-700">Sign in with your volunteer account when asked. You need a confirmed signup.</p>
        <p className="mt-1 text-sm text-slate-700">This code works until {formatDateTime(expiresAt, zone)}.</p>
        <details className="mt-4 text-left text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Show the check-in link</summary>
          <p className="mt-2 break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800" data-testid="kiosk-url">{url}</p>
        </details>
      </Card>
    </div>
  );
}
