import { type ChartGraphSlug, GRAPH_DEFINITIONS, type GraphSlug } from '../graph/graph-definitions';

export type { ChartGraphSlug, GraphSlug } from '../graph/graph-definitions';

/** Every graph slug of the product, in menu order: the rows of the graph definition table. */
export const GRAPH_SLUGS = Object.keys(GRAPH_DEFINITIONS) as [GraphSlug, ...GraphSlug[]];

/** The graph slugs drawn as charts through `POST graph/data`, in menu order: the rows with query fields. */
export const CHART_GRAPH_SLUGS = GRAPH_SLUGS.filter((slug) => GRAPH_DEFINITIONS[slug].query !== null) as [
  ChartGraphSlug,
  ...ChartGraphSlug[],
];
