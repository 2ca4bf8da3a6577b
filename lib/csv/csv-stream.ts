// A CSV export as a byte stream: each pull reads one keyset batch and writes it with papaparse,
// so memory stays flat however many rows the export has.
import Papa from "papaparse";

export type Cell = string | number | boolean | null;

export interface CsvBatch {
  rows: Cell[][];
  /** Keyset cursor of the last row, undefined when the batch is the last one. */
  next?: string;
}

export interface CsvSource {
  columns: string[];
  batch(after: string | undefined, size: number): Promise<CsvBatch>;
}

const BATCH = 1000;

/** Writes any keyset-batched rows: the report exports, and the audit log export. */
export function csvStream(def: CsvSource): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // Cells starting with = + - @ (or tab/CR) get a leading ' so spreadsheets do not run them. Our own
  // pattern: papaparse's default (/^[=+\-@\t\r].*$/) misses cells that contain a line break.
  const options = { escapeFormulae: /^[=+\-@\t\r]/, newline: "\r\n" };
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const batch = await def.batch(cursor, BATCH);
        const header = started ? "" : Papa.unparse([def.columns], options) + "\r\n";
        started = true;
        const body = batch.rows.length ? Papa.unparse(batch.rows, options) + "\r\n" : "";
        controller.enqueue(encoder.encode(header + body));
        if (!batch.next) {
          controller.close();
          return;
        }
        cursor = batch.next;
      } catch (err) {
        controller.error(err);
      }
    },
  });
}
