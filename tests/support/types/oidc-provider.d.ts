// Minimal typing of oidc-provider 9 (no bundled types) for the test identity provider.
declare module "oidc-provider" {
  import type { Server } from "node:http";
  import type { JWK } from "jose";
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenFormat?: "opaque" | "jwt";
    jwt?: { sign?: { alg: string } };
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    jwks?: { keys: JWK[] };
    findAccount(ctx: unknown, id: string): Promise<Account>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: {
      devInteractions?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (ctx: unknown, client: unknown, oneOf?: string[]) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: unknown, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (ctx: unknown, resourceIndicator: string, client: unknown) => Promise<ResourceServer>;
      };
    };
    extraTokenClaims?: (ctx: unknown, token: { accountId?: string }) => Promise<Record<string, unknown> | undefined>;
    cookies?: { keys: string[] };
  }
  export const errors: { InvalidTarget: new (description?: string) => Error };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, callback?: () => void): Server;
  }
}
