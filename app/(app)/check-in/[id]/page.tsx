import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { homePath } from "@/lib/auth/roles";
import { requirePageCaller } from "@/lib/sign-in/session";
import { kioskCheckIn, type KioskCheckInOutcome } from "@/lib/corps/signups/kiosk-check-in";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { uuid } from "@/lib/schemas/common-schemas";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";

export const metadata: Metadata = { title: "Check in" };
// Every visit is a fresh check-in attempt for the signed-in volunteer.
export const dynamic = "force-dynamic";

const UNCONFIRMED: Record<string, string> = {
  pending: "is still waiting for the organizer's approval",
  waitlist: "is on the waitlist",
  declined: "was declined",
  no_show: "was marked as not attending",
};

function Answer({ outcome, zone }: { outcome: KioskCheckInOutcome; zone: string }) {
  const ok = "rounded-lg bg-green-50 p-4 text-green-900";
  const warn = "rounded-lg bg-amber-50 p-4 text-amber-900";
  const bad = "rounded-lg bg-red-50 p-4 text-red-900";
  switch (outcome.result) {
    case "checked_in":
      return <p role="status" className={ok}>You&apos;re checked in to <strong>{outcome.title}</strong> at {formatDateTime(outcome.signup.check_in_at ?? new Date().toISOString(), zone)}. Thank you for coming!</p>;
    case "already_checked_in":
      return <p role="status" className={ok}>You&apos;re already checked in to <strong>{outcome.title}</strong>{outcome.at ? ` (since ${formatDateTime(outcome.at, zone)})` : ""}.</p>;
    case "invalid_code":
      return <p role="alert" className={bad}>This check-in code is not valid. Scan the QR code at the venue again, or ask the organizer.</p>;
    case "expired":
      return <p role="alert" className={bad}>This check-in code has expired: <strong>{outcome.title}</strong> has ended.</p>;
    case "closed":
      return <p role="alert" className={bad}><strong>{outcome.title}</strong> is {outcome.status}; check-in is closed.</p>;
    case "not_confirmed":
      return <p role="alert" className={warn}>Your signup for <strong>{outcome.title}</strong> {UNCONFIRMED[outcome.status] ?? `is ${outcome.status}`}, so you cannot check in. Please see the organizer.</p>;
    case "no_signup":
      return <p role="alert" className={warn}>You have no confirmed signup for <strong>{outcome.title}</strong>. Please see the organizer.</p>;
    case "requirements":
      return (
        <p role="alert" className={warn}>
          You cannot check in to <strong>{outcome.title}</strong> yet: {outcome.missing.map((m) => `${m.name} (${m.status})`).join(", ")}. Please see the organizer, who can check you in.
        </p>
      );
  }
}

export default async function CheckInPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const code = typeof sp.code === "string" ? sp.code : null;
  if (!uuid.safeParse(id).success) notFound();
  // Anonymous visitors sign in and come back to this same URL, code included.
  const caller = await requirePageCaller("volunteer", `/check-in/${id}${code ? `?code=${encodeURIComponent(code)}` : ""}`);
  // The QR flow is scan-and-done: visiting checks in. It is idempotent (a second visit answers
  // "already checked in") and nothing links to or prefetches this URL.
  const ctx = { caller, db: db() };
  const outcome = await kioskCheckIn(ctx, id, code);
  // The opportunity's zone (the id may name no opportunity: the default then).
  const zone = (await opportunityTimezones(ctx.db, [id]))(id);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">Check in</h1>
      <Card>
        <Answer outcome={outcome} zone={zone} />
        <p className="mt-4 text-sm">
          <Link href={homePath(caller.role)} className="font-medium text-brand-700 underline">Go to your dashboard</Link>
          {outcome.result !== "invalid_code" && (
            <>
              {" · "}
              <Link href={`/opportunities/${id}`} className="font-medium text-brand-700 underline">Opportunity details</Link>
            </>
          )}
        </p>
      </Card>
    </div>
  );
}
