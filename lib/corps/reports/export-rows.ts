// The rows of each export, read by keyset in batches so a large export never sits in memory,
// plus the totals row computed in SQL over the whole scoped window.
import type { Cell, CsvSource } from "@/lib/csv/csv-stream";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { ExportQuery } from "./report-schemas";
import { seatsHeldSql } from "../seats/seat-counts";
import { reportScope, scopeSql, type DateWindow } from "./report-scope";

export type { Cell };

export interface ExportDefinition extends CsvSource {
  title: string;
  /** The totals row and how many rows the export holds. */
  totals(): Promise<{ cells: Cell[]; count: number }>;
}

function keyset<T extends { id: string }>(rows: T[], size: number): string | undefined {
  return rows.length === size ? rows[rows.length - 1].id : undefined;
}

export function exportDefinition(ctx: Ctx, q: ExportQuery, w: DateWindow): ExportDefinition {
  const scope = reportScope(ctx, q.org_id);
  const after = (cursor: string | undefined, col: Prisma.Sql) => (cursor ? Prisma.sql`AND ${col} > ${cursor}::uuid` : Prisma.empty);

  if (q.report_type === "hours") {
    const where = Prisma.sql`h.status IN ('approved', 'auto_approved')
      AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
      AND ${scopeSql(scope, Prisma.sql`h.org_id`, Prisma.sql`h.volunteer_id`)}`;
    return {
      title: "Volunteer hours",
      columns: ["date_worked", "volunteer_name", "volunteer_email", "opportunity", "labor_type", "hours", "status", "description"],
      async batch(cursor, size) {
        const rows = await ctx.db.$queryRaw<
          { id: string; d: string; name: string; email: string; opp: string | null; lt: string; hours: string; status: string; description: string }[]
        >`SELECT h.id, to_char(h.date_worked, 'YYYY-MM-DD') AS d, v.first_name || ' ' || v.last_name AS name, v.email,
                 o.title AS opp, h.labor_type::text AS lt, h.hours_worked::text AS hours, h.status::text AS status, h.description
          FROM hours_entries h JOIN volunteer_profiles v ON v.id = h.volunteer_id LEFT JOIN opportunities o ON o.id = h.opportunity_id
          WHERE ${where} ${after(cursor, Prisma.sql`h.id`)}
          ORDER BY h.id LIMIT ${size}`;
        return { rows: rows.map((r) => [r.d, r.name, r.email, r.opp ?? "", r.lt, Number(r.hours), r.status, r.description]), next: keyset(rows, size) };
      },
      async totals() {
        const [t] = await ctx.db.$queryRaw<{ hours: string | null; n: bigint }[]>`
          SELECT SUM(h.hours_worked)::text AS hours, COUNT(*) AS n FROM hours_entries h WHERE ${where}`;
        return { cells: [`Total (${Number(t.n)} entries)`, "", "", "", "", Number(t.hours ?? 0), "", ""], count: Number(t.n) };
      },
    };
  }

  if (q.report_type === "volunteers") {
    const where = scopeSql(scope, Prisma.sql`v.org_id`, Prisma.sql`v.id`);
    return {
      title: "Volunteers",
      columns: ["first_name", "last_name", "email", "city", "zip_code", "is_active", "hours_in_period", "events_completed"],
      async batch(cursor, size) {
        const rows = await ctx.db.$queryRaw<
          { id: string; fn: string; ln: string; email: string; city: string | null; zip: string | null; active: boolean; hours: string; events: bigint }[]
        >`SELECT v.id, v.first_name AS fn, v.last_name AS ln, v.email, v.city, v.zip_code AS zip, v.is_active AS active,
                 COALESCE((SELECT SUM(h.hours_worked) FROM hours_entries h WHERE h.volunteer_id = v.id
                   AND h.status IN ('approved', 'auto_approved') AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date), 0)::text AS hours,
                 (SELECT COUNT(*) FROM signups s JOIN opportunities o ON o.id = s.opportunity_id WHERE s.volunteer_id = v.id
                   AND s.status = 'completed' AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1) AS events
          FROM volunteer_profiles v WHERE ${where} ${after(cursor, Prisma.sql`v.id`)}
          ORDER BY v.id LIMIT ${size}`;
        return {
          rows: rows.map((r) => [r.fn, r.ln, r.email, r.city ?? "", r.zip ?? "", r.active, Number(r.hours), Number(r.events)]),
          next: keyset(rows, size),
        };
      },
      async totals() {
        const [t] = await ctx.db.$queryRaw<{ n: bigint; hours: string | null; events: bigint }[]>`
          SELECT (SELECT COUNT(*) FROM volunteer_profiles v WHERE ${where}) AS n,
                 (SELECT SUM(h.hours_worked) FROM hours_entries h JOIN volunteer_profiles v ON v.id = h.volunteer_id WHERE ${where}
                   AND h.status IN ('approved', 'auto_approved') AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date)::text AS hours,
                 (SELECT COUNT(*) FROM signups s JOIN opportunities o ON o.id = s.opportunity_id JOIN volunteer_profiles v ON v.id = s.volunteer_id
                   WHERE ${where} AND s.status = 'completed' AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1) AS events`;
        return { cells: [`Total (${Number(t.n)} volunteers)`, "", "", "", "", "", Number(t.hours ?? 0), Number(t.events)], count: Number(t.n) };
      },
    };
  }

  const where = Prisma.sql`${
    scope.volunteerId
      ? Prisma.sql`EXISTS (SELECT 1 FROM signups x WHERE x.opportunity_id = o.id AND x.volunteer_id = ${scope.volunteerId}::uuid)`
      : scope.orgId
        ? Prisma.sql`o.org_id = ${scope.orgId}::uuid`
        : Prisma.sql`TRUE`
  } AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1`;
  return {
    title: "Opportunities",
    columns: ["title", "start", "end", "status", "labor_type", "max_volunteers", "seats_taken", "completed_signups"],
    async batch(cursor, size) {
      const rows = await ctx.db.$queryRaw<
        { id: string; title: string; start: Date; end: Date; status: string; lt: string; max: number | null; seats: bigint; completed: bigint }[]
      >`SELECT o.id, o.title, o.start_datetime AS start, o.end_datetime AS end, o.status::text AS status, o.labor_type::text AS lt,
               o.max_volunteers AS max,
               ${seatsHeldSql(Prisma.sql`o.id`)} AS seats,
               (SELECT COUNT(*) FROM signups s WHERE s.opportunity_id = o.id AND s.status = 'completed') AS completed
        FROM opportunities o WHERE ${where} ${after(cursor, Prisma.sql`o.id`)}
        ORDER BY o.id LIMIT ${size}`;
      return {
        rows: rows.map((r) => [r.title, r.start.toISOString(), r.end.toISOString(), r.status, r.lt, r.max ?? "", Number(r.seats), Number(r.completed)]),
        next: keyset(rows, size),
      };
    },
    async totals() {
      const [t] = await ctx.db.$queryRaw<{ n: bigint; max: bigint | null; seats: bigint; completed: bigint }[]>`
        SELECT COUNT(*) AS n, SUM(o.max_volunteers)::bigint AS max,
               COALESCE(SUM(${seatsHeldSql(Prisma.sql`o.id`)}), 0)::bigint AS seats,
               COALESCE(SUM((SELECT COUNT(*) FROM signups s WHERE s.opportunity_id = o.id AND s.status = 'completed')), 0)::bigint AS completed
        FROM opportunities o WHERE ${where}`;
      return { cells: [`Total (${Number(t.n)} opportunities)`, "", "", "", "", Number(t.max ?? 0), Number(t.seats), Number(t.completed)], count: Number(t.n) };
    },
  };
}
