// How roles read in English, and what each lets a person do, for the invitation page until it
// reads the request's language. Translated pages use common.role.* (members page, audit log).
import type { Role } from "@/lib/auth/roles";

export const ROLE_LABEL: Record<Role, string> = { volunteer: "Volunteer", recruiter: "Recruiter", corps_admin: "Corps admin", admin: "Admin" };

export const ROLE_DESCRIPTION: Record<Role, string> = {
  volunteer: "sign up for opportunities, check in and log volunteer hours",
  recruiter: "manage the organization's opportunities, signups and hours",
  corps_admin: "everything a recruiter does, plus reports, members and settings of the organization",
  admin: "administer every organization",
};
