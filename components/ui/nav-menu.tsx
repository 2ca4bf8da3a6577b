"use client";
// The role's navigation: inline from 1280 px (the admin's fits one row there), behind a "Menu"
// button on narrower screens. The current
// page is marked with aria-current so screen readers announce where the user is. A group (the
// admin's Settings) is a disclosure button with its links in a drop-down on wide screens and
// indented under it on phones; Escape or a click elsewhere closes it.
import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { UnreadBadge, useUnreadCount } from "@/components/notifications/unread-badge";

export interface NavLink {
  href: string;
  label: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

function isGroup(item: NavItem): item is NavGroup {
  return "links" in item;
}

function isCurrent(pathname: string, href: string, homes: string[]): boolean {
  // Home pages only match exactly; otherwise /volunteer would light up on /volunteer/hours.
  if (homes.includes(href)) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

const linkClass = (current: boolean) =>
  clsx("block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap xl:px-2.5", current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100");

function Group({ group, pathname, homes, onNavigate }: { group: NavGroup; pathname: string; homes: string[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const holdsCurrent = group.links.some((l) => isCurrent(pathname, l.href, homes));
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <li ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={clsx(linkClass(holdsCurrent), "flex w-full items-center gap-1 text-left xl:w-auto")}
      >
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={clsx("h-4 w-4 transition-transform", open && "rotate-180")} fill="currentColor">
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>
      <ul
        id={id}
        className={clsx(
          open ? "block" : "hidden",
          "ml-4 border-l border-slate-200 pl-2 xl:absolute xl:right-0 xl:z-30 xl:mt-1 xl:ml-0 xl:min-w-48 xl:rounded-md xl:border xl:bg-white xl:p-1 xl:shadow-lg",
        )}
      >
        {group.links.map((link) => {
          const current = isCurrent(pathname, link.href, homes);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                onClick={() => {
                  setOpen(false);
                  onNavigate();
                }}
                className={linkClass(current)}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

export function NavMenu({ items, home }: { items: NavItem[]; home: string }) {
  // null only outside the App Router (Next types it so once a pages/ folder exists); every page here is app/.
  const pathname = usePathname() ?? "";
  const [open, setOpen] = useState(false);
  const showsNotifications = items.some((i) => !isGroup(i) && i.href === "/notifications");
  const unread = useUnreadCount();
  const t = useTranslations("shell");
  /** ", 3 unread" for the accessible name of the link or button that shows the count. */
  const unreadSuffix = (count: number | null) => (count === null ? "" : t("unread", { count }));
  return (
    <>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 xl:hidden"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((o) => !o)}
        aria-label={showsNotifications && unread ? `${t("menu")}${unreadSuffix(unread)}` : undefined}
      >
        {t("menu")}
        {/* On phones the nav is folded away: the unread count shows on the button too. */}
        {showsNotifications && <UnreadBadge count={unread} />}
      </button>
      <nav id="main-nav" aria-label={t("mainNav")} className={clsx("w-full xl:order-none xl:block xl:w-auto", open ? "order-last block" : "hidden")}>
        <ul className="flex flex-col gap-1 py-2 xl:flex-row xl:items-center xl:gap-0 xl:py-0">
          {items.map((item) => {
            if (isGroup(item)) return <Group key={item.label} group={item} pathname={pathname} homes={[home]} onNavigate={() => setOpen(false)} />;
            const current = isCurrent(pathname, item.href, [home]);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  aria-label={item.href === "/notifications" && unread !== null ? `${item.label}${unreadSuffix(unread)}` : undefined}
                  onClick={() => setOpen(false)}
                  className={linkClass(current)}
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
