import type { Count } from './units';

/** A value after the privacy rule, with the warning it raised if any. */
export interface GatedValue<T> {
  readonly value: T | null;
  readonly warning: 'graph-warning-privacy' | null;
}

/** Withholds a value from fewer than k contributors (null + graph-warning-privacy); none → null, no warning (graphs.md 1, 7). */
export function privacyGate<T>(value: T | null, contributors: Count, k: number): GatedValue<T> {
  if (contributors === 0) return { value: null, warning: null };
  if (contributors < k) return { value: null, warning: 'graph-warning-privacy' };
  return { value, warning: null };
}
