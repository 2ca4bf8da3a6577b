import type { Metadata } from "next";
import Link from "next/link";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/auth/session";
import { getMyProfile } from "@/lib/corps/volunteers";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";

export const metadata: Metadata = { title: "Volunteer home" };

export default async function VolunteerHome() {
  const caller = await requirePageCaller("volunteer", "/volunteer");
  const profile = await getMyProfile({ caller, db: db() }).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
    throw err;
  });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Welcome{profile ? `, ${profile.first_name}` : ""}</h1>
      {!profile ? (
        <EmptyState title="You have no volunteer profile yet">
          Create one to sign up for opportunities and log hours.{" "}
          <Link href="/volunteer/profile" className="font-medium text-brand-700 underline">
            Create your profile
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Stat label="Approved hours" value={profile.stats.total_hours} />
            <Stat label="Events attended" value={profile.stats.events_attended} />
            <Stat label="Hours awaiting approval" value={profile.stats.pending_hours} />
          </div>
          <Card title="Your badges">
            {profile.achievements.length === 0 ? (
              <EmptyState title="No badges yet">Your first completed shift earns one.</EmptyState>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {profile.achievements.map((a) => (
                  <li key={a.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                    <span aria-hidden="true">{a.icon}</span> {a.name}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Your skills">
            <p className="text-sm text-slate-700">{profile.skills.length ? profile.skills.join(", ") : "No skills listed yet."}</p>
          </Card>
        </>
      )}
    </div>
  );
}
