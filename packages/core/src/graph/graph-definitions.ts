/**
 * The graph definition table: every fact about a graph that is not its computation or its texts, one
 * row per slug, in menu order (docs/graphs.md "The graphs"). The slug lists, the query builder's
 * `compile()`, the sidebar's controls, the survey-date limits, the dimension defaults and uses, the
 * welcome links and the chart kind are all views of this table, so adding a graph is one row here,
 * one engine file (`analytics/graphs/`, dispatched by `computeGraph`) and its texts.
 *
 * Plain data on purpose: no zod and no imports, so the browser bundle and the schemas can read it
 * without pulling the validation library (the wire schemas in `schemas/graph-query.ts` are checked
 * against this table by a test).
 */

/**
 * How a graph is drawn: the participation table, vertical columns (few categories with short labels),
 * horizontal bars (item and unit lists with long labels), a matrix of coloured cells (the heatmap: groups × indexes),
 * a quadrant of points (key drivers: score × impact on engagement), or lines over the survey dates (trends).
 */
export type GraphChartKind = 'participation-table' | 'column' | 'bar' | 'matrix' | 'quadrant' | 'line';

/**
 * Where a graph's survey dates come from: `survey_dates` of its query, the date of its demography, or every
 * date the caller may see (`all-dates`: the query names none; the server passes them all, docs/graphs.md "Trends").
 */
export type GraphDateSource = 'survey-dates' | 'demography' | 'all-dates';

/**
 * The query fields a graph takes (`POST graph/data`, docs/api.md), which are exactly the sidebar
 * controls it shows: a control appears when the graph's query carries its field.
 */
export interface GraphQueryFields {
  /** Where the survey dates come from. */
  readonly dates: GraphDateSource;
  /**
   * The field the sidebar's demography select fills: `demography_id` (the graph is about one
   * demography's answers), `main_dimension_demography_id` (its categories are a demography's answers),
   * or none.
   */
  readonly demography: 'demography_id' | 'main_dimension_demography_id' | null;
  /** Whether the query names one topic (`question_group_id`): the topic select. */
  readonly topic: boolean;
  /** Whether the query takes filters (worker group, demography and question filters). */
  readonly filters: boolean;
  /** Whether the query takes `hide_no_answers`: the "hide not answered" checkbox. */
  readonly hideNoAnswers: boolean;
  /** Whether the query takes `show_satisfaction_index`: the "show satisfaction index" checkbox. */
  readonly satisfactionIndex: boolean;
  /**
   * Whether the query takes `rows` (the "rows" select): what its rows are — the answers of the demography
   * the demography select names, the worker groups, or the units (docs/graphs.md "Heatmap"). Absent: no rows
   * select.
   */
  readonly rows?: boolean;
}

/**
 * What a graph with a `rows` field draws as its rows: the answers of a demography, the worker groups or the
 * units (docs/graphs.md "Heatmap"); the first is the default.
 */
export const ROW_DIMENSIONS = ['demography', 'worker_groups', 'units'] as const;

/** What a graph's rows are (`rows` of its query). */
export type RowDimension = (typeof ROW_DIMENSIONS)[number];

/**
 * Which dimension rows of a graph's settings (docs/graphs.md "Dimensions") can be its main dimension:
 * `none` (it has none), `demography` (its query needs a demography: the first one the sidebar
 * selects) or `any` (its categories: the worker groups or the answers of a demography).
 */
export type MainDimensionScope = 'none' | 'demography' | 'any';

/** A dimension row's default flags. */
export interface DimensionDefault {
  readonly main: boolean;
  readonly filter: boolean;
}

/** What a graph's dimension rows are used for, and their defaults when none are stored. */
export interface GraphDimensionDefinition {
  /** Which rows can be the main dimension. */
  readonly main: MainDimensionScope;
  /** The default worker-group row. */
  readonly workerGroup: DimensionDefault;
  /** The default row of each demography. */
  readonly demography: DimensionDefault;
}

/** The welcome page's groups, in their order (their titles are the texts `welcome-group-<id>`). */
export const WELCOME_GROUP_IDS = ['participation', 'commitment', 'satisfaction', 'insights'] as const;

/** A welcome-page group. */
export type WelcomeGroupId = (typeof WELCOME_GROUP_IDS)[number];

/** One row of the graph definition table. */
export interface GraphDefinition {
  /** The page route: `/graph/<slug>`, or the participation page's own. */
  readonly route: string;
  /** How the graph is drawn. */
  readonly chart: GraphChartKind;
  /** How many survey dates it may compare at once (one for a single-date graph). */
  readonly maxDates: number;
  /** Its query fields (null: not drawn through `POST graph/data`). */
  readonly query: GraphQueryFields | null;
  /** Its dimension use and defaults. */
  readonly dimensions: GraphDimensionDefinition;
  /** Whether its bars are coloured by topic, so the page needs the topics' names for the legend. */
  readonly topicColours: boolean;
  /** Its welcome-page group, and its position among all welcome links (1 = first). */
  readonly welcome: { readonly group: WelcomeGroupId; readonly position: number };
  /**
   * The series whose values are correlations (key drivers' impacts), withheld below their statistical minimum
   * max(k, 30) rather than k (docs/graphs.md "Key drivers"); absent where every value's minimum is k.
   */
  readonly correlationSeries?: number;
  /**
   * The company beside a scoped viewer's population (docs/privacy.md "Rule 10"): `company-row`, its first series
   * already is the company; `company-category`, the engine appends the company as its last category; absent where
   * the graph has no company line.
   */
  readonly scopeComparison?: 'company-row' | 'company-category';
  /** Whether the report's executive summary reads its focus areas from this graph (docs/reports.md). */
  readonly summaryPriorities?: boolean;
}

const MAIN_AND_FILTER: DimensionDefault = { main: true, filter: true };
const FILTER_ONLY: DimensionDefault = { main: false, filter: true };
const MAIN_ONLY: DimensionDefault = { main: true, filter: false };
const NEITHER: DimensionDefault = { main: false, filter: false };

/**
 * The query most chart graphs take: the chosen survey dates and the filters, nothing else. A row
 * spreads it and names only where its graph's query differs, so the differences stand out.
 */
const FILTERED_QUERY = {
  dates: 'survey-dates',
  demography: null,
  topic: false,
  filters: true,
  hideNoAnswers: false,
  satisfactionIndex: false,
} as const satisfies GraphQueryFields;

/** The dimensions of a graph without a main dimension: the worker groups and every demography filter it. */
const FILTERS_ONLY = {
  main: 'none',
  workerGroup: FILTER_ONLY,
  demography: FILTER_ONLY,
} as const satisfies GraphDimensionDefinition;

/**
 * The table. Dimension defaults follow docs/graphs.md "Dimensions": commitment_total and
 * commitment_ranking draw their categories from the main dimension (the worker groups by default);
 * the three demographic graphs query one demography; commitment_total and participation_rate take no
 * filters.
 */
export const GRAPH_DEFINITIONS = {
  participation_rate: {
    route: '/participation-rate',
    chart: 'participation-table',
    maxDates: 1,
    query: null,
    dimensions: { main: 'none', workerGroup: NEITHER, demography: NEITHER },
    topicColours: false,
    welcome: { group: 'participation', position: 1 },
  },
  demographics: {
    route: '/graph/demographics',
    chart: 'column',
    maxDates: 1,
    query: { ...FILTERED_QUERY, dates: 'demography', demography: 'demography_id', hideNoAnswers: true },
    dimensions: { main: 'demography', workerGroup: FILTER_ONLY, demography: MAIN_ONLY },
    topicColours: false,
    welcome: { group: 'participation', position: 2 },
  },
  commitment_total: {
    route: '/graph/commitment_total',
    chart: 'column',
    maxDates: 3,
    query: { ...FILTERED_QUERY, filters: false, satisfactionIndex: true },
    dimensions: { main: 'any', workerGroup: MAIN_ONLY, demography: NEITHER },
    topicColours: false,
    welcome: { group: 'commitment', position: 3 },
    scopeComparison: 'company-category',
  },
  commitment_demographics: {
    route: '/graph/commitment_demographics',
    chart: 'column',
    maxDates: 3,
    query: { ...FILTERED_QUERY, demography: 'main_dimension_demography_id', satisfactionIndex: true },
    dimensions: { main: 'demography', workerGroup: FILTER_ONLY, demography: MAIN_AND_FILTER },
    topicColours: false,
    welcome: { group: 'commitment', position: 4 },
  },
  commitment_detailed: {
    route: '/graph/commitment_detailed',
    chart: 'bar',
    maxDates: 2,
    query: FILTERED_QUERY,
    dimensions: FILTERS_ONLY,
    topicColours: false,
    welcome: { group: 'commitment', position: 5 },
  },
  commitment_ranking: {
    route: '/graph/commitment_ranking',
    chart: 'bar',
    maxDates: 2,
    query: { ...FILTERED_QUERY, satisfactionIndex: true },
    dimensions: { main: 'any', workerGroup: MAIN_AND_FILTER, demography: FILTER_ONLY },
    topicColours: false,
    welcome: { group: 'commitment', position: 6 },
  },
  satisfaction_total: {
    route: '/graph/satisfaction_total',
    chart: 'column',
    maxDates: 3,
    query: FILTERED_QUERY,
    dimensions: FILTERS_ONLY,
    topicColours: false,
    welcome: { group: 'satisfaction', position: 7 },
  },
  satisfaction_topics: {
    route: '/graph/satisfaction_topics',
    chart: 'bar',
    maxDates: 2,
    query: { ...FILTERED_QUERY, topic: true },
    dimensions: FILTERS_ONLY,
    topicColours: false,
    welcome: { group: 'satisfaction', position: 8 },
  },
  satisfaction_demographics: {
    route: '/graph/satisfaction_demographics',
    chart: 'column',
    maxDates: 1,
    query: { ...FILTERED_QUERY, demography: 'main_dimension_demography_id' },
    dimensions: { main: 'demography', workerGroup: FILTER_ONLY, demography: MAIN_AND_FILTER },
    topicColours: false,
    welcome: { group: 'satisfaction', position: 10 },
  },
  total: {
    route: '/graph/total',
    chart: 'bar',
    maxDates: 2,
    query: FILTERED_QUERY,
    dimensions: FILTERS_ONLY,
    topicColours: true,
    welcome: { group: 'satisfaction', position: 9 },
  },
  heatmap: {
    route: '/graph/heatmap',
    chart: 'matrix',
    maxDates: 1,
    query: { ...FILTERED_QUERY, demography: 'main_dimension_demography_id', rows: true },
    dimensions: { main: 'demography', workerGroup: FILTER_ONLY, demography: MAIN_AND_FILTER },
    topicColours: false,
    welcome: { group: 'insights', position: 11 },
    scopeComparison: 'company-row',
  },
  trends: {
    route: '/graph/trends',
    chart: 'line',
    // every date the caller may see (dates: 'all-dates'); the bound only keeps one answer's size in check
    maxDates: 1000,
    query: { ...FILTERED_QUERY, dates: 'all-dates' },
    dimensions: FILTERS_ONLY,
    // its lines are named at their ends and in its own legend: no topic legend needed
    topicColours: false,
    welcome: { group: 'insights', position: 12 },
  },
  key_drivers: {
    route: '/graph/key_drivers',
    chart: 'quadrant',
    maxDates: 1,
    query: FILTERED_QUERY,
    dimensions: FILTERS_ONLY,
    topicColours: false,
    welcome: { group: 'insights', position: 13 },
    correlationSeries: 1,
    summaryPriorities: true,
  },
} as const satisfies Record<string, GraphDefinition>;

type Definitions = typeof GRAPH_DEFINITIONS;

/** A graph slug: the key of a graph page, its settings and its enabled flag. */
export type GraphSlug = keyof Definitions;

/** A graph drawn through `POST graph/data` (its `type`): every graph with query fields. */
export type ChartGraphSlug = {
  [S in GraphSlug]: Definitions[S]['query'] extends null ? never : S;
}[GraphSlug];

/** The definition of a graph. */
export function graphDefinition(slug: GraphSlug): GraphDefinition {
  return GRAPH_DEFINITIONS[slug];
}

/** The query fields of a chart graph. */
export function chartQueryDefinition(slug: ChartGraphSlug): GraphQueryFields {
  return GRAPH_DEFINITIONS[slug].query;
}

/**
 * The wire names of a chart graph's query fields (`POST graph/data`, docs/api.md), in the order the
 * query builder writes them; the wire schemas in `schemas/graph-query.ts` are held to these by a test.
 */
export function graphQueryFieldNames(slug: ChartGraphSlug): string[] {
  const fields = chartQueryDefinition(slug);
  return [
    ...(fields.dates === 'survey-dates' ? ['survey_dates'] : []),
    ...(fields.demography === null ? [] : [fields.demography]),
    ...(fields.topic ? ['question_group_id'] : []),
    ...(fields.hideNoAnswers ? ['hide_no_answers'] : []),
    ...(fields.filters ? ['filters'] : []),
    ...(fields.satisfactionIndex ? ['show_satisfaction_index'] : []),
    ...(fields.rows ? ['rows'] : []),
  ];
}
