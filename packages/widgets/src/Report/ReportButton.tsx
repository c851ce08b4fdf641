import { errorMessageKey, type GraphFilter, type LanguageCode, type ReportFormat } from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { routeQuery } from '../query/route-query';
import { useRouteMutation } from '../query/useRouteMutation';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { Button } from '../ui/Button';
import { openInNewWindow } from '../ui/open-in-new-window';
import { errorKey } from '../ui/PageStatus';
import { useToasts } from '../ui/toast-store';
import { ReportDialog, type ReportDialogState } from './ReportDialog';

/** How often a running report's progress is asked for, ms. */
const POLL_MS = 700;

/** What the report is about: the page's current selection. */
export interface ReportSelection {
  /** The survey date (the newest chosen); the button is disabled without one. */
  readonly surveyDateId: number | null;
  /** Earlier dates to compare with; default none. */
  readonly compareSurveyDateIds?: readonly number[];
  /** The sidebar's filters; default none. */
  readonly filters?: readonly GraphFilter[];
}

/** Props of {@link ReportButton}. */
export interface ReportButtonProps {
  /** The selection to report on. */
  selection: ReportSelection;
}

/**
 * The "Report" button and its dialog (docs/reports.md): `POST reports` with the selection, the chosen
 * format and language, then `GET reports/{id}` every 0.7 s for the progress, then the file through a
 * download ticket in a new window.
 */
export function ReportButton({ selection }: ReportButtonProps) {
  const { t, language: uiLanguage } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const showToast = useToasts((state) => state.show);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [language, setLanguage] = useState<LanguageCode>(uiLanguage);
  const create = useRouteMutation('reportCreate');
  const jobId = create.data?.id ?? null;
  const status = useQuery({
    ...routeQuery(client, sessionAccountId, 'reportStatus', { params: { id: jobId ?? 0 } }),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : POLL_MS;
    },
  });
  const job = jobId === null ? null : (status.data ?? create.data ?? null);
  const failure = create.error ?? status.error;
  const state: ReportDialogState =
    failure || job?.state === 'failed'
      ? 'error'
      : create.isPending || job?.state === 'queued' || job?.state === 'running'
        ? 'running'
        : job?.state === 'done'
          ? 'done'
          : 'idle';
  const errorText = failure ? t(errorKey(failure)) : job?.error ? t(errorMessageKey(job.error)) : undefined;
  const start = () => {
    if (selection.surveyDateId === null) return;
    create.mutate({
      body: {
        survey_date_id: selection.surveyDateId,
        compare_survey_date_ids: [...(selection.compareSurveyDateIds ?? [])],
        filters: [...(selection.filters ?? [])],
        format,
        language,
      },
    });
  };
  const download = async () => {
    if (jobId === null) return;
    try {
      openInNewWindow(await client.reportFile({ params: { id: jobId } }));
    } catch (error) {
      showToast('danger', t(errorKey(error)));
    }
  };
  const close = () => {
    setOpen(false);
    // a finished or failed report is forgotten; a running one keeps running and shows again on reopening
    if (state !== 'running') create.reset();
  };
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        disabled={selection.surveyDateId === null}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('report-button')}
      </Button>
      <ReportDialog
        open={open}
        onClose={close}
        state={state}
        progress={job?.progress ?? 0}
        format={format}
        language={language}
        onFormatChange={setFormat}
        onLanguageChange={setLanguage}
        onCreate={start}
        onDownload={() => void download()}
        {...(errorText ? { error: errorText } : {})}
      />
    </>
  );
}
