/**
 * The graphs benchmark's queries and statistics: varied requests of every graph type (seeded, the same on every
 * run) and the quantiles the results quote.
 */
export { prng, requests } from '../../packages/core/src/analytics/test/graph-requests';

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
