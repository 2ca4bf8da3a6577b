// The signed-in caller for server components and server actions (browser session cookie).
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authOptions } from "./auth-options";
import type { Caller } from "./caller";
import { loadCaller } from "./load-caller";
import { hasRole, homePath, type Role } from "./roles";

export async function getSessionCaller(): Promise<Caller | null> {
  const session = await getServerSession(authOptions());
  const id = (session?.user as { id?: string } | undefined)?.id;
  return id ? loadCaller(id) : null;
}

/** For pages: sends anonymous visitors to sign-in and under-ranked users to their own home. */
export async function requirePageCaller(atLeast: Role = "volunteer", from?: string): Promise<Caller> {
  const caller = await getSessionCaller();
  if (!caller) {
    const back = from ?? (await headers()).get("x-pathname");
    redirect(back ? `/signin?callbackUrl=${encodeURIComponent(back)}` : "/signin");
  }
  if (!hasRole(caller.role, atLeast)) redirect(homePath(caller.role));
  return caller;
}
