import { db } from "@/lib/db/client";
import { deleteMyPhone, getMyPhone, setMyPhone } from "@/lib/corps/texts/sms-contacts";
import { PhoneSet } from "@/lib/corps/texts/sms-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => getMyPhone({ caller, db: db() }));

export const PUT = route({ auth: "volunteer", body: PhoneSet }, ({ caller, body }) => setMyPhone({ caller, db: db() }, body));

export const DELETE = route({ auth: "volunteer" }, ({ caller }) => deleteMyPhone({ caller, db: db() }));
