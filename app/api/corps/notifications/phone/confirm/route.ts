import { db } from "@/lib/db/client";
import { confirmMyPhone } from "@/lib/corps/texts/sms-contacts";
import { PhoneConfirm } from "@/lib/corps/texts/sms-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", body: PhoneConfirm }, ({ caller, body }) => confirmMyPhone({ caller, db: db() }, body));
