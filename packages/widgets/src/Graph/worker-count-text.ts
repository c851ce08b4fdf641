import { formatNumber, type GraphMeta } from '@pulzus/core';
import type { TranslateFunction } from '../session/useT';

/**
 * The respondent count as shown, or in words why it is withheld (docs/privacy.md "Rule 1"): "fewer than k"
 * for a population of 0..k-1, "hidden for privacy" for one another rule withholds.
 */
export function workerCountText(
  meta: Pick<GraphMeta, 'worker_count' | 'worker_count_hidden' | 'min_group_size'>,
  t: TranslateFunction,
  language: string,
): string {
  if (meta.worker_count !== null) return formatNumber(meta.worker_count, language);
  if (meta.worker_count_hidden === 'fewer-than-k' && meta.min_group_size !== undefined) {
    return t('graph-worker-count-fewer-than-k', { k: meta.min_group_size });
  }
  return t('graph-worker-count-hidden');
}
