import { CHART_GRAPH_SLUGS, type ChartGraphSlug, GRAPH_SLUGS, type GraphSlug } from '../schemas/graph-query';

/** Whether a string is a known graph slug; an unknown /graph/{slug} redirects to /welcome (spec 2 §2, §8). */
export function isGraphSlug(value: string): value is GraphSlug {
  return (GRAPH_SLUGS as readonly string[]).includes(value);
}

/** Whether a string is a slug drawn by `POST graph/data` (every graph but participation_rate, spec 2 §7). */
export function isChartGraphSlug(value: string): value is ChartGraphSlug {
  return (CHART_GRAPH_SLUGS as readonly string[]).includes(value);
}
