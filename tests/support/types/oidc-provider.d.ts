// Minimal typing of oidc-provider 9 (no bundled types) for the test identity provider.
declare module "oidc-provider" {
  import type { Server } from "node:http";
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, id: string): Promise<Account>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, unknown>;
    cookies?: { keys: string[] };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, callback?: () => void): Server;
  }
}
