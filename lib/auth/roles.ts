// Role rank: volunteer < recruiter < corps_admin < admin. "recruiter+" means rank >= recruiter.
import type { Role } from "@/lib/generated/prisma/enums";

export const ROLES = ["volunteer", "recruiter", "corps_admin", "admin"] as const satisfies readonly Role[];
export type { Role };

const RANK: Record<Role, number> = { volunteer: 0, recruiter: 1, corps_admin: 2, admin: 3 };

export function hasRole(role: Role, atLeast: Role): boolean {
  return RANK[role] >= RANK[atLeast];
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The signed-in home page of each role. */
export function homePath(role: Role): string {
  if (role === "volunteer") return "/volunteer";
  if (role === "recruiter") return "/recruiter";
  return "/admin";
}
