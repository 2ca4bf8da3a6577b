import { z } from "zod";
import { idParams } from "@/lib/schemas/common-schemas";
import {
  CredentialList,
  CredentialListQuery,
  CredentialSummary,
  DidDocumentSchema,
  IssueCredentialBody,
  IssuerKeyList,
  OpenBadgeCredential,
  RevokeCredentialBody,
  StatusListCredentialSchema,
  VerifyCredentialBody,
  VerifyCredentialResult,
} from "@/lib/corps/credentials/credential-schemas";
import { VC_JWT_MEDIA_TYPE } from "@/lib/http/credential-media";
import { registerRoute } from "../registry";

const tags = ["Credentials"];
registerRoute({
  method: "post",
  path: "/api/corps/credentials",
  summary: "Issue a verifiable credential (Open Badges 3.0)",
  description:
    "kind badge: the credential of an earned badge (achievement_award_id); issuing it again answers 200 with the existing credential. " +
    "kind hours: approved and auto-approved hours of the volunteer from date_from to date_to (optionally one labor_type) that their " +
    "organization approved; pending and rejected hours never count, and a range without any is INVALID_STATE. The volunteer may issue " +
    "their own; recruiter+ of the volunteer's organization may issue for any of its volunteers; anyone else gets NOT_FOUND. The " +
    "organization signs (eddsa-rdfc-2022, its did:web key) and a credential.issued event is sent.",
  tags,
  auth: "volunteer",
  body: IssueCredentialBody,
  response: { status: 201, schema: OpenBadgeCredential, description: "The new credential, JSON form with its Data Integrity proof" },
  otherResponses: [{ status: 200, schema: OpenBadgeCredential, description: "The badge already had a credential: that one" }],
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "get",
  path: "/api/corps/credentials",
  summary: "List issued credentials, newest first",
  description:
    "With volunteer_id: that volunteer's (their own, or one of the caller's organization for recruiter+). Without: a volunteer's own, " +
    "the organization's for staff, every one for admins.",
  tags,
  auth: "volunteer",
  query: CredentialListQuery,
  response: { schema: CredentialList },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/credentials/{id}",
  summary: "A credential, JSON or JWT form (public)",
  description:
    "Public by design: whoever has the link can read and verify it, like a paper certificate (the e-mail is only in salted-hash form). " +
    `Accept: ${VC_JWT_MEDIA_TYPE} answers the JWT form (VC-JOSE-COSE compact JWS: alg EdDSA, typ vc+jwt, kid the verification method, ` +
    "payload the credential without its proof); anything else answers the JSON form with its embedded proof.",
  tags,
  auth: "public",
  params: idParams,
  response: { schema: OpenBadgeCredential, otherContent: { [VC_JWT_MEDIA_TYPE]: z.string().describe("Compact JWS") } },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/credentials/{id}/revoke",
  summary: "Revoke a credential",
  description:
    "corps_admin+ of the issuing organization. Sets the credential's bit in the organization's status list (GET /orgs/{id}/status/1), " +
    "records the reason in the audit log and sends credential.revoked. Already revoked: CONFLICT.",
  tags,
  auth: "corps_admin",
  params: idParams,
  body: RevokeCredentialBody,
  response: { schema: CredentialSummary },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "post",
  path: "/api/credentials/verify",
  summary: "Verify a credential (public)",
  description:
    "Takes the JSON form ({credential}) or the JWT form ({jwt}). The issuer must be an organization of this app; its key is resolved " +
    "through the app's own DID document (never a key inside the credential), the signature checked, the revocation bit read, and the " +
    "shape checked. verified is true only when every check passes.",
  tags,
  auth: "public",
  body: VerifyCredentialBody,
  rateLimit: "verify",
  response: { schema: VerifyCredentialResult },
});
registerRoute({
  method: "post",
  path: "/api/corps/organizations/{id}/credential-keys",
  summary: "Rotate the organization's credential signing key",
  description:
    "corps_admin+ of the organization. A new Ed25519 key signs from now on; the retired keys stay in the DID document, so credentials " +
    "they signed keep verifying. Recorded in the audit log.",
  tags,
  auth: "corps_admin",
  params: idParams,
  response: { status: 201, schema: IssuerKeyList },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/orgs/{id}/did.json",
  summary: "The organization's DID document (did:web)",
  description:
    "did:web:<host>:orgs:<id> resolves here. Every key the organization ever signed with, as Multikey with publicKeyMultibase and " +
    "publicKeyJwk, listed under assertionMethod. Cached for 5 minutes; readable from any origin.",
  tags,
  auth: "public",
  params: idParams,
  response: { schema: DidDocumentSchema },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/orgs/{id}/status/1",
  summary: "The organization's revocation list (Bitstring Status List)",
  description:
    "A BitstringStatusListCredential signed with eddsa-rdfc-2022. encodedList is the multibase (u, base64url) GZIP of a bitstring of " +
    "at least 131,072 entries; a credential's bit (statusListIndex, the first byte's highest bit is index 0) is 1 once revoked. " +
    "Cache-Control: max-age=300.",
  tags,
  auth: "public",
  params: idParams,
  response: { schema: StatusListCredentialSchema },
  errors: ["NOT_FOUND"],
});
