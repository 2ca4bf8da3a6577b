// What the rent market suites share: staff of any role, a test organization, a SAFMR file in
// HUD's format and importing it.
import { api, tokenFor, uniq, type ErrorBody } from "./api";

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

export function hudCsv(rows: { zip: string; br: [number, number, number, number, number] }[]): string {
  // HUD's export: wrapped headers, area columns the import ignores, $ and thousands commas, 90/110 % columns.
  const header = ['"ZIP\nCode"', "HUD Area Code", '"HUD Metro Fair Market Rent Area Name"'];
  for (let b = 0; b <= 4; b++) header.push(`"SAFMR\n${b}BR"`, `"SAFMR\n${b}BR -\n90%\nPayment\nStandard"`, `"SAFMR\n${b}BR -\n110%\nPayment\nStandard"`);
  const money = (n: number) => `"${n.toLocaleString("en-US")}"`;
  const lines = rows.map((r) => [r.zip, "METRO38900M38900", '"Portland-Vancouver-Hillsboro, OR-WA HUD Metro FMR Area"', ...r.br.flatMap((v) => [money(v), money(Math.round(v * 0.9)), money(Math.round(v * 1.1))])].join(","));
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

export async function importCsv(token: string, year: number, csv: string, extra = "") {
  return api<ImportResult & ImportError>(`/api/rent-benchmarks?year=${year}${extra}`, { token, method: "POST", rawBody: csv, headers: { "content-type": "text/csv" } });
}
