// Revocation by W3C Bitstring Status List: each credential holds one bit of its organization's
// list (status/1); the list is derived from the revoked credentials and served as a signed
// BitstringStatusListCredential (docs/decisions/074-status-list.md).
import { gzipSync, gunzipSync } from "node:zlib";
import type { Db, DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { CREDENTIALS_V2_CONTEXT } from "./document-loader";
import { issuerDid, statusListUrl } from "./issuer-did";
import { signJson } from "./sign-credential";

/** The spec's minimum length (16 KB), so that one bit says little about which credential it is. */
export const MIN_LIST_BITS = 131_072;

/** The next free index of the organization's list (a row lock orders concurrent issuers). */
export async function allocateStatusIndex(tx: DbTx, orgId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ index: number }[]>`
    INSERT INTO credential_status_lists (org_id, next_index) VALUES (${orgId}::uuid, 1)
    ON CONFLICT (org_id) DO UPDATE SET next_index = credential_status_lists.next_index + 1
    RETURNING next_index - 1 AS index`;
  return Number(rows[0].index);
}

export async function revokedIndexes(db: Db, orgId: string): Promise<number[]> {
  const rows = await db.verifiableCredential.findMany({ where: { orgId, revokedAt: { not: null } }, select: { statusIndex: true } });
  return rows.map((r) => r.statusIndex);
}

export async function isRevokedIndex(db: Db, orgId: string, index: number): Promise<boolean> {
  const row = await db.verifiableCredential.findFirst({ where: { orgId, statusIndex: index, revokedAt: { not: null } }, select: { id: true } });
  return row !== null;
}

/** Multibase base64url (prefix u) of the GZIP of the bitstring; index 0 is the first byte's highest bit. */
export function encodeStatusList(setIndexes: number[]): string {
  const maxIndex = setIndexes.reduce((m, i) => Math.max(m, i), -1);
  const bits = Math.max(MIN_LIST_BITS, Math.ceil((maxIndex + 1) / MIN_LIST_BITS) * MIN_LIST_BITS);
  const bytes = Buffer.alloc(bits / 8);
  for (const i of setIndexes) bytes[i >> 3] |= 0x80 >> (i & 7);
  return `u${gzipSync(bytes).toString("base64url")}`;
}

export function statusBit(encodedList: string, index: number): 0 | 1 {
  if (!encodedList.startsWith("u")) throw new Error("Not multibase base64url");
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), "base64url"));
  if (index < 0 || index >= bytes.length * 8) throw new Error("Index outside the list");
  return (bytes[index >> 3] & (0x80 >> (index & 7))) === 0 ? 0 : 1;
}

/** GET /orgs/{id}/status/1: the signed list credential. */
export async function statusListCredential(db: Db, orgId: string): Promise<Record<string, unknown>> {
  const org = await db.organization.findUnique({ where: { id: orgId }, select: { id: true } });
  if (!org) throw ApiError.notFound("Organization");
  const url = statusListUrl(orgId);
  const credential = {
    "@context": [CREDENTIALS_V2_CONTEXT],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: issuerDid(orgId),
    validFrom: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    credentialSubject: {
      id: `${url}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList: encodeStatusList(await revokedIndexes(db, orgId)),
    },
  };
  return signJson(db, orgId, credential);
}
