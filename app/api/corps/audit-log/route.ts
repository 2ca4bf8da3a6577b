import { db } from "@/lib/db/client";
import { AuditLogQuery } from "@/lib/corps/audit-log/audit-log-schemas";
import { listAuditLog } from "@/lib/corps/audit-log/list-audit-log";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", query: AuditLogQuery }, ({ caller, query }) => listAuditLog({ caller, db: db() }, query));
