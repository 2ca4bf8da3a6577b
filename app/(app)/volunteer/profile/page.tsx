import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileForm } from "@/components/forms/profile-form";
import { MyDocuments } from "@/components/requirements/my-documents";
import { LanguageForm } from "@/components/volunteer/language-form";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listVolunteerRequirements } from "@/lib/corps/volunteers/volunteer-requirements";
import { listSkills } from "@/lib/corps/skills/skills";
import { getMyProfile } from "@/lib/corps/volunteers/volunteers";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { saveLocaleAction, saveProfileAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

export default async function ProfilePage() {
  const caller = await requirePageCaller("volunteer", "/volunteer/profile");
  const t = await getTranslations("profile");
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
      <h1 className="text-2xl font-bold">{profile ? t("title") : t("createTitle")}</h1>
      <Card>
        <ProfileForm saveProfileAction={saveProfileAction} profile={profile} skills={skills} />
      </Card>
      <Card title={t("language.title")}>
        <LanguageForm chosen={caller.locale ?? null} saveLocaleAction={saveLocaleAction} />
      </Card>
      {documents && (
        <Card title={t("documents.title")}>
          <MyDocuments items={documents} zone={zone} />
        </Card>
      )}
    </div>
  );
}
