import { db } from "@/lib/db/client";
import { VerifyCredentialBody } from "@/lib/corps/credentials/credential-schemas";
import { verifyCredential } from "@/lib/corps/credentials/verify-credential";
import { publicRoute } from "@/lib/http/route";

export const POST = publicRoute({ body: VerifyCredentialBody, rateLimit: "verify" }, ({ body }) => verifyCredential(db(), body));
