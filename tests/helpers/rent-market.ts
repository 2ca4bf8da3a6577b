// What the rent market suites share: staff of any role, a test organization, a SAFMR file in
// HUD's format and importing it.
import { api, tokenFor, uniq, type ErrorBody } from "./api";
export { hudCsv } from "@/tests/support/hud-csv";

export type ImportResult = { year: number; imported: number; skipped: number; replaced: number; format: string; errors: { line: number; message: string }[] };

export type ImportError = ErrorBody<{ imported?: number; skipped?: number; errors?: { line: number; message: string }[] }>;

export async function staff(role: "recruiter" | "corps_admin" | "volunteer" | "admin", org: string) {
  const s = uniq();
  return tokenFor({ email: `rm-${role}-${s}@test.org`, role, org, name: `${role} ${s}` });
}

export async function team() {
  const org = `Market ${uniq()}`;
  return { org, recruiter: await staff("recruiter", org), corpsAdmin: await staff("corps_admin", org) };
}

export async function importCsv(token: string, year: number, csv: string, extra = "") {
  return api<ImportResult & ImportError>(`/api/rent-benchmarks?year=${year}${extra}`, { token, method: "POST", rawBody: csv, headers: { "content-type": "text/csv" } });
}
