"use client";
// The header's unread count: read from the notifications API (the browser's session cookie
// authenticates), refreshed every 20 s, when the window regains focus, on navigation, and at
// once when the notifications page marks something read.
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { UNREAD_CHANGED } from "./unread-events";

const POLL_MS = 20_000;

async function fetchUnread(): Promise<number | null> {
  try {
    const res = await fetch("/api/corps/notifications?unread_only=true&limit=1", { cache: "no-store", headers: { accept: "application/json" } });
    if (!res.ok) return null;
    const body = (await res.json()) as { unread_count?: unknown };
    return typeof body.unread_count === "number" ? body.unread_count : null;
  } catch {
    // Offline or navigating away: keep the last count; the next poll tries again.
    return null;
  }
}

/** The caller's unread count; null until the first answer. */
export function useUnreadCount(): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  const pathname = usePathname();
  // Actions on other pages (signing up, checking out) create notifications: re-count on
  // navigation (pathname) as well as on the timer, focus and the page's signal.
  useEffect(() => {
    let live = true;
    const load = () => {
      void fetchUnread().then((n) => {
        if (live && n !== null) setUnread(n);
      });
    };
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") load();
    }, POLL_MS);
    window.addEventListener("focus", load);
    window.addEventListener(UNREAD_CHANGED, load);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", load);
      window.removeEventListener(UNREAD_CHANGED, load);
    };
  }, [pathname]);
  return unread;
}

/** The visible pill; screen readers get the count from the owner's aria-label (the nav's unread suffix). */
export function UnreadBadge({ count }: { count: number | null }) {
  if (count === null || count === 0) return null;
  return (
    <span aria-hidden="true" data-testid="unread-count" className="ml-1.5 inline-block min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white">
      {count > 99 ? "99+" : count}
    </span>
  );
}
