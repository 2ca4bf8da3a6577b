"use client";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-700">The page could not be shown. {error.digest ? `Reference: ${error.digest}` : ""}</p>
      <button type="button" onClick={reset} className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        Try again
      </button>
    </main>
  );
}
