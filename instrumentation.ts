// Runs once when a Next.js server starts: refuse to start with a configuration that cannot work
// (e.g. on Vercel without DATABASE_URL), with a message that says what to set.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { assertStartupEnv } = await import("./lib/env");
    assertStartupEnv();
  }
}
