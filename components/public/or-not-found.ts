// Public pages: a look-up that says NOT_FOUND (organization not public, unknown shift) is the
// 404 page; anything else is a real error.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/errors/api-error";

export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ApiError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
}
