import Link from "next/link";
import type { Caller } from "@/lib/auth/caller";
import { hasRole, homePath, type Role } from "@/lib/auth/roles";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { NavMenu, type NavItem, type NavLink } from "./nav-menu";
import { ROLE_LABEL } from "./role-labels";

/**
 * The settings pages, under one "Settings" entry so the admin navigation fits one row at 1280 px.
 * A new settings page is one line here, with the lowest role that may open it.
 */
const SETTINGS: (NavLink & { role: Role })[] = [
  { href: "/admin/members", label: "Members", role: "corps_admin" },
  { href: "/admin/organization", label: "Organization", role: "corps_admin" },
  { href: "/admin/organizations", label: "Organizations", role: "admin" },
  { href: "/admin/requirements", label: "Requirements", role: "corps_admin" },
  { href: "/admin/skills", label: "Skills", role: "corps_admin" },
  { href: "/admin/webhooks", label: "Webhooks", role: "corps_admin" },
  { href: "/admin/credentials", label: "Credentials", role: "corps_admin" },
  { href: "/admin/mailbox", label: "Mailbox", role: "corps_admin" },
  { href: "/admin/audit", label: "Audit log", role: "corps_admin" },
];

/** Each role's pages, in the order people use them. */
export function navFor(caller: Caller): NavItem[] {
  const items: NavItem[] = [{ href: homePath(caller.role), label: "Dashboard" }];
  if (caller.role === "volunteer") {
    items.push(
      { href: "/opportunities", label: "Opportunities" },
      { href: "/volunteer/shifts", label: "My shifts" },
      { href: "/volunteer/calendar", label: "Calendar" },
      { href: "/volunteer/hours", label: "Hours" },
      { href: "/volunteer/badges", label: "Badges" },
      { href: "/volunteer/profile", label: "Profile" },
    );
  }
  if (hasRole(caller.role, "recruiter")) {
    items.push(
      { href: "/recruiter/opportunities", label: "Opportunities" },
      { href: "/recruiter/calendar", label: "Calendar" },
      { href: "/recruiter/hours", label: "Hours queue" },
      { href: "/recruiter/notify", label: "Notify" },
    );
  }
  if (hasRole(caller.role, "corps_admin")) {
    items.push({ href: "/admin/reports", label: "Reports" }, { href: "/admin/achievements", label: "Achievements" });
  }
  if (hasRole(caller.role, "recruiter")) {
    // The property CRM under one entry too, so the staff navigation stays one row at 1280 px.
    items.push({
      label: "Properties",
      links: [
        { href: "/properties", label: "Properties" },
        { href: "/properties/sync", label: "Listing sync" },
        { href: "/reports/rental-heatmap", label: "Rent heatmap" },
      ],
    });
  }
  items.push({ href: "/notifications", label: "Notifications" });
  const settings = SETTINGS.filter((s) => hasRole(caller.role, s.role)).map(({ href, label }) => ({ href, label }));
  if (settings.length > 0) items.push({ label: "Settings", links: settings });
  return items;
}

export function AppHeader({ caller }: { caller: Caller }) {
  const home = homePath(caller.role);
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Wider than the pages (max-w-6xl) so the admin navigation fits one row at 1280 px. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href={home} className="text-lg font-bold text-brand-700">
          Corps
        </Link>
        <NavMenu items={navFor(caller)} home={home} />
        <div className="flex items-center gap-2 text-sm">
          {/* Beside the staff's longer inline navigation the name fits only on very wide screens. */}
          <span className={hasRole(caller.role, "corps_admin") ? "hidden text-slate-600 sm:inline xl:hidden 2xl:inline" : "hidden text-slate-600 sm:inline"}>
            {caller.name ?? caller.email} · {ROLE_LABEL[caller.role]}
          </span>
          <SignOutButton title={`Signed in as ${caller.name ?? caller.email} (${ROLE_LABEL[caller.role]})`} />
        </div>
      </div>
    </header>
  );
}
