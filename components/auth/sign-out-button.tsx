"use client";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";

export function SignOutButton({ callbackUrl = "/", label, title }: { callbackUrl?: string; label?: string; title?: string }) {
  const t = useTranslations("auth");
  return (
    <button
      type="button"
      title={title}
      onClick={() => signOut({ callbackUrl })}
      className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      {label ?? t("signOut")}
    </button>
  );
}
