// The two proofs of a credential: an embedded Data Integrity proof (eddsa-rdfc-2022) for the JSON
// form, and a compact JWS (VC-JOSE-COSE, typ vc+jwt) of the same credential for the JWT form.
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { CompactSign } from "jose";
import type { Db } from "@/lib/db/client";
import { createDocumentLoader } from "./document-loader";
import { currentSigningKey, type SigningKey } from "./issuer-keys";

// Signing needs the contexts only: the issuer's own DID document is not consulted.
const loader = createDocumentLoader();

export async function signJsonWith(key: SigningKey, credential: object): Promise<Record<string, unknown>> {
  const suite = new DataIntegrityProof({ signer: key.keyPair.signer(), cryptosuite: eddsaRdfc2022 });
  // vc.issue adds the proof to the object it is given: sign a copy.
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader: loader });
}

export async function signJson(db: Db, orgId: string, credential: object): Promise<Record<string, unknown>> {
  return signJsonWith(await currentSigningKey(db, orgId), credential);
}

/** The credential (without proof) as the payload of a compact JWS. */
export async function signJwtWith(key: SigningKey, credential: object): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: "EdDSA", kid: key.verificationMethod, typ: "vc+jwt", cty: "vc" })
    .sign(key.privateKey);
}
