// The signed-in caller for server components and server actions (browser session cookie).
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { noteWrite } from "@/lib/replicas/recent-writes";
import { authOptions } from "./auth-options";
import type { Caller } from "@/lib/auth/caller";
import { loadCaller, type LoadedCaller } from "./load-caller";
import { hasRole, homePath, type Role } from "@/lib/auth/roles";
import { SSO_REFUSALS } from "./sso-refusals";

/** Once per request: the layout, the page and the language (request-config.ts) all ask. */
const sessionUser = cache(async function sessionUser(): Promise<LoadedCaller | null> {
  const session = await getServerSession(authOptions());
  const id = (session?.user as { id?: string } | undefined)?.id;
  const loaded = id ? await loadCaller(id) : null;
  // A server action is a change: the caller's next heavy reads stay on the primary for a while.
  if (loaded && "caller" in loaded && (await headers()).has("next-action")) await noteWrite(loaded.caller);
  return loaded;
});

export async function getSessionCaller(): Promise<Caller | null> {
  const loaded = await sessionUser();
  return loaded && "caller" in loaded ? loaded.caller : null;
}

/** For pages: sends anonymous visitors to sign-in and under-ranked users to their own home. */
export async function requirePageCaller(atLeast: Role = "volunteer", from?: string): Promise<Caller> {
  const loaded = await sessionUser();
  // A deactivated member's cookie still decodes: tell them why they are signed out.
  if (loaded && "refused" in loaded && loaded.refused === "deactivated") redirect(`/signin?error=${SSO_REFUSALS.deactivated.code}`);
  const caller = loaded && "caller" in loaded ? loaded.caller : null;
  if (!caller) {
    const back = from ?? (await headers()).get("x-pathname");
    redirect(back ? `/signin?callbackUrl=${encodeURIComponent(back)}` : "/signin");
  }
  if (!hasRole(caller.role, atLeast)) redirect(homePath(caller.role));
  return caller;
}
