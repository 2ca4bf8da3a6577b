import { openApiDocument } from "@/lib/openapi/document";
import { publicRoute } from "@/lib/http/route";

export const GET = publicRoute({}, async () => openApiDocument());
