import type { TestProject } from "vitest/node";
import type { JWK } from "jose";
import { startOidcProvider, type TestOidc } from "../support/oidc-provider";
import { startProviderRecorder, type ProviderRecorder } from "../support/provider-recorder";
import { freePort, startTestStack, type TestStack } from "../support/test-stack";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    secret: string;
    cronSecret: string;
    oidcIssuer: string;
    oidcPrivateJwk: JWK;
    oidcClientId: string;
    oidcClientSecret: string;
    oidcAudience: string;
    oidcOtherClient: { clientId: string; clientSecret: string; redirectUri: string };
    /** The Resend and Twilio stand-in the app sends through (GET {url}/__recorded lists what arrived). */
    recorderUrl: string;
    twilioAuthToken: string;
  }
}

let stack: TestStack | undefined;
let oidc: TestOidc | undefined;
let recorder: ProviderRecorder | undefined;

export async function setup(project: TestProject) {
  // A real OpenID provider (oidc-provider, default claim placement) as the hosted identity
  // provider. OIDC_AUDIENCE is the app's own client id, as with one Entra ID registration for app
  // and API: the hardest case for telling ID tokens from access tokens.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const clientId = "corps-test";
  oidc = await startOidcProvider(await freePort(), baseUrl, { clientId, clientSecret: "corps-test-secret", apiAudience: clientId });
  // E-mail and SMS leave the app as in production, to a local recorder of both providers' APIs.
  recorder = await startProviderRecorder({ apiKey: "re_test_stack", accountSid: "ACtest0000000000000000000000000000", authToken: "twilio-test-token" });
  stack = await startTestStack({
    port,
    extraEnv: {
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_AUDIENCE: oidc.apiAudience,
      // The suites check 401s on purpose, hundreds of them from 127.0.0.1 within minutes; the
      // failed-authentication limit itself is tested on stacks of its own (rate-limits.test.ts).
      RATE_LIMIT_FAILED_AUTH: "100000",
      RESEND_API_KEY: "re_test_stack",
      RESEND_BASE_URL: recorder.url,
      EMAIL_FROM: "Corps <noreply@corps.test>",
      TWILIO_ACCOUNT_SID: recorder.accountSid,
      TWILIO_AUTH_TOKEN: recorder.authToken,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_BASE: recorder.url,
    },
  });
  project.provide("oidcIssuer", oidc.issuer);
  project.provide("oidcPrivateJwk", oidc.privateJwk);
  project.provide("oidcClientId", oidc.clientId);
  project.provide("oidcClientSecret", oidc.clientSecret);
  project.provide("oidcAudience", oidc.apiAudience);
  project.provide("oidcOtherClient", oidc.otherClient);
  project.provide("baseUrl", stack.baseUrl);
  project.provide("databaseUrl", stack.databaseUrl);
  project.provide("secret", stack.secret);
  project.provide("cronSecret", stack.cronSecret);
  project.provide("recorderUrl", recorder.url);
  project.provide("twilioAuthToken", recorder.authToken);
}

export async function teardown() {
  await stack?.stop();
  await oidc?.close();
  await recorder?.close();
}
