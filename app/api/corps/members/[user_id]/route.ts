import { db } from "@/lib/db/client";
import { getMember } from "@/lib/corps/members/get-member";
import { memberParams, MemberUpdate } from "@/lib/corps/members/member-schemas";
import { updateMember } from "@/lib/corps/members/update-member";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", params: memberParams }, ({ caller, params }) => getMember({ caller, db: db() }, params.user_id));

export const PATCH = route({ auth: "corps_admin", params: memberParams, body: MemberUpdate }, ({ caller, params, body }) =>
  updateMember({ caller, db: db() }, params.user_id, body),
);
