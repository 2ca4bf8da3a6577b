// Builds the OpenAPI 3.1 document from the registry. Each domain's paths module registers
// its routes on import; add new modules to the list below.
import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registry } from "./registry";
import "./paths/meta";
import "./paths/volunteers";
import "./paths/notifications";
import "./paths/webhooks";
import "./paths/opportunities";
import "./paths/hours";
import "./paths/achievements";
import "./paths/properties";
import "./paths/reports";
import "./paths/dashboards";
import "./paths/calendar";
import "./paths/rental-listings";

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument() {
  cached ??= new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Corps volunteer network and property CRM API",
      version: "1.0.0",
      description:
        "Volunteer network API under /api/corps (volunteer-network.md) and the property sync and rental listings API " +
        "(property-sync.md). Errors always use the envelope {error: {code, message, details}}. Lists take page (default 1) " +
        "and limit (default 25, at most 100); array query parameters accept repeated keys or a comma list.",
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
      { name: "Signups", description: "Signups, waitlists, check-in and check-out" },
      { name: "Property sync", description: "Copying rental listings from the Cosmos DB source into property records" },
      { name: "Property CRM", description: "Property records, units, tenants, inspections, contacts and PMCs" },
      { name: "Reports", description: "Reports and exports" },
      { name: "Dashboards", description: "Role dashboards" },
      { name: "Calendar", description: "iCalendar feeds and downloads" },
      { name: "Properties", description: "Property sync and rental listings" },
      { name: "Meta", description: "This document" },
    ],
  });
  return cached;
}
