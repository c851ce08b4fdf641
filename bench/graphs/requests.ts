/**
 * The graphs benchmark's queries and statistics: varied requests of every graph type (seeded, the same on every
 * run) and the quantiles the results quote.
 */
import { CHART_GRAPH_SLUGS, type GraphDataRequest } from '@pulzus/core';
import type { SurveyCube } from '@pulzus/core/analytics';
import { requests } from '../../packages/core/src/analytics/test/graph-requests';

export { prng, requests } from '../../packages/core/src/analytics/test/graph-requests';
/**
 * The varied runs' bodies: every chart graph's seeded varied requests without answer filters (a user's or a
 * manager's queries; answer filters are an admin's), deduplicated — about a thousand distinct queries. Another
 * `seed` gives another such set.
 */
export function variedBodies(cubes: SurveyCube[], seed = 9_000): GraphDataRequest[] {
  const seen = new Map<string, GraphDataRequest>();
  for (const [s, slug] of CHART_GRAPH_SLUGS.entries()) {
    for (const request of requests(slug, cubes, 160, seed + s)) {
      const filters = 'filters' in request.query ? (request.query.filters ?? []) : [];
      if (filters.some((f) => f.type === 'answer')) continue;
      seen.set(JSON.stringify(request), request);
    }
  }
  return [...seen.values()];
}

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
export const round = (x: number) => Math.round(x * 100) / 100;
export const stats = (xs: number[]) => ({
  median: round(quantile(xs, 0.5)),
  p95: round(quantile(xs, 0.95)),
  n: xs.length,
});

export async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await fn();
  return [performance.now() - t0, value];
}
