"use client";
// The private calendar feed: its address with a copy button, a webcal:// subscribe link, and
// rotate (new address) / revoke (turn off) actions.
import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { toast } from "sonner";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export function CalendarFeedPanel({ feedUrl, rotateFeedAction, revokeFeedAction }: { feedUrl: string | null; rotateFeedAction: FormAction; revokeFeedAction: FormAction }) {
  const [rotateState, rotate, rotating] = useActionState(rotateFeedAction, initialActionState);
  const [revokeState, revoke, revoking] = useActionState(revokeFeedAction, initialActionState);
  useActionToast(rotateState);
  useActionToast(revokeState);
  const inputId = useId();
  const t = useTranslations("calendar");
  const copy = async () => {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success(t("feed.copied"));
    } catch {
      toast.error(t("feed.copyBlocked"));
    }
  };
  const secondary = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60";
  if (!feedUrl) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t("feed.intro")}</p>
        <form action={rotate}>
          <button type="submit" disabled={rotating} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {rotating ? t("feed.creating") : t("feed.create")}
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t("feed.active")}</p>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">{t("feed.address")}</label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input id={inputId} readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900" />
          <button type="button" onClick={() => void copy()} className={secondary}>{t("feed.copy")}</button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={feedUrl.replace(/^https?:\/\//, "webcal://")} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("feed.subscribe")}
        </a>
        <form action={rotate}>
          <input type="hidden" name="existed" value="1" />
          <button type="submit" disabled={rotating} className={secondary}>{rotating ? t("feed.working") : t("feed.rotate")}</button>
        </form>
        <form action={revoke}>
          <button type="submit" disabled={revoking} className="rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
            {revoking ? t("feed.working") : t("feed.revoke")}
          </button>
        </form>
      </div>
    </div>
  );
}
