// A badge's emoji on a tint of its colour (the catalogue's badge_color at ~13 % alpha), as the
// dashboards and the admin's badge pages show it. Decorative: the badge's name is always beside it.
import clsx from "clsx";

export function BadgeIcon({ icon, color, size = "md" }: { icon: string; color: string; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={clsx("flex shrink-0 items-center justify-center rounded-full", size === "lg" ? "h-10 w-10 text-xl" : "h-9 w-9 text-lg")}
      style={{ backgroundColor: `${color}22` }}
    >
      {icon}
    </span>
  );
}
