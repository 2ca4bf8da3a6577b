// Playwright's web server: a local OIDC provider plus the test stack (fresh database, built
// app) behind a validating proxy on fixed ports; stops them all on SIGTERM. The proxy checks
// every /api answer against the OpenAPI document (tests/support/validating-proxy.ts) and logs
// what differs to a file (openapi-log.ts), which the fixtures read after each test.
import { startCosmosEmulator } from "@/scripts/cosmos/emulator";
import { DEMO_SOURCE } from "@/lib/properties/sync/demo-source";
import { startOidcProvider } from "../support/oidc-provider";
import { freePort, startTestStack } from "../support/test-stack";
import { startValidatingProxy } from "../support/validating-proxy";
import { openApiLogFile } from "./openapi-log";

const port = Number(process.env.E2E_PORT ?? 3917);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const baseUrl = `http://127.0.0.1:${port}`;

const oidc = await startOidcProvider(oidcPort, baseUrl);
// The listing source of the embedded demo, so the sync panel runs against the real SDK.
const source = await startCosmosEmulator({ ...DEMO_SOURCE });
const stack = await startTestStack({
  port: await freePort(),
  publicUrl: baseUrl,
  extraEnv: {
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_NAME: "Test IdP",
    COSMOS_ENDPOINT: source.endpoint,
    COSMOS_KEY: source.key,
    COSMOS_DATABASE: source.database,
    COSMOS_CONTAINER: source.container,
    // The admin journey registers a webhook endpoint served by the test itself on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE: "1",
  },
});
const proxy = await startValidatingProxy({ port, target: stack.baseUrl, logFile: openApiLogFile(port) });
console.log(`e2e stack ready at ${baseUrl} (the app itself at ${stack.baseUrl})`);

const stop = async () => {
  await proxy.close();
  await stack.stop();
  await source.close();
  await oidc.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
setInterval(() => undefined, 1 << 30);
