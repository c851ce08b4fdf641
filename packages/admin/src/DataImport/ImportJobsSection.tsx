import { formatNumber, type ImportJob } from '@pulzus/core';
import {
  Button,
  DataTable,
  type DataTableColumn,
  useFormatTimestamp,
  LoadError,
  Loading,
  useT,
} from '@pulzus/widgets';
import { useState } from 'react';
import { type JobText, jobProgressTexts, jobTimeTexts } from './import-job-view';
import { Lines, Note, Section, SectionTitle } from './parts';

/** Props of {@link ImportJobsSection}. */
export interface ImportJobsSectionProps {
  /** The running and recent jobs, newest first. */
  jobs: readonly ImportJob[];
  /** The jobs call's state. */
  status: 'pending' | 'error' | 'success';
  /** The jobs call's failure. */
  error?: unknown;
}

/** Jobs shown at first, and how many more each "show more" adds: the history stays one screen long. */
export const JOBS_PER_PAGE = 20;

/**
 * The progress view of the imports (docs/import.md "The import queue"): per running or recent job its
 * kind, survey, state with the reason of a failure, progress (items and provider pages), attempts and
 * times.
 */
export function ImportJobsSection({ jobs, status, error }: ImportJobsSectionProps) {
  const { t, language } = useT();
  const formatTimestamp = useFormatTimestamp();
  const [shown, setShown] = useState(JOBS_PER_PAGE);
  const lines = (texts: JobText[]) => (
    <Lines>
      {texts.map((text) => (
        <li key={text.key}>{t(text.key, text.params)}</li>
      ))}
    </Lines>
  );
  const columns: DataTableColumn<ImportJob>[] = [
    {
      key: 'kind',
      header: t('admin-data-import-job-kind'),
      cell: (job) => t(`admin-data-import-job-kind-${job.kind}`),
    },
    {
      key: 'survey',
      header: t('admin-data-import-job-survey'),
      cell: (job) => (
        <>
          {job.survey_title ?? job.provider_survey_id ?? job.api_key_name ?? ''}
          {job.survey_title && job.provider_survey_id ? <Note>{job.provider_survey_id}</Note> : null}
        </>
      ),
    },
    {
      key: 'state',
      header: t('admin-data-import-job-state'),
      cell: (job) => (
        <span data-state={job.state}>
          {t(`admin-data-import-job-state-${job.state}`)}
          {job.error_code ? <Note>{t(`admin-data-import-job-error-${job.error_code}`)}</Note> : null}
        </span>
      ),
    },
    {
      key: 'progress',
      header: t('admin-data-import-job-progress'),
      cell: (job) => lines(jobProgressTexts(job, language)),
    },
    {
      key: 'attempts',
      header: t('admin-data-import-job-attempts'),
      numeric: true,
      cell: (job) => formatNumber(job.attempts, language),
    },
    {
      key: 'times',
      header: t('admin-data-import-job-times'),
      cell: (job) => lines(jobTimeTexts(job, (iso) => formatTimestamp(iso))),
    },
  ];
  return (
    <Section data-component="Pulzus.ImportJobs">
      <SectionTitle>{t('admin-data-import-jobs')}</SectionTitle>
      {status === 'pending' ? (
        <Loading />
      ) : status === 'error' ? (
        <LoadError error={error} />
      ) : (
        <>
          <DataTable
            caption={t('admin-data-import-jobs')}
            columns={columns}
            rows={jobs.slice(0, shown)}
            rowKey={(job) => job.id}
            empty={t('admin-data-import-jobs-empty')}
          />
          {jobs.length > shown ? (
            <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + JOBS_PER_PAGE)}>
              {t('admin-data-import-jobs-more', {
                shown: formatNumber(shown, language),
                total: formatNumber(jobs.length, language),
              })}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}
