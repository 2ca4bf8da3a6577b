// Builds the OpenAPI 3.1 document from the registry. Each domain's paths module registers
// its routes on import; add new modules to the list below.
import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registry } from "./registry";
import "./paths/meta";
import "./paths/volunteers";
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
      { name: "Properties", description: "Property sync and rental listings" },
      { name: "Meta", description: "This document" },
    ],
  });
  return cached;
}
