// The /verify page's input: a pasted JWT, a pasted JSON credential, or a link to a credential of
// this app (the QR codes point at /verify?link=...). Links are resolved from the database, never
// fetched: the page cannot be made to call other servers.
import type { Db } from "@/lib/db/client";
import { appUrl } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import type { VerifyCredentialResultDto } from "./credential-schemas";
import { getCredentialForms } from "./credentials";
import { verifyCredential } from "./verify-credential";

const CREDENTIAL_PATH = /^\/api\/corps\/credentials\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The credential id of a link to this app's credential (or to its /verify page), else null. */
export function credentialIdOfLink(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== new URL(appUrl()).origin) return null;
  if (url.pathname === "/verify") {
    const inner = url.searchParams.get("link");
    return inner ? credentialIdOfLink(inner) : null;
  }
  return CREDENTIAL_PATH.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
}

export async function verifyPasted(db: Db, pasted: string): Promise<VerifyCredentialResultDto> {
  const text = pasted.trim();
  if (!text) throw ApiError.validation({ credential: "Paste a credential or a link" });
  if (/^https?:\/\//i.test(text)) {
    const id = credentialIdOfLink(text);
    if (!id) throw ApiError.validation({ credential: `Only links to credentials of ${new URL(appUrl()).host} can be checked here; paste the credential itself instead` });
    const forms = await getCredentialForms(db, id).catch(() => {
      throw ApiError.validation({ credential: "No credential has this link" });
    });
    return verifyCredential(db, { credential: JSON.parse(forms.json) as Record<string, unknown> });
  }
  if (text.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw ApiError.validation({ credential: "This is not valid JSON" });
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw ApiError.validation({ credential: "The JSON is not a credential" });
    return verifyCredential(db, { credential: parsed as Record<string, unknown> });
  }
  return verifyCredential(db, { jwt: text });
}
