// Where a series stands for its pages: which dates each series action would act on (the same
// sets as lib/corps/series/series-transitions.ts and update-series.ts choose).
import type { SeriesDto, SeriesOccurrenceDto } from "./series-schemas";

export interface SeriesProgress {
  /** Dates that have not started, any status. */
  ahead: SeriesOccurrenceDto[];
  /** Drafts that have not started: Publish. */
  drafts: number;
  /** Draft, published or full dates that have not started: Cancel and PATCH. */
  editable: SeriesOccurrenceDto[];
  /** Published or full dates that have started: Complete. */
  started: number;
}

export function seriesProgress(series: SeriesDto, now: Date = new Date()): SeriesProgress {
  const t = now.getTime();
  const ahead = series.occurrences.filter((o) => Date.parse(o.start_datetime) > t);
  return {
    ahead,
    drafts: ahead.filter((o) => o.status === "draft").length,
    editable: ahead.filter((o) => o.status === "draft" || o.status === "published" || o.status === "full"),
    started: series.occurrences.filter((o) => Date.parse(o.start_datetime) <= t && (o.status === "published" || o.status === "full")).length,
  };
}
