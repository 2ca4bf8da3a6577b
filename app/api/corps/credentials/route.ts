import { db } from "@/lib/db/client";
import { CredentialListQuery, IssueCredentialBody } from "@/lib/corps/credentials/credential-schemas";
import { issueCredential, listCredentials } from "@/lib/corps/credentials/credentials";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: CredentialListQuery }, ({ caller, query }) => listCredentials({ caller, db: db() }, query));

export const POST = route({ auth: "volunteer", body: IssueCredentialBody }, async ({ caller, body }) => {
  const issued = await issueCredential({ caller, db: db() }, body);
  return json(issued.credential, issued.created ? 201 : 200);
});
