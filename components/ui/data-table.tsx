// One frame for the app's data tables: scroll wrapper, table, caption and header row. Pages
// pass their columns and body rows; the header and the body cells share cellClass() so a
// column's padding, alignment and breakpoint stay in step. No hooks: server and client
// components both use it.
import clsx from "clsx";
import type { ReactNode } from "react";

export type Density = "normal" | "compact";
export type Breakpoint = "sm" | "md" | "lg";

export interface Column {
  label: string;
  /** Right-aligned with figures of equal width, so a column of numbers reads down. */
  numeric?: boolean;
  /** Hidden on screens narrower than this breakpoint; give the body cells the same. */
  hideBelow?: Breakpoint;
  /** The label is for screen readers only, e.g. a column of row actions. */
  srOnlyLabel?: boolean;
}

// Written out in full: Tailwind generates only the class names it finds in the source.
const PADDING: Record<Density, string> = { normal: "py-2 pr-4 last:pr-0", compact: "py-1 pr-3 last:pr-0" };
const HIDE: Record<Breakpoint, string> = { sm: "hidden sm:table-cell", md: "hidden md:table-cell", lg: "hidden lg:table-cell" };

/** Padding, alignment and breakpoint of a body cell (td or row header), matching its column's header. */
export function cellClass(density: Density = "normal", column: Pick<Column, "numeric" | "hideBelow"> = {}): string {
  return clsx(PADDING[density], column.numeric && "text-right tabular-nums", column.hideBelow && HIDE[column.hideBelow]);
}

/**
 * For `stacked` tables: below md each row is a card and each cell a line with its own inline
 * label (the header is then read by screen readers only).
 */
export const STACKED = {
  row: "mb-3 block rounded-lg border border-slate-200 p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:p-0",
  cell: "block py-1 md:table-cell md:py-2 md:pr-4 md:align-top",
  label: "mr-1 font-medium text-slate-600 md:hidden",
} as const;

export interface DataTableProps {
  /** The table's accessible name; read by screen readers only unless captionVisible. */
  caption?: string;
  captionVisible?: boolean;
  columns: readonly Column[];
  density?: Density;
  /** Rows become cards below md (see STACKED); the rows and cells style themselves. */
  stacked?: boolean;
  /** Rows of a <tfoot>, e.g. totals. */
  foot?: ReactNode;
  /**
   * The whole table is for screen readers only, e.g. the figures behind a chart. It then gets no
   * scroll wrapper: a 1 px box around a wide table is a scrollable region with nothing to focus.
   */
  srOnly?: boolean;
  /** The body rows. */
  children: ReactNode;
}

export function DataTable({ caption, captionVisible = false, columns, density = "normal", stacked = false, foot, srOnly = false, children }: DataTableProps) {
  return (
    <div className={srOnly ? "sr-only" : "overflow-x-auto"}>
      <table className={clsx("w-full text-left text-sm", stacked && "block md:table")}>
        {caption !== undefined && <caption className={captionVisible ? "mb-1 text-left font-semibold text-slate-900" : "sr-only"}>{caption}</caption>}
        <thead className={clsx("border-b border-slate-200 text-slate-600", stacked && "sr-only md:not-sr-only md:table-header-group")}>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={clsx(cellClass(density, c), "font-medium", !c.numeric && "text-left")}>
                {c.srOnlyLabel ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        {/* Card rows carry their own borders; table rows are ruled here. */}
        <tbody className={stacked ? "block md:table-row-group" : "divide-y divide-slate-100"}>{children}</tbody>
        {foot !== undefined && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
