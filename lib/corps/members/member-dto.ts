import type { User } from "@/lib/generated/prisma/client";
import type { MemberDto } from "./member-schemas";

export type MemberRow = Pick<User, "id" | "email" | "name" | "role" | "orgId" | "isActive" | "oidcSubject" | "lastSeenAt" | "createdAt">;

export const memberSelect = {
  id: true,
  email: true,
  name: true,
  role: true,
  orgId: true,
  isActive: true,
  oidcSubject: true,
  lastSeenAt: true,
  createdAt: true,
} as const;

export function toMemberDto(u: MemberRow): MemberDto {
  return {
    user_id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    org_id: u.orgId,
    is_active: u.isActive,
    sso_linked: u.oidcSubject !== null,
    last_seen_at: u.lastSeenAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}
