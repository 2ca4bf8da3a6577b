// One-click unsubscribe (RFC 8058) request schemas, shared by the handler and OpenAPI.
import { z } from "zod";

export const UnsubscribeParams = z.object({ token: z.string().min(1).max(400).describe("Signed token naming a user and a category (no expiry)") });

export const OneClickForm = z
  .object({ "List-Unsubscribe": z.literal("One-Click", { error: "The body must be List-Unsubscribe=One-Click" }) })
  .meta({ id: "OneClickUnsubscribe", description: "RFC 8058's body: List-Unsubscribe=One-Click" });
