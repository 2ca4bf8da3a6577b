import { db } from "@/lib/db/client";
import { listAchievements } from "@/lib/corps/achievements/achievements";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => listAchievements({ caller, db: db() }));
