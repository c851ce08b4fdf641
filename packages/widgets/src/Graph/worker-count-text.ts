import { formatNumber, formatSurveyDate, type GraphMeta, type SurveyDate } from '@pulzus/core';
import type { TranslateFunction } from '../session/useT';

/**
 * The respondent count as shown, or in words why it is withheld (docs/privacy.md "Rule 1"): "fewer than k"
 * for a population of 0..k-1, "hidden for privacy" for one another rule withholds.
 */
export function workerCountText(
  meta: {
    worker_count: number | null;
    worker_count_hidden?: 'fewer-than-k' | 'privacy' | undefined;
    min_group_size?: number | undefined;
  },
  t: TranslateFunction,
  language: string,
): string {
  if (meta.worker_count !== null) return formatNumber(meta.worker_count, language);
  if (meta.worker_count_hidden === 'fewer-than-k' && meta.min_group_size !== undefined) {
    return t('graph-worker-count-fewer-than-k', { k: meta.min_group_size });
  }
  return t('graph-worker-count-hidden');
}

/** One line of the respondent summary: its label, the count as shown, and why it is withheld (if it is). */
export interface WorkerCountRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly withheld?: 'fewer-than-k' | 'privacy';
}

/**
 * The respondent summary of a graph: one line for one date; one line per date, oldest first and
 * named by the date, when the answer counts several (`date_worker_counts`, docs/graphs.md).
 */
export function workerCountRows(
  meta: Pick<GraphMeta, 'worker_count' | 'worker_count_hidden' | 'min_group_size' | 'date_worker_counts'>,
  surveyDates: readonly Pick<SurveyDate, 'id' | 'date'>[],
  t: TranslateFunction,
  language: string,
): WorkerCountRow[] {
  const withheld = (count: number | null, hidden: WorkerCountRow['withheld'] | undefined) =>
    count === null ? { withheld: hidden ?? 'privacy' } : {};
  const perDate = meta.date_worker_counts ?? [];
  if (perDate.length < 2) {
    return [
      {
        key: 'latest',
        label: t('graph-worker-count'),
        value: workerCountText(meta, t, language),
        ...withheld(meta.worker_count, meta.worker_count_hidden),
      },
    ];
  }
  return perDate.map((entry) => {
    const day = surveyDates.find((d) => d.id === entry.survey_date_id)?.date;
    const count = { ...entry, min_group_size: meta.min_group_size };
    return {
      key: String(entry.survey_date_id),
      label: day
        ? `${t('graph-worker-count')} (${formatSurveyDate(day, language)})`
        : t('graph-worker-count'),
      value: workerCountText(count, t, language),
      ...withheld(entry.worker_count, entry.worker_count_hidden),
    };
  });
}
