import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { Caller } from "@/lib/auth/caller";
import { hasRole, homePath, type Role } from "@/lib/auth/roles";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LocaleSwitcher } from "./locale-switcher";
import { NavMenu, type NavItem } from "./nav-menu";

type ShellT = Awaited<ReturnType<typeof getTranslations<"shell">>>;
type NavKey = Parameters<ShellT>[0] & `nav.${string}`;

/**
 * The settings pages, under one "Settings" entry so the admin navigation fits one row at 1280 px.
 * A new settings page is one line here, with the lowest role that may open it.
 */
const SETTINGS: { href: string; label: NavKey; role: Role }[] = [
  { href: "/admin/members", label: "nav.members", role: "corps_admin" },
  { href: "/admin/organization", label: "nav.organization", role: "corps_admin" },
  { href: "/admin/organizations", label: "nav.organizations", role: "admin" },
  { href: "/admin/requirements", label: "nav.requirements", role: "corps_admin" },
  { href: "/admin/skills", label: "nav.skills", role: "corps_admin" },
  { href: "/admin/webhooks", label: "nav.webhooks", role: "corps_admin" },
  { href: "/admin/credentials", label: "nav.credentials", role: "corps_admin" },
  { href: "/admin/mailbox", label: "nav.mailbox", role: "corps_admin" },
  { href: "/admin/audit", label: "nav.audit", role: "corps_admin" },
];

/** Each role's pages, in the order people use them, labelled in the request's language. */
export function navFor(caller: Caller, t: ShellT): NavItem[] {
  const items: NavItem[] = [{ href: homePath(caller.role), label: t("nav.dashboard") }];
  if (caller.role === "volunteer") {
    items.push(
      { href: "/opportunities", label: t("nav.opportunities") },
      { href: "/volunteer/shifts", label: t("nav.myShifts") },
      { href: "/volunteer/calendar", label: t("nav.calendar") },
      { href: "/volunteer/hours", label: t("nav.hours") },
      { href: "/volunteer/badges", label: t("nav.badges") },
      { href: "/volunteer/profile", label: t("nav.profile") },
    );
  }
  if (hasRole(caller.role, "recruiter")) {
    items.push(
      { href: "/recruiter/opportunities", label: t("nav.opportunities") },
      { href: "/recruiter/calendar", label: t("nav.calendar") },
      { href: "/recruiter/hours", label: t("nav.hoursQueue") },
      { href: "/recruiter/notify", label: t("nav.notify") },
    );
  }
  if (hasRole(caller.role, "corps_admin")) {
    items.push({ href: "/admin/reports", label: t("nav.reports") }, { href: "/admin/achievements", label: t("nav.achievements") });
  }
  if (hasRole(caller.role, "recruiter")) {
    // The property CRM under one entry too, so the staff navigation stays one row at 1280 px.
    items.push({
      label: t("nav.properties"),
      links: [
        { href: "/properties", label: t("nav.properties") },
        { href: "/properties/sync", label: t("nav.listingSync") },
        { href: "/reports/rental-heatmap", label: t("nav.rentHeatmap") },
      ],
    });
  }
  items.push({ href: "/notifications", label: t("nav.notifications") });
  const settings = SETTINGS.filter((s) => hasRole(caller.role, s.role)).map(({ href, label }) => ({ href, label: t(label) }));
  if (settings.length > 0) items.push({ label: t("nav.settings"), links: settings });
  return items;
}

export async function AppHeader({ caller, setLocaleAction }: { caller: Caller; setLocaleAction: (form: FormData) => Promise<void> }) {
  const [t, tc, locale] = await Promise.all([getTranslations("shell"), getTranslations("common"), getLocale()]);
  const home = homePath(caller.role);
  const who = caller.name ?? caller.email;
  const role = tc(`role.${caller.role}`);
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Wider than the pages (max-w-6xl) so the admin navigation fits one row at 1280 px. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href={home} className="text-lg font-bold text-brand-700">
          Corps
        </Link>
        <NavMenu items={navFor(caller, t)} home={home} />
        <div className="flex items-center gap-2 text-sm">
          {/* Beside the staff's longer inline navigation the name fits only on very wide screens. */}
          <span className={hasRole(caller.role, "corps_admin") ? "hidden text-slate-600 sm:inline xl:hidden 2xl:inline" : "hidden text-slate-600 sm:inline"}>
            {who} · {role}
          </span>
          <LocaleSwitcher current={locale} action={setLocaleAction} label={tc("language")} />
          <SignOutButton label={t("signOut")} title={t("signedInAs", { who, role })} />
        </div>
      </div>
    </header>
  );
}
