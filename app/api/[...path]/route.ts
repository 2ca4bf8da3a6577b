// Any /api path that no route serves (a typo, a version segment like /api/v1/corps, a removed
// endpoint): answered in the error envelope, not with the HTML "page not found" of the app.
import { ApiError } from "@/lib/errors/api-error";
import { publicRoute } from "@/lib/http/route";

const notFound = publicRoute({}, async ({ req }) => {
  throw new ApiError("NOT_FOUND", `No endpoint ${req.method} ${req.nextUrl.pathname}`);
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
