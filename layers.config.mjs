// The layers of lib/, top to bottom (docs/architecture.md has the picture). A room (a folder of
// lib/, or a file directly in it) may import its own files and the rooms of lower layers: never a
// room of its own layer, never one above. eslint.config.mjs turns this table into
// no-restricted-imports rules; tests/unit/import-layers.test.ts checks the resolved import graph
// against it and finds cycles. A new room goes into the table before it is used.
export const LIB_LAYERS = [
  ["openapi"], //                     the OpenAPI document: describes the routes
  ["http", "forms"], //               the route wrapper, parsing, responses; server actions' form state
  ["sign-in"], //                     next-auth, OIDC linking, sessions, tokens
  ["corps", "properties", "health"], // the domain: the product's rules; the health check
  ["email", "sms", "webhooks", "csv", "geo"], // what the domain uses: delivery, CSV streams, ZIP geography
  ["auth"], //                        the caller, roles, scope, the service context
  ["errors", "schemas", "replicas"], // ApiError and its codes; shared zod building blocks; read replicas, kept aggregates
  ["db", "logger"], //                the Prisma client; the logger
  ["env", "format"], //               settings; display formats
  ["time", "async", "types", "generated"], // time zones, small async tools, ambient types, the generated client
  ["i18n"], //                        the languages, their message catalogues, locale negotiation
];

/** The one file of lib/sign-in that may import the domain: its narrow interface. */
export const SIGN_IN_DOOR = "lib/sign-in/domain.ts";

/** Folders outside lib/ that lib/ never imports: lib/ is the bottom of the house. */
export const ABOVE_LIB = ["app", "components", "pages", "scripts", "bench", "tests", "prisma"];
