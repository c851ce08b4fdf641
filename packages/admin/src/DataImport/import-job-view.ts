import {
  formatNumber,
  type ImportJob,
  type LanguageCode,
  type MessageKey,
  type MessageParams,
} from '@pulzus/core';

/** A text of the progress view: a message key and its parameters. */
export interface JobText {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

const amount = (fetched: number, total: number | null, language: LanguageCode) =>
  total === null
    ? formatNumber(fetched, language)
    : `${formatNumber(fetched, language)} / ${formatNumber(total, language)}`;

/**
 * The progress lines of a job: the items it stored (surveys, designs, collectors, answers or file
 * rows) and the provider pages it read, each "done / total" when the total is known; nothing
 * before the first page.
 */
export function jobProgressTexts(job: ImportJob, language: LanguageCode): JobText[] {
  const { pages_fetched, pages_total, items_fetched, items_total } = job.progress;
  const texts: JobText[] = [];
  if (items_fetched > 0 || items_total !== null) {
    texts.push({
      key: `admin-data-import-job-items-${job.kind}`,
      params: { progress: amount(items_fetched, items_total, language) },
    });
  }
  if (job.kind !== 'manual' && (pages_fetched > 0 || pages_total !== null)) {
    texts.push({
      key: 'admin-data-import-job-pages',
      params: { progress: amount(pages_fetched, pages_total, language) },
    });
  }
  return texts;
}

/** The time lines of a job: queued, started and finished, those that happened. */
export function jobTimeTexts(job: ImportJob, format: (iso: string) => string): JobText[] {
  const texts: JobText[] = [
    { key: 'admin-data-import-job-created-at', params: { time: format(job.created_at) } },
  ];
  if (job.started_at) {
    texts.push({ key: 'admin-data-import-job-started-at', params: { time: format(job.started_at) } });
  }
  if (job.finished_at) {
    texts.push({ key: 'admin-data-import-job-finished-at', params: { time: format(job.finished_at) } });
  }
  return texts;
}
