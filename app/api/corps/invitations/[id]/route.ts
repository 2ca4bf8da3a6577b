import { db } from "@/lib/db/client";
import { getInvitation } from "@/lib/corps/invitations/list-invitations";
import { revokeInvitation } from "@/lib/corps/invitations/revoke-invitation";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", params: idParams }, ({ caller, params }) => getInvitation({ caller, db: db() }, params.id));

export const DELETE = route({ auth: "corps_admin", params: idParams }, ({ caller, params }) => revokeInvitation({ caller, db: db() }, params.id));
