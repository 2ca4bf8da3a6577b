"use server";
import { revalidatePath } from "next/cache";
import { getLocale, getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { createInvitation } from "@/lib/corps/invitations/create-invitation";
import { InvitationCreate } from "@/lib/corps/invitations/invitation-schemas";
import { revokeInvitation } from "@/lib/corps/invitations/revoke-invitation";
import { MemberUpdate } from "@/lib/corps/members/member-schemas";
import { updateMember } from "@/lib/corps/members/update-member";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { formId } from "@/lib/forms/form-id";

const PATH = "/admin/members";

/** The invitation link travels back once, in this answer only. */
export type InviteState = ActionState & { inviteUrl?: string; invitedEmail?: string };

async function ctx() {
  return { caller: await requirePageCaller("corps_admin", PATH), db: db() };
}

export async function inviteAction(_prev: InviteState, form: FormData): Promise<InviteState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const orgId = form.get("org_id");
    const body = InvitationCreate.parse({
      email: String(form.get("email") ?? ""),
      role: form.get("role"),
      ...(c.caller.role === "admin" && typeof orgId === "string" && orgId ? { org_id: orgId } : {}),
    });
    const created = await createInvitation(c, body);
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("members.sentTo", { email: created.email }), inviteUrl: created.invite_url, invitedEmail: created.email };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function revokeInvitationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    const revoked = await revokeInvitation(c, formId(form, "invitation_id", "Invitation"));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("members.revokedTo", { email: revoked.email }) };
  } catch (err) {
    return failureState(err, {});
  }
}

export async function updateMemberAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    const active = form.get("is_active");
    const body = MemberUpdate.parse({
      ...(form.has("role") ? { role: form.get("role") } : {}),
      ...(typeof active === "string" ? { is_active: active === "true" } : {}),
    });
    const member = await updateMember(c, formId(form, "user_id", "Member"), body);
    revalidatePath(PATH);
    const who = member.name ?? member.email;
    const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
    // The role in a sentence is lowercase ("is now corps admin").
    const role = tc(`role.${member.role}`).toLocaleLowerCase(locale);
    const message =
      body.is_active === false ? t("members.memberDeactivated", { who }) : body.is_active === true ? t("members.memberReactivated", { who }) : t("members.memberRole", { who, role });
    return { ok: true, message };
  } catch (err) {
    return failureState(err, {});
  }
}
