import { defineConfig } from "vitest/config";

// Three projects: unit tests (no server), integration tests (real HTTP against a built app
// and a real database, started once by tests/integration/global-setup.ts), and the stress test
// of the embedded default (the built app and `npm run token` under load, state of its own).
export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: "stress", include: ["tests/stress/**/*.test.ts"], environment: "node", testTimeout: 330_000, fileParallelism: false },
      },
    ],
  },
});
