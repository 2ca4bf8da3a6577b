import { db } from "@/lib/db/client";
import { createInvitation } from "@/lib/corps/invitations/create-invitation";
import { InvitationCreate, InvitationListQuery } from "@/lib/corps/invitations/invitation-schemas";
import { listInvitations } from "@/lib/corps/invitations/list-invitations";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", query: InvitationListQuery }, ({ caller, query }) => listInvitations({ caller, db: db() }, query));

export const POST = route({ auth: "corps_admin", body: InvitationCreate }, async ({ caller, body }) =>
  json(await createInvitation({ caller, db: db() }, body), 201),
);
