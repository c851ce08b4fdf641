import type { Count } from './units';

/** The warning a whole filtered population raises: none → no-data, fewer than k → too-few-respondents (graphs.md). */
export function populationWarning(
  population: Count,
  k: number,
): 'graph-warning-no-data' | 'graph-warning-too-few-respondents' | null {
  if (population === 0) return 'graph-warning-no-data';
  return population < k ? 'graph-warning-too-few-respondents' : null;
}
