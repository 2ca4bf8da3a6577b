// The pure parts of verifiable credentials: the status list's bit layout, the hashed identity,
// key sealing, the JWT media type and which links /verify accepts.
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identityObject } from "@/lib/corps/credentials/build-credential";
import { openPrivateKey, sealPrivateKey } from "@/lib/corps/credentials/issuer-keys";
import { issuerDid, orgIdOfDid } from "@/lib/corps/credentials/issuer-did";
import { encodeStatusList, MIN_LIST_BITS, statusBit } from "@/lib/corps/credentials/status-list";
import { credentialIdOfLink } from "@/lib/corps/credentials/verify-pasted";
import { resetEnvCache } from "@/lib/env";
import { wantsJwt } from "@/lib/http/credential-media";

const saved = { ...process.env };
beforeAll(() => {
  process.env.APP_URL = "http://localhost:3000";
  process.env.CREDENTIALS_SECRET = "unit-test-credentials-secret";
  resetEnvCache();
});
afterAll(() => {
  process.env = saved;
  resetEnvCache();
});

describe("status list", () => {
  it("is a GZIP'd bitstring of at least 131,072 bits, index 0 the first byte's highest bit", () => {
    const encoded = encodeStatusList([0, 9, 131_071]);
    expect(encoded[0]).toBe("u");
    const bytes = gunzipSync(Buffer.from(encoded.slice(1), "base64url"));
    expect(bytes.length * 8).toBe(MIN_LIST_BITS);
    expect(bytes[0]).toBe(0x80);
    expect(bytes[1]).toBe(0x40);
    expect(bytes[bytes.length - 1]).toBe(0x01);
    expect([0, 1, 8, 9, 10, 131_071].map((i) => statusBit(encoded, i))).toEqual([1, 0, 0, 1, 0, 1]);
    expect(bytes.subarray(2, -1).every((b) => b === 0)).toBe(true);
  });

  it("grows in steps of 131,072 bits when an index passes the end", () => {
    const bytes = gunzipSync(Buffer.from(encodeStatusList([131_072]).slice(1), "base64url"));
    expect(bytes.length * 8).toBe(2 * MIN_LIST_BITS);
    expect(statusBit(encodeStatusList([]), 5)).toBe(0);
  });
});

describe("identity", () => {
  it("hashes the lower-cased e-mail with its salt, as sha256$hex", () => {
    const id = identityObject(" Vera@Example.org ", "abc");
    expect(id).toEqual({
      type: "IdentityObject",
      identityHash: `sha256$${createHash("sha256").update("vera@example.orgabc").digest("hex")}`,
      identityType: "emailAddress",
      hashed: true,
      salt: "abc",
    });
    expect(identityObject("a@b.org").salt).not.toBe(identityObject("a@b.org").salt);
  });
});

describe("issuer keys", () => {
  const jwk = { kty: "OKP", crv: "Ed25519", x: "x-part", d: "d-part" } as const;

  it("seal and open under CREDENTIALS_SECRET, bound to their organization and number", () => {
    const sealed = sealPrivateKey(jwk, "org-1#key-1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("d-part");
    expect(openPrivateKey(sealed, "org-1#key-1")).toEqual(jwk);
    expect(() => openPrivateKey(sealed, "org-2#key-1")).toThrow(/CREDENTIALS_SECRET/);
  });

  it("cannot be opened with another secret", () => {
    const sealed = sealPrivateKey(jwk, "org-1#key-1");
    process.env.CREDENTIALS_SECRET = "another-credentials-secret";
    resetEnvCache();
    expect(() => openPrivateKey(sealed, "org-1#key-1")).toThrow(/differs/);
    process.env.CREDENTIALS_SECRET = "unit-test-credentials-secret";
    resetEnvCache();
  });
});

describe("identifiers and links", () => {
  const org = "3108d167-5b8b-4f4a-b329-1b70cc1153e1";

  it("names an organization did:web:<host with encoded port>:orgs:<id>", () => {
    expect(issuerDid(org)).toBe(`did:web:localhost%3A3000:orgs:${org}`);
    expect(orgIdOfDid(issuerDid(org))).toBe(org);
    expect(orgIdOfDid(`did:web:example.com:orgs:${org}`)).toBeNull();
    expect(orgIdOfDid("did:web:localhost%3A3000:orgs:1")).toBeNull();
  });

  it("accepts links to this app's credentials and its verify page only", () => {
    const link = `http://localhost:3000/api/corps/credentials/${org}`;
    expect(credentialIdOfLink(link)).toBe(org);
    expect(credentialIdOfLink(`http://localhost:3000/verify?link=${encodeURIComponent(link)}`)).toBe(org);
    expect(credentialIdOfLink(`https://evil.example/api/corps/credentials/${org}`)).toBeNull();
    expect(credentialIdOfLink("http://localhost:3000/orgs/x/did.json")).toBeNull();
    expect(credentialIdOfLink("not a url")).toBeNull();
  });

  it("answers the JWT form only when Accept names application/vc+jwt", () => {
    expect(wantsJwt("application/vc+jwt")).toBe(true);
    expect(wantsJwt("application/json, application/vc+jwt;q=0.5")).toBe(true);
    expect(wantsJwt("application/vc+jwt;q=0")).toBe(false);
    expect(wantsJwt("*/*")).toBe(false);
    expect(wantsJwt(null)).toBe(false);
  });
});
