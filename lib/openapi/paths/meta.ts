import { z } from "zod";
import { registerRoute } from "../registry";

registerRoute({
  method: "get",
  path: "/api/openapi.json",
  summary: "This OpenAPI 3.1 document",
  tags: ["Meta"],
  auth: "public",
  response: { schema: z.object({ openapi: z.string() }).passthrough() },
});
