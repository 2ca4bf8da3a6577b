import type { Metadata } from "next";
import { ProfileForm } from "@/components/forms/profile-form";
import { MyDocuments } from "@/components/requirements/my-documents";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listVolunteerRequirements } from "@/lib/corps/volunteers/volunteer-requirements";
import { listSkills } from "@/lib/corps/skills/skills";
import { getMyProfile } from "@/lib/corps/volunteers/volunteers";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { saveProfileAction } from "./actions";

export const metadata: Metadata = { title: "Your profile" };

export default async function ProfilePage() {
  const caller = await requirePageCaller("volunteer", "/volunteer/profile");
  const ctx = { caller, db: db() };
  const [profile, { skills }] = await Promise.all([
    getMyProfile(ctx).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
      throw err;
    }),
    listSkills(ctx),
  ]);
  const documents = profile ? (await listVolunteerRequirements(ctx, profile.id, {})).requirements : null;
  const zone = await viewerTimezone(ctx);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{profile ? "Your profile" : "Create your volunteer profile"}</h1>
      <Card>
        <ProfileForm saveProfileAction={saveProfileAction} profile={profile} skills={skills} />
      </Card>
      {documents && (
        <Card title="My documents">
          <MyDocuments items={documents} zone={zone} />
        </Card>
      )}
    </div>
  );
}
