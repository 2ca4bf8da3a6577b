import { describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import { decodeSessionJwt } from "@/lib/sign-in/session-jwt";

const secret = "unit-test-secret";

describe("decodeSessionJwt", () => {
  it("reads what next-auth encodes, exactly as next-auth's own decode does", async () => {
    const token = await encode({ token: { sub: "u-1", role: "volunteer" }, secret });
    const ours = await decodeSessionJwt({ token, secret });
    expect(ours).toEqual(await decode({ token, secret }));
    expect(ours).toMatchObject({ sub: "u-1", role: "volunteer" });
    // The cached key serves the second call too.
    expect(await decodeSessionJwt({ token, secret })).toEqual(ours);
  });

  it("keeps the salt apart, and rejects another secret, a tampered token and an expired one", async () => {
    const salted = await encode({ token: { sub: "u-2" }, secret, salt: "s1" });
    expect(await decodeSessionJwt({ token: salted, secret, salt: "s1" })).toMatchObject({ sub: "u-2" });
    await expect(decodeSessionJwt({ token: salted, secret })).rejects.toThrow();
    const token = await encode({ token: { sub: "u-3" }, secret });
    await expect(decodeSessionJwt({ token, secret: "other" })).rejects.toThrow();
    const parts = token.split(".");
    parts[3] = parts[3].replace(/^./, (c) => (c === "A" ? "B" : "A"));
    await expect(decodeSessionJwt({ token: parts.join("."), secret })).rejects.toThrow();
    const expired = await encode({ token: { sub: "u-4" }, secret, maxAge: -60 });
    await expect(decodeSessionJwt({ token: expired, secret })).rejects.toThrow();
  });

  it("answers null when there is no token", async () => {
    expect(await decodeSessionJwt({ token: undefined, secret })).toBeNull();
  });
});
