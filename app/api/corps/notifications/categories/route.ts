import { db } from "@/lib/db/client";
import { getMyPreferences, updateMyPreferences } from "@/lib/corps/notifications/preferences";
import { PreferencesUpdate } from "@/lib/corps/notifications/preference-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => getMyPreferences({ caller, db: db() }));

export const PUT = route({ auth: "volunteer", body: PreferencesUpdate }, ({ caller, body }) => updateMyPreferences({ caller, db: db() }, body));
