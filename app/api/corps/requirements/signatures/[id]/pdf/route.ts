import { db } from "@/lib/db/client";
import { signedWaiverPdf } from "@/lib/corps/requirements/signed-waiver-document";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, async ({ caller, params }) => {
  const { filename, pdf } = await signedWaiverPdf({ caller, db: db() }, params.id);
  return new Response(new Uint8Array(pdf), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
