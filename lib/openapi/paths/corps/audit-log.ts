import { z } from "zod";
import { AuditLogExportQuery, AuditLogList, AuditLogQuery } from "@/lib/corps/audit-log/audit-log-schemas";
import { registerRoute } from "../../registry";

const tags = ["Audit log"];
const scope =
  "Append-only: there is no route that edits or deletes an entry. A corps_admin reads their own organization's entries; an admin every entry " +
  "(or one organization's with org_id; refused sign-ins that match no member are visible to admins only). Newest first. Actions: " +
  "member.role_changed, member.deactivated, member.reactivated, invitation.created, invitation.accepted, invitation.revoked, " +
  "organization.created, organization.updated, webhook.created, webhook.deleted, webhook.secret_rotated, sso.link_refused.";

registerRoute({ method: "get", path: "/api/corps/audit-log", summary: "Read the audit log", description: scope, tags, auth: "corps_admin", query: AuditLogQuery, response: { schema: AuditLogList } });
registerRoute({
  method: "get",
  path: "/api/corps/audit-log/export",
  summary: "Download the filtered audit log as CSV",
  description: `${scope} Served as an attachment audit-log-<date>.csv: header row, RFC 4180 quoting, cells starting with = + - @ prefixed with '; changes as JSON.`,
  tags,
  auth: "corps_admin",
  query: AuditLogExportQuery,
  response: { schema: z.string().meta({ description: "text/csv file" }), contentType: "text/csv", description: "The CSV file" },
});
