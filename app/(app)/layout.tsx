import { AppHeader } from "@/components/ui/app-header";
import { requirePageCaller } from "@/lib/sign-in/session";
import { setLocaleAction } from "./locale-action";

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const caller = await requirePageCaller();
  return (
    <>
      <AppHeader caller={caller} setLocaleAction={setLocaleAction} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
