import { db } from "@/lib/db/client";
import { exportReport } from "@/lib/corps/reports/report-export";
import { ExportQuery } from "@/lib/corps/reports/report-schemas";
import { route } from "@/lib/http/route";
import { resolveLocale } from "@/lib/i18n/resolve-locale";

export const GET = route({ auth: "volunteer", rateLimit: "export", query: ExportQuery }, ({ req, caller, query }) =>
  exportReport({ caller, db: db() }, query, resolveLocale({ chosen: caller.locale, acceptLanguage: req.headers.get("accept-language"), orgDefault: caller.orgDefaultLocale })),
);
