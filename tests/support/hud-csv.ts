// A SAFMR file in HUD's format, for the rent market suites and bench/rent-benchmarks-import.ts
// (no test runner here: the bench imports it too).

/** One ZIP's row: its SAFMR for 0 to 4 bedrooms. */
export type HudRow = { zip: string; br: [number, number, number, number, number] };

export function hudCsv(rows: HudRow[]): string {
  // HUD's export: wrapped headers, area columns the import ignores, $ and thousands commas, 90/110 % columns.
  const header = ['"ZIP\nCode"', "HUD Area Code", '"HUD Metro Fair Market Rent Area Name"'];
  for (let b = 0; b <= 4; b++) header.push(`"SAFMR\n${b}BR"`, `"SAFMR\n${b}BR -\n90%\nPayment\nStandard"`, `"SAFMR\n${b}BR -\n110%\nPayment\nStandard"`);
  const money = (n: number) => `"${n.toLocaleString("en-US")}"`;
  const lines = rows.map((r) => [r.zip, "METRO38900M38900", '"Portland-Vancouver-Hillsboro, OR-WA HUD Metro FMR Area"', ...r.br.flatMap((v) => [money(v), money(Math.round(v * 0.9)), money(Math.round(v * 1.1))])].join(","));
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** Rows of the import's full-size target: `count` ZIPs with rents spread like a metro's. */
export function metroRows(count = 40_000): HudRow[] {
  return Array.from({ length: count }, (_, i) => {
    const base = 900 + (i % 1700);
    return { zip: String(10000 + i).padStart(5, "0"), br: [base, base + 150, base + 420, base + 900, base + 1250] };
  });
}
