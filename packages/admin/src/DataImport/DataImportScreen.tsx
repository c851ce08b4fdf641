import { type MessageKey, type ProviderSurvey, surveysWithRunningImport } from '@pulzus/core';
import { routeMutationKey, useRouteMutation, useT } from '@pulzus/widgets';
import { type MutationKey, useMutationState } from '@tanstack/react-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { ApiKeysSection } from './ApiKeysSection';
import type { ConnectLinkProps } from './ConnectLink';
import { ImportJobsSection } from './ImportJobsSection';
import { ManualImportForm } from './ManualImportForm';
import { ProviderSurveysSection, type ReimportKind } from './ProviderSurveysSection';
import { IMPORT_LISTS, useDataImportData } from './useDataImportData';
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

const REIMPORT_KEYS = [
  routeMutationKey('dataImportSurveyDetails'),
  routeMutationKey('dataImportSurveyCollectors'),
  routeMutationKey('dataImportSurveyResponses'),
];

/** Whether a mutation key is one of the three reimport calls'. */
function isReimport(key: MutationKey | undefined): boolean {
  return REIMPORT_KEYS.some((reimport) => key?.[0] === reimport[0] && key?.[1] === reimport[1]);
}

/**
 * The data import screen (spec 2 §2 "Data import (admin)", §4, §7, §8): the provider API keys with
 * their daily limits, the queue length and the connect link; the provider surveys with their
 * reimports; the progress of running and recent imports; the manual upload. Limits and jobs reload
 * every 10 seconds and after each action.
 */
export function DataImportScreen({ refreshMs, ...connect }: DataImportScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const notify = useNotify();
  const data = useDataImportData(refreshMs);
  const reloads = { invalidates: IMPORT_LISTS };
  const importSurveys = useRouteMutation('dataImportSurveys', reloads);
  const reimports = {
    details: useRouteMutation('dataImportSurveyDetails', reloads),
    collectors: useRouteMutation('dataImportSurveyCollectors', reloads),
    answers: useRouteMutation('dataImportSurveyResponses', reloads),
  };
  // every survey with a reimport call under way (several may run at once, one per row)
  const calling = useMutationState({
    filters: { status: 'pending', predicate: (mutation) => isReimport(mutation.options.mutationKey) },
    select: (mutation) => (mutation.state.variables as { params: { id: string } }).params.id,
  });

  const act = async (call: () => Promise<unknown>, toasts: (typeof TOASTS)[keyof typeof TOASTS]) => {
    try {
      await call();
      notify.success(toasts.success);
    } catch {
      notify.danger(toasts.failure);
    }
  };

  const onRefresh = () => act(() => importSurveys.mutateAsync({ body: {} }), TOASTS.surveys);

  const onReimport = (survey: ProviderSurvey, kind: ReimportKind) =>
    act(() => reimports[kind].mutateAsync({ params: { id: survey.id }, body: {} }), TOASTS[kind]);

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
        refreshing={importSurveys.isPending}
        onRefresh={() => void onRefresh()}
        onReimport={(survey, kind) => void onReimport(survey, kind)}
      />
      <ImportJobsSection jobs={jobs} status={data.jobs.status} error={data.jobs.error} />
      <ManualImportForm onUploaded={() => void data.reload()} />
    </ScreenFrame>
  );
}
