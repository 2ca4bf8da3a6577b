// The shared table frame: what assistive technology and the browser tests rely on (caption as
// the table's name, column headers with scope, body rows passed through), and that a column's
// alignment and breakpoint reach its header and body cells alike.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cellClass, DataTable, type Column, type DataTableProps } from "@/components/ui/data-table";

const columns: Column[] = [{ label: "Name" }, { label: "Hours", numeric: true }, { label: "City", hideBelow: "md" }, { label: "Actions", srOnlyLabel: true }];

function render(props: Partial<Omit<DataTableProps, "children">> = {}): string {
  const row = h("tr", { key: "r" }, h("th", { scope: "row" }, "Ada"), h("td", { className: cellClass("normal", { numeric: true }) }, "3"));
  return renderToStaticMarkup(h(DataTable, { caption: "People", columns, ...props, children: row }));
}

describe("DataTable", () => {
  it("names the table by a screen-reader caption and heads every column with scope=col", () => {
    const html = render();
    expect(html).toMatch(/^<div class="overflow-x-auto"><table class="w-full text-left text-sm">/);
    expect(html).toContain('<caption class="sr-only">People</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html).toContain("<tbody");
    expect(html).toContain('<th scope="row">Ada</th>');
  });

  it("shows the caption when asked and leaves it out when there is none", () => {
    expect(render({ captionVisible: true })).toMatch(/<caption class="[^"]*font-semibold[^"]*">People<\/caption>/);
    expect(render({ caption: undefined })).not.toContain("<caption");
  });

  it("right-aligns numeric columns and hides columns below their breakpoint, in header and body alike", () => {
    const html = render();
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Hours<\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*hidden md:table-cell[^"]*">City<\/th>/);
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">3<\/td>/);
    expect(cellClass("normal", { hideBelow: "md" })).toContain("hidden md:table-cell");
  });

  it("hides a screen-reader-only table without a scroll region around it", () => {
    expect(render({ srOnly: true })).toMatch(/^<div class="sr-only"><table /);
  });

  it("keeps an action column's label for screen readers only", () => {
    expect(render()).toMatch(/<th scope="col" class="[^"]*"><span class="sr-only">Actions<\/span><\/th>/);
  });

  it("pads cells by density", () => {
    expect(cellClass("normal")).toContain("py-2");
    expect(cellClass("compact")).toContain("py-1");
    expect(render({ density: "compact" })).toMatch(/<th scope="col" class="py-1 /);
  });

  it("renders footer rows in a tfoot, and stacks rows into cards below md when asked", () => {
    expect(render({ foot: h("tr", null, h("th", { scope: "row" }, "Total")) })).toContain('<tfoot><tr><th scope="row">Total</th></tr></tfoot>');
    const stacked = render({ stacked: true });
    expect(stacked).toContain('<table class="w-full text-left text-sm block md:table">');
    expect(stacked).toMatch(/<thead class="[^"]*sr-only md:not-sr-only md:table-header-group">/);
    expect(stacked).toContain('<tbody class="block md:table-row-group">');
  });
});
