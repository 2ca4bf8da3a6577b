"use client";
// Deletes one CRM record through the API after a confirmation, then re-renders the page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";

export function DeleteButton({ url, label, confirmText }: { url: string; label: string; confirmText: string }) {
  const t = useTranslations("properties");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          if (!window.confirm(confirmText)) return;
          setBusy(true);
          setError(null);
          const res = await fetch(url, { method: "DELETE" }).catch(() => null);
          setBusy(false);
          if (res?.ok) router.refresh();
          else setError(t("form.couldNotRemove"));
        }}
        className="rounded-md border border-red-300 px-2 py-1 text-xs font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {busy ? t("form.removing") : label}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
