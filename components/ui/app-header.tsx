import Link from "next/link";
import type { Caller } from "@/lib/auth/caller";
import { hasRole, homePath } from "@/lib/auth/roles";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { NavMenu, type NavItem } from "./nav-menu";

const ROLE_LABEL = { volunteer: "Volunteer", recruiter: "Recruiter", corps_admin: "Corps admin", admin: "Admin" } as const;

/** Each role's pages, in the order people use them. */
export function navFor(caller: Caller): NavItem[] {
  const items: NavItem[] = [{ href: homePath(caller.role), label: "Dashboard" }];
  if (caller.role === "volunteer") {
    items.push(
      { href: "/opportunities", label: "Opportunities" },
      { href: "/volunteer/shifts", label: "My shifts" },
      { href: "/volunteer/hours", label: "Hours" },
      { href: "/volunteer/badges", label: "Badges" },
      { href: "/volunteer/profile", label: "Profile" },
    );
  }
  if (hasRole(caller.role, "recruiter")) {
    items.push(
      { href: "/recruiter/opportunities", label: "Opportunities" },
      { href: "/recruiter/hours", label: "Hours queue" },
      { href: "/recruiter/notify", label: "Notify" },
    );
  }
  if (hasRole(caller.role, "corps_admin")) {
    items.push(
      { href: "/admin/reports", label: "Reports" },
      { href: "/admin/achievements", label: "Achievements" },
      { href: "/admin/skills", label: "Skills" },
      { href: "/admin/webhooks", label: "Webhooks" },
      { href: "/admin/mailbox", label: "Mailbox" },
    );
  }
  if (hasRole(caller.role, "recruiter")) {
    items.push({ href: "/properties", label: "Properties" }, { href: "/properties/sync", label: "Listing sync" }, { href: "/reports/rental-heatmap", label: "Rent heatmap" });
  }
  items.push({ href: "/notifications", label: "Notifications" });
  return items;
}

export function AppHeader({ caller }: { caller: Caller }) {
  const home = homePath(caller.role);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href={home} className="text-lg font-bold text-brand-700">
          Corps
        </Link>
        <NavMenu items={navFor(caller)} home={home} />
        <div className="flex items-center gap-2 text-sm">
          <span className="hidden text-slate-600 sm:inline">
            {caller.name ?? caller.email} · {ROLE_LABEL[caller.role]}
          </span>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
