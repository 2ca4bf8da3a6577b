// Builds the OpenAPI 3.1 document from the registry. Each domain's paths module registers
// its routes on import; add new modules to the list below.
import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registry } from "./registry";
import "./paths/meta";
import "./paths/corps/volunteers";
import "./paths/corps/notifications";
import "./paths/messaging";
import "./paths/corps/webhooks";
import "./paths/corps/opportunities";
import "./paths/corps/series";
import "./paths/corps/organizations";
import "./paths/corps/requirements";
import "./paths/corps/hours";
import "./paths/corps/achievements";
import "./paths/properties/sync";
import "./paths/properties/crm";
import "./paths/properties/pm-companies";
import "./paths/corps/reports";
import "./paths/corps/dashboards";
import "./paths/corps/calendar";
import "./paths/properties/rental-listings";
import "./paths/properties/rent-market";
import "./paths/corps/members";
import "./paths/corps/audit-log";
import "./paths/credentials";
import "./paths/attendance/attendance";
import "./paths/corps/public-pages";

type Document = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

let cached: Document | undefined;

/**
 * The route wrapper reads a query key with an empty value (`search=`, an unfilled field of a GET
 * form) as not given (lib/http/parse-request.ts), on every route: each query parameter says so,
 * or a validating client or proxy would refuse what the app takes.
 */
function allowEmptyQueryValues(doc: Document): Document {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of [item.get, item.put, item.post, item.delete, item.patch]) {
      for (const param of op?.parameters ?? []) {
        if ("in" in param && param.in === "query") param.allowEmptyValue = true;
      }
    }
  }
  return doc;
}

export function openApiDocument() {
  cached ??= allowEmptyQueryValues(new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Corps volunteer network and property CRM API",
      version: "1.0.0",
      description:
        "Volunteer network API under /api/corps (volunteer-network.md) and the property sync and rental listings API " +
        "(property-sync.md). Errors always use the envelope {error: {code, message, details}}. Lists take page (default 1) " +
        "and limit (default 25, at most 100); array query parameters accept repeated keys or a comma list, and a query " +
        "parameter with an empty value (`search=`) counts as not given.\n\n" +
        "Rules of every route: a URL whose percent-encoding is not UTF-8, or a NUL character in a query, path or JSON " +
        "string, is 400 VALIDATION_ERROR. POST, PATCH, PUT and DELETE take `application/json` only (any other declared " +
        "type is 400), and when authenticated by the session cookie they need the app's own `Origin` (or " +
        "`Sec-Fetch-Site: same-origin`): a cross-site request is 403 FORBIDDEN. Bearer and cron callers are not checked " +
        "for Origin. A client address whose credentials keep failing gets 429 RATE_LIMITED with Retry-After (by default " +
        "after 20 failures a minute); expensive routes also limit each caller. Authenticated answers carry " +
        "`Cache-Control: no-store`.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Volunteers", description: "Volunteer profiles" },
      { name: "Skills", description: "The skills catalogue" },
      { name: "Notifications", description: "In-app and e-mail notifications" },
      { name: "Webhooks", description: "Signed event deliveries (Standard Webhooks)" },
      { name: "Cron", description: "Scheduled jobs called by Vercel cron" },
      { name: "Opportunities", description: "Opportunities: search, lifecycle" },
      { name: "Signups", description: "Signups, waitlists, parties, check-in and check-out" },
      { name: "Requirements", description: "Signup requirements: waivers, background checks, orientation, minimum age" },
      { name: "Series", description: "Recurring shift series: one opportunity per occurrence" },
      { name: "Credentials", description: "Verifiable credentials (Open Badges 3.0): issue, read, verify, revoke; DID documents and status lists" },
      { name: "Organizations", description: "Organizations, their member counts and settings (time zone, public page)" },
      { name: "Public pages", description: "What an organization that opted in shows without sign-in" },
      { name: "Property sync", description: "Copying rental listings from the Cosmos DB source into property records" },
      { name: "Property CRM", description: "Property records, units, tenants, inspections, contacts and PMCs" },
      { name: "Reports", description: "Reports and exports" },
      { name: "Dashboards", description: "Role dashboards" },
      { name: "Calendar", description: "iCalendar feeds and downloads" },
      { name: "Properties", description: "Property sync and rental listings" },
      { name: "Rent market", description: "Rent statistics, HUD Small Area FMR benchmarks and the voucher payment standard" },
      { name: "Members", description: "People of an organization: roles, deactivation, invitations" },
      { name: "Audit log", description: "Append-only record of changes to people, organizations, webhooks and sign-in links" },
      { name: "Meta", description: "This document" },
    ],
  }));
  return cached;
}
