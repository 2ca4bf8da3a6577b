import Link from "next/link";
import type { Caller } from "@/lib/auth/caller";
import { hasRole, homePath } from "@/lib/auth/roles";
import { SignOutButton } from "@/components/auth/sign-out-button";

const ROLE_LABEL = { volunteer: "Volunteer", recruiter: "Recruiter", corps_admin: "Corps admin", admin: "Admin" } as const;

function navFor(caller: Caller): { href: string; label: string }[] {
  const items = [{ href: homePath(caller.role), label: "Home" }];
  items.push({ href: "/opportunities", label: "Opportunities" });
  if (caller.role === "volunteer") items.push({ href: "/volunteer/profile", label: "Profile" });
  if (caller.role === "corps_admin" || caller.role === "admin") {
    items.push({ href: "/admin/mailbox", label: "Mailbox" }, { href: "/admin/webhooks", label: "Webhooks" });
  }
  if (hasRole(caller.role, "recruiter")) {
    items.push({ href: "/properties", label: "Properties" }, { href: "/properties/sync", label: "Listing sync" }, { href: "/reports/rental-heatmap", label: "Rent heatmap" });
  }
  items.push({ href: "/docs/api", label: "API" });
  return items;
}

export function AppHeader({ caller }: { caller: Caller }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href={homePath(caller.role)} className="text-lg font-bold text-brand-700">
          Corps
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
          {navFor(caller).map((item) => (
            <Link key={item.href} href={item.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
              {item.label}
            </Link>
          ))}
        </nav>
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
