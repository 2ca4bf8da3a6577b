import { db } from "@/lib/db/client";
import { listMembers } from "@/lib/corps/members/list-members";
import { MemberListQuery } from "@/lib/corps/members/member-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", query: MemberListQuery }, ({ caller, query }) => listMembers({ caller, db: db() }, query));
