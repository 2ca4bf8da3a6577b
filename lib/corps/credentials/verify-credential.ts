// POST /api/credentials/verify: checks a credential in either form against the key that this
// app's DID document lists for its issuer, never against a key the credential brings along.
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { compactVerify, decodeProtectedHeader, importJWK } from "jose";
import type { Db } from "@/lib/db/client";
import { OpenBadgeCredential, type VerifyCredentialBody, type VerifyCredentialResultDto } from "./credential-schemas";
import { createDocumentLoader } from "./document-loader";
import { orgIdOfDid, statusListUrl } from "./issuer-did";
import { findDidDocument, type DidDocument } from "./issuer-keys";
import { isRevokedIndex } from "./status-list";

type Json = Record<string, unknown>;

function str(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

function obj(v: unknown): Json | null {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : null;
}

/** What the result tells about whom and what, read from the credential as given (and only shown). */
function describe(credential: Json | null) {
  const issuer = obj(credential?.issuer);
  const issuerId = str(issuer?.id) ?? str(credential?.issuer);
  const subject = obj(credential?.credentialSubject);
  const achievement = obj(subject?.achievement);
  return {
    issuer: issuerId ? { id: issuerId, name: str(issuer?.name) ?? issuerId } : null,
    subject_name: str(subject?.name),
    achievement_name: str(achievement?.name) ?? str(credential?.name),
  };
}

interface Resolved {
  orgId: string;
  didDocument: DidDocument;
}

/** The issuer's DID document as this app serves it; null when the DID is not one of this app's organizations. */
async function resolveIssuer(db: Db, issuerId: string | undefined): Promise<Resolved | null> {
  const orgId = issuerId ? orgIdOfDid(issuerId) : null;
  if (!orgId) return null;
  const didDocument = await findDidDocument(db, orgId);
  return didDocument ? { orgId, didDocument } : null;
}

function keyIsListed(doc: DidDocument, verificationMethod: string | null): boolean {
  return verificationMethod !== null && doc.assertionMethod.includes(verificationMethod) && doc.verificationMethod.some((m) => m.id === verificationMethod);
}

/** The status entry must point into the issuer's own list; the bit is read from the same rows that build that list. */
async function statusOf(db: Db, orgId: string, credential: Json): Promise<{ ok: boolean; revoked: boolean }> {
  const entry = obj(credential.credentialStatus);
  const index = Number(str(entry?.statusListIndex));
  if (!entry || str(entry.statusListCredential) !== statusListUrl(orgId) || !Number.isSafeInteger(index) || index < 0) return { ok: false, revoked: false };
  const revoked = await isRevokedIndex(db, orgId, index);
  return { ok: !revoked, revoked };
}

async function verifyJson(db: Db, credential: Json, errors: string[]) {
  const checks = { signature: false, issuer_key: false, status: false, shape: OpenBadgeCredential.safeParse(credential).success };
  if (!checks.shape) errors.push("The credential is not an Open Badges 3.0 credential of this app's shape");
  if (!obj(credential.proof)) errors.push("The credential has no proof");
  const issuerId = str(obj(credential.issuer)?.id) ?? undefined;
  const issuer = await resolveIssuer(db, issuerId);
  let revoked = false;
  if (!issuer) {
    errors.push("The issuer is not an organization of this app");
    return { checks, revoked };
  }
  const proof = obj(credential.proof);
  checks.issuer_key = keyIsListed(issuer.didDocument, str(proof?.verificationMethod)) && str(proof?.verificationMethod)?.startsWith(`${issuer.didDocument.id}#`) === true;
  if (!checks.issuer_key) errors.push("The proof's key is not one of the issuer's keys");
  if (checks.issuer_key) {
    const documentLoader = createDocumentLoader(async (did) => (did === issuer.didDocument.id ? { ...issuer.didDocument } : null));
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
      documentLoader,
      // Revocation is its own check below.
      checkStatus: async () => ({ verified: true }),
    });
    checks.signature = result.verified;
    if (!result.verified) errors.push("The signature does not match the credential: it was changed after signing, or not signed by this key");
  }
  const status = await statusOf(db, issuer.orgId, credential);
  checks.status = status.ok;
  revoked = status.revoked;
  if (revoked) errors.push("The issuer revoked this credential");
  else if (!status.ok) errors.push("The credential's status entry is not in the issuer's status list");
  return { checks, revoked };
}

async function verifyJwt(db: Db, jwt: string, errors: string[]): Promise<{ checks: VerifyCredentialResultDto["checks"]; revoked: boolean; payload: Json | null }> {
  const checks = { signature: false, issuer_key: false, status: false, shape: false };
  let header: { alg?: string; kid?: string; typ?: string };
  let payload: Json | null = null;
  try {
    header = decodeProtectedHeader(jwt);
    const [, body] = jwt.split(".");
    payload = obj(JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8")));
  } catch {
    errors.push("Not a compact JWS");
    return { checks, revoked: false, payload: null };
  }
  checks.shape = header.alg === "EdDSA" && header.typ === "vc+jwt" && payload !== null && OpenBadgeCredential.safeParse(payload).success && !("proof" in payload);
  if (!checks.shape) errors.push("The JWT is not an Open Badges 3.0 credential of this app's shape (alg EdDSA, typ vc+jwt)");
  const issuer = await resolveIssuer(db, str(obj(payload?.issuer)?.id) ?? undefined);
  if (!issuer || !payload) {
    errors.push("The issuer is not an organization of this app");
    return { checks, revoked: false, payload };
  }
  const kid = header.kid ?? null;
  const method = issuer.didDocument.verificationMethod.find((m) => m.id === kid);
  checks.issuer_key = keyIsListed(issuer.didDocument, kid) && method !== undefined;
  if (!checks.issuer_key || !method) errors.push("The JWT's kid is not one of the issuer's keys");
  else {
    try {
      const key = await importJWK({ ...method.publicKeyJwk }, "EdDSA");
      await compactVerify(jwt, key, { algorithms: ["EdDSA"] });
      checks.signature = true;
    } catch {
      errors.push("The signature does not match the credential: it was changed after signing, or not signed by this key");
    }
  }
  const status = await statusOf(db, issuer.orgId, payload);
  checks.status = status.ok;
  if (status.revoked) errors.push("The issuer revoked this credential");
  else if (!status.ok) errors.push("The credential's status entry is not in the issuer's status list");
  return { checks, revoked: status.revoked, payload };
}

export async function verifyCredential(db: Db, input: VerifyCredentialBody): Promise<VerifyCredentialResultDto> {
  const errors: string[] = [];
  if ("jwt" in input) {
    const { checks, revoked, payload } = await verifyJwt(db, input.jwt, errors);
    return { verified: Object.values(checks).every(Boolean), checks, ...describe(payload), revoked, errors };
  }
  const { checks, revoked } = await verifyJson(db, input.credential, errors);
  return { verified: Object.values(checks).every(Boolean), checks, ...describe(input.credential), revoked, errors };
}
