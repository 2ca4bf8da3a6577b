// Everything the contract knows how to answer, as an ApiError: our own errors, zod failures and
// Prisma's "not found" and constraint errors, and an unreachable database (503). Anything else is unknown (undefined): a bug.
import { ZodError } from "zod";
import { ApiError } from "./api-error";
import { isDatabaseUnavailable } from "./unavailable";
import { zodFields } from "./zod-fields";

/** Prisma's known request errors, matched by code so the generated client is not imported here. */
function prismaError(err: unknown): ApiError | undefined {
  if (typeof err !== "object" || err === null || !("code" in err)) return undefined;
  const code = (err as { code: unknown }).code;
  const name = (err as { name?: unknown }).name;
  if (name !== "PrismaClientKnownRequestError") return undefined;
  if (code === "P2025") return ApiError.notFound("Resource");
  if (code === "P2002") return new ApiError("CONFLICT", "A resource with these values already exists");
  if (code === "P2003") return ApiError.validation({ body: "Refers to a resource that does not exist" });
  return undefined;
}

export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) return ApiError.validation(zodFields(err));
  if (isDatabaseUnavailable(err)) return ApiError.unavailable();
  return prismaError(err);
}
