// did:web identifiers of the organizations as issuers: did:web:<host>:orgs:<org id>, the host's
// port percent-encoded as did:web says, resolving to https://<host>/orgs/<org id>/did.json.
import { appUrl } from "@/lib/env";
import { uuid } from "@/lib/schemas/common-schemas";

function didHost(): string {
  return encodeURIComponent(new URL(appUrl()).host);
}

export function issuerDid(orgId: string): string {
  return `did:web:${didHost()}:orgs:${orgId}`;
}

/** The organization of a DID of this app, or null for any other DID. */
export function orgIdOfDid(did: string): string | null {
  const prefix = `did:web:${didHost()}:orgs:`;
  if (!did.startsWith(prefix)) return null;
  const id = did.slice(prefix.length);
  return uuid.safeParse(id).success ? id.toLowerCase() : null;
}

export function verificationMethodId(orgId: string, keyNumber: number): string {
  return `${issuerDid(orgId)}#key-${keyNumber}`;
}

export function statusListUrl(orgId: string): string {
  return `${appUrl()}/orgs/${orgId}/status/1`;
}

export function credentialUrl(credentialId: string): string {
  return `${appUrl()}/api/corps/credentials/${credentialId}`;
}
