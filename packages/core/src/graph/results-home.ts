import type { GraphDataRequest } from '../schemas/graph-query';
import type { GraphResponse, GraphSeries, TopicColor } from '../schemas/graph-response';
import type { GraphDimension } from '../schemas/graph-settings';
import type { ChartGraphSlug } from '../schemas/graph-slugs';
import { type DroppedFilter, droppedFilters } from './dropped-filters';
import { sidebarQuery } from './sidebar-query';
import { INITIAL_SIDEBAR_STATE, type SidebarState } from './sidebar-state';
import type { ParticipationTable, ParticipationTotal } from './participation-table';
import { completionRatio } from './participation-table';

/**
 * Readings of `POST graph/data` answers for the results home (docs/graphs.md "The results home"). Nothing here
 * computes a number: each function picks values the graph engine answered, as the graph page draws them, so a
 * tile shows exactly what the page it links to shows, a withheld value withheld.
 */

/** One value as a graph answered it: the number, or null with whether a privacy rule withheld it (else not asked). */
export interface HomeValue {
  readonly value: number | null;
  /** True where the null is withheld for privacy (`withheld[i]`, or every null from a server without it). */
  readonly withheld: boolean;
}

/** A named value of a category. */
export interface HomeCategoryValue extends HomeValue {
  readonly name: string;
  /** Its topic colour, where the graph gives one. */
  readonly color: TopicColor | null;
}

/** A value with its change since the previous date as the engine judged it (docs/graphs.md "Change since…"). */
export interface HomeChange extends HomeCategoryValue {
  /** Later − earlier in whole points; null where either value is null. */
  readonly change: number | null;
  /** Whether the change is at least the 95 % margin; null where it cannot be judged. */
  readonly meaningful: boolean | null;
}

/** The value of a series at a category, as the chart reads it. */
export function homeValue(series: GraphSeries | undefined, index: number): HomeValue {
  const value = series?.data[index] ?? null;
  if (value !== null) return { value, withheld: false };
  // no `withheld` array: an older server, where every null was withheld (docs/graphs.md "The graphs")
  return { value: null, withheld: series !== undefined && (series.withheld?.[index] ?? true) };
}

function categoryChange(response: GraphResponse, series: GraphSeries, index: number): HomeChange {
  return {
    ...homeValue(series, index),
    name: response.graph_meta.categories[index] ?? '',
    color: response.graph_meta.categories_colors[index] ?? null,
    change: series.change?.[index] ?? null,
    meaningful: series.change_meaningful?.[index] ?? null,
  };
}

/** The engagement index headline read off a `trends` answer: its newest date's first category. */
export interface EngagementHeadline extends HomeChange {
  /** The newest date's label, as the trends graph names its series. */
  readonly dateLabel: string;
  /** The previous date's label, null when there is one date only. */
  readonly previousDateLabel: string | null;
}

/** The engagement index of the newest date of a `trends` answer, with its change; null when it has no date. */
export function engagementHeadline(trends: GraphResponse): EngagementHeadline | null {
  const series = trends.graph_data;
  const latest = series.at(-1);
  if (!latest || trends.graph_meta.categories.length === 0) return null;
  return {
    ...categoryChange(trends, latest, 0),
    dateLabel: latest.name,
    previousDateLabel: series.at(-2)?.name ?? null,
  };
}

/**
 * The largest meaningful changes of a `trends` answer's newest date (engagement, satisfaction and each index
 * topic), largest first; at most `limit` (default 3). Empty when there is no previous date or nothing changed
 * meaningfully.
 */
export function largestMeaningfulChanges(trends: GraphResponse, limit = 3): HomeChange[] {
  const latest = trends.graph_data.at(-1);
  if (!latest || trends.graph_data.length < 2) return [];
  return trends.graph_meta.categories
    .map((_, index) => categoryChange(trends, latest, index))
    .filter((c) => c.meaningful === true && c.change !== null)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!))
    .slice(0, limit);
}

/** The satisfaction index and its index topics, read off a one-date `satisfaction_total` answer. */
export interface TopicRanking {
  readonly satisfactionIndex: HomeValue;
  /** The index topics, highest first; withheld and not-asked ones last, in the graph's order. */
  readonly topics: readonly HomeCategoryValue[];
}

/**
 * The index topics of a `satisfaction_total` answer ranked by their value. Its categories are the index topics,
 * then the satisfaction index, then the other topics (docs/graphs.md "The graphs"); the satisfaction index is found
 * by its label (the account's text, as the page shows it), else as the first category without a topic colour.
 */
export function topicRanking(satisfactionTotal: GraphResponse, satisfactionIndexLabel: string): TopicRanking {
  const { categories, categories_colors } = satisfactionTotal.graph_meta;
  const latest = satisfactionTotal.graph_data.at(-1);
  let at = categories.indexOf(satisfactionIndexLabel);
  if (at < 0) at = categories_colors.indexOf(null);
  if (at < 0) at = categories.length;
  const topics = categories.slice(0, at).map((name, index) => ({
    ...homeValue(latest, index),
    name,
    color: categories_colors[index] ?? null,
  }));
  const shown = topics.filter((t) => t.value !== null).sort((a, b) => b.value! - a.value!);
  return {
    satisfactionIndex: homeValue(latest, at),
    topics: [...shown, ...topics.filter((t) => t.value === null)],
  };
}

/** The strongest and weakest statements of a one-date `total` answer. */
export interface StatementExtremes {
  /** The highest positive shares, highest first. */
  readonly strongest: readonly HomeCategoryValue[];
  /** The lowest positive shares, lowest first; never one that is also among the strongest. */
  readonly weakest: readonly HomeCategoryValue[];
  /** How many statements are withheld. */
  readonly withheldCount: number;
}

/** The `count` (default 3) strongest and weakest shown statements of a `total` answer. */
export function statementExtremes(total: GraphResponse, count = 3): StatementExtremes {
  const latest = total.graph_data.at(-1);
  const items = total.graph_meta.categories.map((name, index) => ({
    ...homeValue(latest, index),
    name,
    color: total.graph_meta.categories_colors[index] ?? null,
  }));
  const shown = items.filter((i) => i.value !== null).sort((a, b) => b.value! - a.value!);
  const strongest = shown.slice(0, count);
  const weakest = shown.slice(strongest.length).reverse().slice(0, count);
  return { strongest, weakest, withheldCount: items.filter((i) => i.withheld).length };
}

/** One row of the heatmap glance: a group's values and their differences from the company's. */
export interface HeatmapGlanceRow {
  readonly name: string;
  readonly cells: readonly (HomeValue & { readonly difference: number | null })[];
}

/** The heatmap glance: the first `columns` indexes (default 2: engagement and satisfaction) of every row. */
export interface HeatmapGlance {
  readonly columns: readonly string[];
  /** The company row (the heatmap's first series: everyone of the date). */
  readonly company: HeatmapGlanceRow;
  readonly groups: readonly HeatmapGlanceRow[];
}

/** The heatmap glance of a `heatmap` answer (rows: the worker groups); null when it has no rows. */
export function heatmapGlance(heatmap: GraphResponse, columns = 2): HeatmapGlance | null {
  const [company, ...groups] = heatmap.graph_data;
  if (!company) return null;
  const names = heatmap.graph_meta.categories.slice(0, columns);
  const row = (series: GraphSeries, isCompany: boolean): HeatmapGlanceRow => ({
    name: series.name,
    cells: names.map((_, index) => {
      const cell = homeValue(series, index);
      const base = company.data[index] ?? null;
      const difference = isCompany || cell.value === null || base === null ? null : cell.value - base;
      return { ...cell, difference };
    }),
  });
  return { columns: names, company: row(company, true), groups: groups.map((s) => row(s, false)) };
}

/**
 * The participation of the tables the participation page shows (`participationTables`), the worker group's alone
 * when one is chosen: its table's total row, else the sums of every table's total row.
 */
export function participationSummary(
  tables: readonly ParticipationTable[],
  workerGroupId: number | null,
): ParticipationTotal {
  const chosen = workerGroupId === null ? tables : tables.filter((t) => t.worker_group_id === workerGroupId);
  const headcount = chosen.reduce((sum, t) => sum + t.total.headcount, 0);
  const respondent_count = chosen.reduce((sum, t) => sum + t.total.respondent_count, 0);
  return { headcount, respondent_count, completion: completionRatio(respondent_count, headcount) };
}

/** The graphs the results home reads, each tile's own (participation has its own endpoint). */
export const HOME_TILE_GRAPHS = {
  engagement: 'trends',
  changes: 'trends',
  topics: 'satisfaction_total',
  statements: 'total',
  heatmap: 'heatmap',
} as const;

/** A results-home tile's graph query: the state its link opens, the request it sends, the filters it leaves out. */
export interface HomeTileQuery<S extends ChartGraphSlug = ChartGraphSlug> {
  readonly slug: S;
  /** The sidebar state of the graph page the tile links to (its address, docs/graphs.md "In the address"). */
  readonly state: SidebarState;
  /** The `POST graph/data` body: exactly what the graph page sends for that state. */
  readonly request: GraphDataRequest | null;
  /** The chosen filters the graph does not apply. */
  readonly dropped: readonly DroppedFilter[];
}

/**
 * The graph query of each results-home tile for the newest date and the home's filters (docs/graphs.md "The results
 * home"): the state is the graph page's (the date, the filters, the worker groups as the heatmap's rows; trends names
 * no date), the request is `sidebarQuery(state).compile()` as the graph page compiles it, so a tile and the page it
 * links to send the same request. `dimensionsOf` gives a graph's dimension rows on the date (the filters it allows).
 */
export function homeTileQueries(
  surveyDateId: number,
  filter: Pick<SidebarState, 'workerGroupId' | 'demographyFilters'>,
  options: {
    readonly isAdmin: boolean;
    readonly dimensionsOf: (slug: ChartGraphSlug) => readonly GraphDimension[];
  },
): { readonly [K in keyof typeof HOME_TILE_GRAPHS]: HomeTileQuery<(typeof HOME_TILE_GRAPHS)[K]> } {
  const base: SidebarState = {
    ...INITIAL_SIDEBAR_STATE,
    surveyDateIds: [surveyDateId],
    workerGroupId: filter.workerGroupId,
    demographyFilters: filter.demographyFilters,
  };
  const query = <S extends ChartGraphSlug>(slug: S, extra: Partial<SidebarState> = {}): HomeTileQuery<S> => {
    const state = { ...base, ...extra };
    const sidebar = { isAdmin: options.isAdmin, dimensions: options.dimensionsOf(slug) };
    return {
      slug,
      state,
      request: sidebarQuery(slug, state, sidebar).compile(),
      dropped: droppedFilters(slug, state, sidebar),
    };
  };
  // trends reads every date the caller may see: its address names none (docs/graphs.md "Trends")
  const trends = query('trends', { surveyDateIds: [] });
  return {
    engagement: trends,
    changes: trends,
    topics: query('satisfaction_total'),
    statements: query('total'),
    heatmap: query('heatmap', { rows: 'worker_groups' }),
  };
}
