import { type MessageKey, type ProviderSurvey, surveysWithRunningImport } from '@pulzus/core';
import { useApiClient, useT } from '@pulzus/widgets';
import { useState } from 'react';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { ApiKeysSection } from './ApiKeysSection';
import type { ConnectLinkProps } from './ConnectLink';
import { ImportJobsSection } from './ImportJobsSection';
import { ManualImportForm } from './ManualImportForm';
import { ProviderSurveysSection, type ReimportKind } from './ProviderSurveysSection';
import { useDataImportData } from './useDataImportData';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link DataImportScreen}. */
export interface DataImportScreenProps extends ConnectLinkProps {
  /** How often the limits, the queue length and the jobs reload, in ms; default 10 s (spec 2 §9). */
  refreshMs?: number;
}

const TOASTS: Record<ReimportKind | 'surveys', { success: MessageKey; failure: MessageKey }> = {
  surveys: { success: 'toast-import-surveys-success', failure: 'toast-import-surveys-error' },
  details: { success: 'toast-import-details-success', failure: 'toast-import-details-error' },
  collectors: { success: 'toast-import-collectors-success', failure: 'toast-import-collectors-error' },
  answers: { success: 'toast-import-answers-success', failure: 'toast-import-answers-error' },
};

/**
 * The data import screen (spec 2 §2 "Data import (admin)", §4, §7, §8): the provider API keys with
 * their daily limits, the queue length and the connect link; the provider surveys with their
 * reimports; the progress of running and recent imports; the manual upload. Limits and jobs reload
 * every 10 seconds and after each action.
 */
export function DataImportScreen({ refreshMs, ...connect }: DataImportScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const notify = useNotify();
  const data = useDataImportData(refreshMs);
  const [calling, setCalling] = useState<ReadonlySet<string>>(new Set());
  const [refreshing, setRefreshing] = useState(false);

  const act = async (call: () => Promise<unknown>, toasts: (typeof TOASTS)[keyof typeof TOASTS]) => {
    try {
      await call();
      notify.success(toasts.success);
    } catch {
      notify.danger(toasts.failure);
    }
    await data.reload();
  };

  const onRefresh = async () => {
    setRefreshing(true);
    await act(() => client.dataImportSurveys({ body: {} }), TOASTS.surveys);
    setRefreshing(false);
  };

  const onReimport = async (survey: ProviderSurvey, kind: ReimportKind) => {
    const params = { id: survey.id };
    const call = {
      details: () => client.dataImportSurveyDetails({ params, body: {} }),
      collectors: () => client.dataImportSurveyCollectors({ params, body: {} }),
      answers: () => client.dataImportSurveyResponses({ params, body: {} }),
    }[kind];
    setCalling((ids) => new Set(ids).add(survey.id));
    await act(call, TOASTS[kind]);
    setCalling((ids) => {
      const left = new Set(ids);
      left.delete(survey.id);
      return left;
    });
  };

  const jobs = data.jobs.data?.import_jobs ?? [];
  const busySurveyIds = new Set([...surveysWithRunningImport(jobs), ...calling]);

  return (
    <ScreenFrame
      name="Pulzus.DataImportScreen"
      title={t('admin-data-import-title')}
      status={data.status}
      error={data.error}
    >
      <ApiKeysSection apiKeys={data.apiKeys} queueLength={data.queueLength} {...connect} />
      <ProviderSurveysSection
        surveys={data.providerSurveys}
        apiKeys={data.apiKeys}
        busySurveyIds={busySurveyIds}
        refreshing={refreshing}
        onRefresh={() => void onRefresh()}
        onReimport={(survey, kind) => void onReimport(survey, kind)}
      />
      <ImportJobsSection jobs={jobs} status={data.jobs.status} error={data.jobs.error} />
      <ManualImportForm onUploaded={() => void data.reload()} />
    </ScreenFrame>
  );
}
