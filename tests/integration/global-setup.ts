import type { TestProject } from "vitest/node";
import type { JWK } from "jose";
import { startJwksIssuer, type TestIssuer } from "../support/jwks-issuer";
import { startTestStack, type TestStack } from "../support/test-stack";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    secret: string;
    cronSecret: string;
    oidcIssuer: string;
    oidcPrivateJwk: JWK;
  }
}

let stack: TestStack | undefined;
let issuer: TestIssuer | undefined;

export async function setup(project: TestProject) {
  // A local identity provider whose access tokens the app must accept as Bearer tokens.
  issuer = await startJwksIssuer();
  stack = await startTestStack({ extraEnv: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: "corps-test", OIDC_CLIENT_SECRET: "corps-test-secret" } });
  project.provide("oidcIssuer", issuer.issuer);
  project.provide("oidcPrivateJwk", issuer.privateJwk);
  project.provide("baseUrl", stack.baseUrl);
  project.provide("databaseUrl", stack.databaseUrl);
  project.provide("secret", stack.secret);
  project.provide("cronSecret", stack.cronSecret);
}

export async function teardown() {
  await stack?.stop();
  await issuer?.close();
}
