import { db } from "@/lib/db/client";
import { getMyProfile } from "@/lib/corps/volunteers/volunteers";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => getMyProfile({ caller, db: db() }));
