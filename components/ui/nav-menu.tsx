"use client";
// The role's navigation: inline on wide screens, behind a "Menu" button on phones. The current
// page is marked with aria-current so screen readers announce where the user is.
import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { UnreadBadge, unreadSuffix, useUnreadCount } from "@/components/notifications/unread-badge";

export interface NavItem {
  href: string;
  label: string;
}

function isCurrent(pathname: string, href: string, homes: string[]): boolean {
  // Home pages only match exactly; otherwise /volunteer would light up on /volunteer/hours.
  if (homes.includes(href)) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function NavMenu({ items, home }: { items: NavItem[]; home: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const showsNotifications = items.some((i) => i.href === "/notifications");
  const unread = useUnreadCount();
  return (
    <>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 lg:hidden"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((o) => !o)}
        aria-label={showsNotifications && unread ? `Menu${unreadSuffix(unread)}` : undefined}
      >
        Menu
        {/* On phones the nav is folded away: the unread count shows on the button too. */}
        {showsNotifications && <UnreadBadge count={unread} />}
      </button>
      <nav id="main-nav" aria-label="Main" className={clsx("w-full lg:order-none lg:block lg:w-auto", open ? "order-last block" : "hidden")}>
        <ul className="flex flex-col gap-1 py-2 lg:flex-row lg:flex-wrap lg:items-center lg:py-0">
          {items.map((item) => {
            const current = isCurrent(pathname, item.href, [home]);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  aria-label={item.href === "/notifications" && unread !== null ? `${item.label}${unreadSuffix(unread)}` : undefined}
                  onClick={() => setOpen(false)}
                  className={clsx(
                    "block rounded-md px-3 py-2 text-sm font-medium",
                    current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {item.label}
                  {item.href === "/notifications" && <UnreadBadge count={unread} />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
