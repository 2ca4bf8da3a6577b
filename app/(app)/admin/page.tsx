import type { Metadata } from "next";
import { Card, Stat } from "@/components/ui/card";
import { VolunteerTable } from "@/components/ui/volunteer-table";
import { requirePageCaller } from "@/lib/auth/session";
import { listVolunteers } from "@/lib/corps/volunteers";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "Admin home" };

export default async function AdminHome() {
  const caller = await requirePageCaller("corps_admin", "/admin");
  const ctx = { caller, db: db() };
  const [all, active] = await Promise.all([
    listVolunteers(ctx, { page: 1, limit: 25, skills: undefined }),
    listVolunteers(ctx, { page: 1, limit: 1, is_active: true, skills: undefined }),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{caller.role === "admin" ? "System administration" : "Organization administration"}</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label={caller.role === "admin" ? "Volunteers, all organizations" : "Volunteers"} value={all.total} />
        <Stat label="Active volunteers" value={active.total} />
      </div>
      <Card title="Volunteers">
        <VolunteerTable volunteers={all.volunteers} caption="Volunteers" />
      </Card>
    </div>
  );
}
