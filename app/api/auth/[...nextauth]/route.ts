import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/sign-in/auth-options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so they follow the environment of the running server.
async function handler(req: NextRequest, ctx: Ctx) {
  return NextAuth(req, { params: await ctx.params }, authOptions());
}

export { handler as GET, handler as POST };
