// Request and response schemas of the verifiable credentials API (issue, list, read, revoke,
// verify) and the public documents (DID document, status list), shared by handlers, forms and OpenAPI.
import { z } from "zod";
import { isoDate, isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { LaborType } from "../enums";

export const credentialKinds = ["badge", "hours"] as const;
export const CredentialKind = z.enum(credentialKinds);

export const IssueBadgeCredential = z.strictObject({
  kind: z.literal("badge"),
  achievement_award_id: uuid.describe("The award (GET /api/corps/volunteers/{id}/achievements lists them)"),
});

export const IssueHoursCredential = z
  .strictObject({
    kind: z.literal("hours"),
    volunteer_id: uuid,
    date_from: isoDate,
    date_to: isoDate,
    labor_type: LaborType.optional().describe("Only hours of this labor type; all when absent"),
  })
  .refine((b) => b.date_from <= b.date_to, { path: ["date_to"], message: "Must not be before date_from" });

export const IssueCredentialBody = z
  .discriminatedUnion("kind", [IssueBadgeCredential, IssueHoursCredential])
  .meta({ id: "IssueCredentialBody" });
export type IssueCredentialBody = z.infer<typeof IssueCredentialBody>;

export const CredentialListQuery = z.object({
  volunteer_id: uuid.optional().describe("A volunteer's credentials; absent: the caller's own (volunteers) or their organization's (staff)"),
  ...pagination,
});
export type CredentialListQuery = z.infer<typeof CredentialListQuery>;

export const RevokeCredentialBody = z
  .strictObject({ reason: z.string().trim().min(1, "Required").max(500) })
  .meta({ id: "RevokeCredentialBody" });
export type RevokeCredentialBody = z.infer<typeof RevokeCredentialBody>;

export const CredentialSummary = z
  .object({
    id: uuid,
    kind: CredentialKind,
    org_id: uuid,
    issuer_name: z.string().describe("The issuing organization"),
    volunteer_id: uuid,
    volunteer_name: z.string(),
    achievement_name: z.string(),
    issued_at: isoDateTime,
    revoked: z.boolean(),
    revoked_at: isoDateTime.nullable(),
    revoked_reason: z.string().nullable(),
    url: z.url().describe("The public JSON form; Accept: application/vc+jwt gives the JWT form"),
    verify_url: z.url().describe("The public verification page for this credential"),
  })
  .meta({ id: "CredentialSummary" });
export type CredentialSummaryDto = z.infer<typeof CredentialSummary>;

export const CredentialList = z
  .object({ credentials: z.array(CredentialSummary), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "CredentialList" });

const IdentityObject = z.object({
  type: z.literal("IdentityObject"),
  identityHash: z.string().regex(/^sha256\$[0-9a-f]{64}$/),
  identityType: z.literal("emailAddress"),
  hashed: z.literal(true),
  salt: z.string(),
});

const Image = z.object({ id: z.string(), type: z.literal("Image") });

/** What the app signs; also the shape check of the verify endpoint (unknown extra members are allowed). */
export const OpenBadgeCredential = z
  .looseObject({
    "@context": z.tuple([z.literal("https://www.w3.org/ns/credentials/v2"), z.literal("https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json")]),
    id: z.string().regex(/^urn:uuid:[0-9a-f-]{36}$/),
    type: z.array(z.string()).refine((t) => t.includes("VerifiableCredential") && t.includes("OpenBadgeCredential"), "Must include VerifiableCredential and OpenBadgeCredential"),
    name: z.string(),
    issuer: z.looseObject({ id: z.string().startsWith("did:web:"), type: z.array(z.string()).refine((t) => t.includes("Profile")), name: z.string(), url: z.string() }),
    validFrom: isoDateTime,
    credentialSubject: z.looseObject({
      type: z.array(z.string()).refine((t) => t.includes("AchievementSubject")),
      name: z.string(),
      identifier: z.array(IdentityObject).min(1),
      activityStartDate: isoDateTime.optional(),
      activityEndDate: isoDateTime.optional(),
      achievement: z.looseObject({
        id: z.string(),
        type: z.array(z.string()).refine((t) => t.includes("Achievement")),
        achievementType: z.string().optional(),
        name: z.string(),
        description: z.string(),
        criteria: z.object({ narrative: z.string() }),
        image: Image.optional(),
      }),
      result: z.array(z.looseObject({ type: z.array(z.string()), value: z.string(), resultDescription: z.string() })).optional(),
    }),
    credentialStatus: z.object({
      id: z.string(),
      type: z.literal("BitstringStatusListEntry"),
      statusPurpose: z.literal("revocation"),
      statusListIndex: z.string().regex(/^\d+$/),
      statusListCredential: z.url(),
    }),
    proof: z
      .looseObject({
        type: z.literal("DataIntegrityProof"),
        cryptosuite: z.literal("eddsa-rdfc-2022"),
        proofPurpose: z.literal("assertionMethod"),
        verificationMethod: z.string(),
        proofValue: z.string(),
      })
      .optional()
      .describe("Present in the JSON form; absent in the JWT form's payload"),
  })
  .meta({ id: "OpenBadgeCredential", description: "An Open Badges 3.0 OpenBadgeCredential (W3C VC Data Model 2.0)" });
export type OpenBadgeCredential = z.infer<typeof OpenBadgeCredential>;

export const VerifyCredentialBody = z
  .union([
    z.strictObject({ credential: z.record(z.string(), z.unknown()).describe("The JSON form (with its proof)") }),
    z.strictObject({ jwt: z.string().trim().min(1).max(100_000).describe("The JWT form (compact JWS)") }),
  ])
  .meta({ id: "VerifyCredentialBody" });
export type VerifyCredentialBody = z.infer<typeof VerifyCredentialBody>;

export const VerifyCredentialResult = z
  .object({
    verified: z.boolean().describe("Every check passed"),
    checks: z.object({
      signature: z.boolean().describe("The proof (or JWS) verifies with the issuer's key"),
      issuer_key: z.boolean().describe("The key is in the DID document this app serves for the issuer, under assertionMethod"),
      status: z.boolean().describe("The credential is not revoked"),
      shape: z.boolean().describe("An Open Badges 3.0 credential of this app's shape"),
    }),
    issuer: z.object({ id: z.string(), name: z.string() }).nullable(),
    subject_name: z.string().nullable(),
    achievement_name: z.string().nullable(),
    revoked: z.boolean(),
    errors: z.array(z.string()).describe("Why a check failed, in plain words"),
  })
  .meta({ id: "VerifyCredentialResult" });
export type VerifyCredentialResultDto = z.infer<typeof VerifyCredentialResult>;

const Jwk = z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string() });

export const DidDocumentSchema = z
  .object({
    "@context": z.array(z.string()),
    id: z.string(),
    verificationMethod: z.array(
      z.object({ id: z.string(), type: z.literal("Multikey"), controller: z.string(), publicKeyMultibase: z.string(), publicKeyJwk: Jwk }),
    ),
    assertionMethod: z.array(z.string()),
  })
  .meta({ id: "DidDocument", description: "A did:web DID document: every signing key of the organization, current and retired" });

export const StatusListCredentialSchema = z
  .looseObject({
    "@context": z.array(z.string()),
    id: z.url(),
    type: z.array(z.string()),
    issuer: z.string(),
    validFrom: isoDateTime,
    credentialSubject: z.object({ id: z.string(), type: z.literal("BitstringStatusList"), statusPurpose: z.literal("revocation"), encodedList: z.string() }),
    proof: z.looseObject({ type: z.literal("DataIntegrityProof"), cryptosuite: z.literal("eddsa-rdfc-2022") }),
  })
  .meta({ id: "BitstringStatusListCredential" });

export const IssuerKeyList = z
  .object({ keys: z.array(z.object({ verification_method: z.string(), created_at: isoDateTime, retired_at: isoDateTime.nullable() })) })
  .meta({ id: "IssuerKeyList" });
