import { db } from "@/lib/db/client";
import { AuditLogExportQuery } from "@/lib/corps/audit-log/audit-log-schemas";
import { exportAuditLog } from "@/lib/corps/audit-log/export-audit-log";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", query: AuditLogExportQuery }, async ({ caller, query }) => exportAuditLog({ caller, db: db() }, query));
