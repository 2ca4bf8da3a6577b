// The organizations' Ed25519 signing keys: created on first use, the private half sealed with
// AES-256-GCM under a key derived (HKDF-SHA256) from CREDENTIALS_SECRET, rotated on request. Every
// key, retired or not, stays in the DID document so that older credentials keep verifying
// (docs/decisions/071-issuer-keys.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import type { Ed25519KeyPair, JwkOkp } from "@digitalbazaar/ed25519-multikey";
import { importJWK } from "jose";
import type { Ctx } from "@/lib/auth/context";
import { assertManagesOrg, requireRole } from "@/lib/auth/scope";
import type { Db, DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "../audit-log/record-audit";
import { DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT } from "./document-loader";
import { issuerDid, verificationMethodId } from "./issuer-did";

export interface SigningKey {
  keyNumber: number;
  verificationMethod: string;
  keyPair: Ed25519KeyPair;
  /** The same private key for jose (the JWT form). */
  privateKey: CryptoKey;
}

let sealKey: { secret: string; key: Buffer } | undefined;

function sealingKey(): Buffer {
  const secret = env().CREDENTIALS_SECRET;
  if (!secret) {
    throw new Error("CREDENTIALS_SECRET is not set: it seals the organizations' credential signing keys (README, Verifiable credentials)");
  }
  if (sealKey?.secret !== secret) {
    sealKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "corps/credentials", "issuer-key-seal/v1", 32)) };
  }
  return sealKey.key;
}

/** `v1.<iv>.<ciphertext>.<tag>` (base64url); the organization and key number are bound as associated data. */
export function sealPrivateKey(jwk: JwkOkp, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), "utf8"), cipher.final()]);
  return ["v1", iv, ciphertext, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

export function openPrivateKey(sealed: string, aad: string): JwkOkp {
  const [version, iv, ciphertext, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !ciphertext || !tag) throw new Error("Unreadable sealed issuer key");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as JwkOkp;
  } catch {
    throw new Error("An issuer key cannot be opened: CREDENTIALS_SECRET differs from the one that sealed it");
  }
}

const aadOf = (orgId: string, keyNumber: number) => `${orgId}#key-${keyNumber}`;

async function createKey(tx: DbTx, orgId: string, keyNumber: number) {
  const keyPair = await Ed25519Multikey.generate({ id: verificationMethodId(orgId, keyNumber), controller: issuerDid(orgId) });
  const exported = await Ed25519Multikey.toJwk({ keyPair, secretKey: true });
  // The library exports the 64-byte expanded secret as d; a JWK's d is the 32-byte seed (RFC 8037).
  const jwk = { ...exported, d: Buffer.from(exported.d ?? "", "base64url").subarray(0, 32).toString("base64url") };
  return tx.credentialIssuerKey.create({
    data: { orgId, keyNumber, publicKeyMultibase: keyPair.publicKeyMultibase, sealedPrivateKey: sealPrivateKey(jwk, aadOf(orgId, keyNumber)) },
  });
}

// Opened keys, by row id: opening costs a decryption and two imports, signing then costs only the signature.
const opened = new Map<string, Promise<SigningKey>>();

async function openKey(row: { id: string; orgId: string; keyNumber: number; sealedPrivateKey: string }): Promise<SigningKey> {
  let key = opened.get(row.id);
  if (!key) {
    key = (async () => {
      const jwk = openPrivateKey(row.sealedPrivateKey, aadOf(row.orgId, row.keyNumber));
      const verificationMethod = verificationMethodId(row.orgId, row.keyNumber);
      const keyPair = await Ed25519Multikey.fromJwk({ jwk, secretKey: true, id: verificationMethod, controller: issuerDid(row.orgId) });
      const privateKey = (await importJWK({ ...jwk }, "EdDSA")) as CryptoKey;
      return { keyNumber: row.keyNumber, verificationMethod, keyPair, privateKey };
    })();
    key.catch(() => opened.delete(row.id));
    opened.set(row.id, key);
  }
  return key;
}

/** The organization's current signing key, created on first use. */
export async function currentSigningKey(db: Db, orgId: string): Promise<SigningKey> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db.credentialIssuerKey.findFirst({ where: { orgId, retiredAt: null }, orderBy: { keyNumber: "desc" } });
    if (row) return openKey(row);
    try {
      const last = await db.credentialIssuerKey.findFirst({ where: { orgId }, orderBy: { keyNumber: "desc" }, select: { keyNumber: true } });
      await createKey(db, orgId, (last?.keyNumber ?? 0) + 1);
    } catch (err) {
      // Another request created it at the same moment: read theirs.
      if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002")) throw err;
    }
  }
  throw new Error(`No signing key could be created for organization ${orgId}`);
}

export interface IssuerKeyDto {
  verification_method: string;
  created_at: string;
  retired_at: string | null;
}

/** corps_admin+ of the organization: a new key signs from now on; the old one stays listed (and verifiable). */
export async function rotateIssuerKey(ctx: Ctx, orgId: string): Promise<{ keys: IssuerKeyDto[] }> {
  requireRole(ctx.caller, "corps_admin");
  assertManagesOrg(ctx.caller, orgId, "Organization");
  const org = await ctx.db.organization.findUnique({ where: { id: orgId }, select: { id: true } });
  if (!org) throw ApiError.notFound("Organization");
  await ctx.db.$transaction(async (tx) => {
    // One rotation at a time per organization: the row lock of the organization orders them.
    await tx.$queryRaw`SELECT id FROM organizations WHERE id = ${orgId}::uuid FOR UPDATE`;
    const last = await tx.credentialIssuerKey.findFirst({ where: { orgId }, orderBy: { keyNumber: "desc" }, select: { keyNumber: true } });
    await tx.credentialIssuerKey.updateMany({ where: { orgId, retiredAt: null }, data: { retiredAt: new Date() } });
    const created = await createKey(tx, orgId, (last?.keyNumber ?? 0) + 1);
    await recordAudit(tx, {
      actor: ctx.caller,
      action: "credential.key_rotated",
      targetType: "organization",
      targetId: orgId,
      orgId,
      changes: { verification_method: verificationMethodId(orgId, created.keyNumber) },
    });
  });
  return { keys: await listIssuerKeys(ctx.db, orgId) };
}

export async function listIssuerKeys(db: Db, orgId: string): Promise<IssuerKeyDto[]> {
  const rows = await db.credentialIssuerKey.findMany({ where: { orgId }, orderBy: { keyNumber: "asc" } });
  return rows.map((r) => ({
    verification_method: verificationMethodId(orgId, r.keyNumber),
    created_at: r.createdAt.toISOString(),
    retired_at: r.retiredAt?.toISOString() ?? null,
  }));
}

/** The raw 32-byte public key of an Ed25519 Multikey (z + base58btc of 0xed 0x01 + key). */
function publicKeyJwkOf(publicKeyMultibase: string): JwkOkp {
  const bytes = base58btcDecode(publicKeyMultibase.slice(1));
  if (publicKeyMultibase[0] !== "z" || bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) {
    throw new Error("Not an Ed25519 Multikey");
  }
  return { kty: "OKP", crv: "Ed25519", x: Buffer.from(bytes.subarray(2)).toString("base64url") };
}

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function base58btcDecode(text: string): Uint8Array {
  let value = 0n;
  for (const ch of text) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) throw new Error("Not base58btc");
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const ch of text) {
    if (ch !== "1") break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export interface VerificationMethod {
  id: string;
  type: "Multikey";
  controller: string;
  publicKeyMultibase: string;
  publicKeyJwk: JwkOkp;
}

export interface DidDocument {
  "@context": string[];
  id: string;
  verificationMethod: VerificationMethod[];
  assertionMethod: string[];
}

/** The organization's DID document (every key it ever signed with), or null when there is no such organization. */
export async function findDidDocument(db: Db, orgId: string): Promise<DidDocument | null> {
  const [org, keys] = await Promise.all([
    db.organization.findUnique({ where: { id: orgId }, select: { id: true } }),
    db.credentialIssuerKey.findMany({ where: { orgId }, orderBy: { keyNumber: "asc" }, select: { keyNumber: true, publicKeyMultibase: true } }),
  ]);
  if (!org) return null;
  const did = issuerDid(orgId);
  const methods = keys.map((k) => ({
    id: verificationMethodId(orgId, k.keyNumber),
    type: "Multikey" as const,
    controller: did,
    publicKeyMultibase: k.publicKeyMultibase,
    publicKeyJwk: publicKeyJwkOf(k.publicKeyMultibase),
  }));
  return { "@context": [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT], id: did, verificationMethod: methods, assertionMethod: methods.map((m) => m.id) };
}

/** GET /orgs/{id}/did.json */
export async function getDidDocument(db: Db, orgId: string): Promise<DidDocument> {
  const doc = await findDidDocument(db, orgId);
  if (!doc) throw ApiError.notFound("Organization");
  return doc;
}
