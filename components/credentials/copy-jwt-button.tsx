"use client";
// Copies the JWT form of a credential (fetched from its public link with Accept: application/vc+jwt).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";

export function CopyJwtButton({ url, name }: { url: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("credentials");
  const copy = async () => {
    setBusy(true);
    try {
      const res = await fetch(url, { headers: { accept: "application/vc+jwt" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await navigator.clipboard.writeText(await res.text());
      toast.success(t("jwt.copied"));
    } catch {
      toast.error(t("jwt.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      disabled={busy}
      className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      aria-label={t("jwt.label", { name })}
    >
      {busy ? t("jwt.copying") : t("jwt.copy")}
    </button>
  );
}
