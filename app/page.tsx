import Link from "next/link";
import { redirect } from "next/navigation";
import { getSessionCaller } from "@/lib/sign-in/session";
import { homePath } from "@/lib/auth/roles";

export default async function Landing() {
  const caller = await getSessionCaller();
  if (caller) redirect(homePath(caller.role));
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-4xl flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Corps</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Volunteers, events and hours in one place.</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Organizations post opportunities, volunteers sign up and check in, hours are approved and celebrated with badges. The property CRM keeps
        rental listings in sync and maps the market.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/signin" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Sign in
        </Link>
        <Link href="/docs/api" className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100">
          API reference
        </Link>
      </div>
    </main>
  );
}
