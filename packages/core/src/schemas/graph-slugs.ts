/** The graph slugs drawn as charts through `POST graph/data`, in menu order: every slug but participation_rate. */
export const CHART_GRAPH_SLUGS = [
  'demographics',
  'commitment_total',
  'commitment_demographics',
  'commitment_detailed',
  'commitment_ranking',
  'satisfaction_total',
  'satisfaction_topics',
  'satisfaction_demographics',
  'total',
] as const;

/** A chart graph slug: the `type` of a `POST graph/data` request (spec 2 §7). */
export type ChartGraphSlug = (typeof CHART_GRAPH_SLUGS)[number];

/** Every graph slug of the product, in menu order (spec 2 §2): the participation rate, then the charts. */
export const GRAPH_SLUGS = ['participation_rate', ...CHART_GRAPH_SLUGS] as const;

/** A graph slug, the key of a graph page, its settings and its enabled flag (spec 2 §2). */
export type GraphSlug = (typeof GRAPH_SLUGS)[number];
