"use client";
// The header's unread count: read from the notifications API (the browser's session cookie
// authenticates), refreshed every 20 s, when the window regains focus, on navigation, and at
// once when the notifications page marks something read.
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { UNREAD_CHANGED } from "./unread-events";

const POLL_MS = 20_000;

/** The caller's unread count; null until the first answer. */
export function useUnreadCount(): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  const pathname = usePathname();
  const refresh = useCallback(async () => {
    try {
      const res = await fetch("/api/corps/notifications?unread_only=true&limit=1", { cache: "no-store", headers: { accept: "application/json" } });
      if (!res.ok) return;
      const body = (await res.json()) as { unread_count?: unknown };
      if (typeof body.unread_count === "number") setUnread(body.unread_count);
    } catch {
      // Offline or navigating away: keep the last count; the next poll tries again.
    }
  }, []);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    const now = () => void refresh();
    window.addEventListener("focus", now);
    window.addEventListener(UNREAD_CHANGED, now);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", now);
      window.removeEventListener(UNREAD_CHANGED, now);
    };
  }, [refresh]);
  // Actions on other pages (signing up, checking out) create notifications: re-count on navigation.
  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);
  return unread;
}

/** Goes inside a link or button: its accessible name gains ", 3 unread"; sighted users see a pill. */
export function UnreadBadge({ count }: { count: number | null }) {
  if (count === null) return null;
  return (
    <>
      <span className="sr-only">{count === 0 ? ", none unread" : `, ${count} unread`}</span>
      {count > 0 && (
        <span aria-hidden="true" data-testid="unread-count" className="ml-1.5 inline-block min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </>
  );
}
