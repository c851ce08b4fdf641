import { participationTables } from '@pulzus/core';
import {
  errorKey,
  graphStartQueries,
  ParticipationTable,
  type ParticipationMessages,
  routeQuery,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RequireEnabledGraph } from '../graph/RequireEnabledGraph';
import { SurveyDateSidebarPage } from '../graph/SurveyDateSidebarPage';
import { useSidebarSurveyDate } from '../graph/useSidebarSurveyDate';
import { ParticipationDownloads } from './ParticipationDownloads';

/** The tables and buttons of one survey date: rows merged and ordered by core (spec 2 §4). */
function ParticipationContent({ surveyDateId }: { surveyDateId: number }) {
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const rates = useQuery({
    ...routeQuery(client, aid, 'participationRate', { body: { survey_date_id: surveyDateId } }),
    select: (r) => r.collectors,
  });
  // the names for showing, in the page's language (docs/i18n.md "Data names")
  const demographies = useQuery({
    ...routeQuery(
      client,
      aid,
      'demographiesList',
      { params: { id: surveyDateId }, query: { names: 'display' } },
      { language },
    ),
    select: (r) => r.demographies,
  });
  const workerGroups = useQuery({
    ...graphStartQueries.workerGroups(client, aid, language),
    select: (r) => r.worker_groups,
  });
  const messages = useMemo<Partial<ParticipationMessages>>(
    () => ({
      unit: t('participation-rate-unit'),
      sent: t('participation-rate-sent'),
      completed: t('participation-rate-completed'),
      rate: t('participation-rate-rate'),
      total: t('participation-rate-total'),
      info: t('participation-rate-info'),
      explanation: t('participation-rate-explanation'),
      empty: t('participation-rate-empty'),
      loading: t('common-loading'),
    }),
    [t],
  );
  const queries = [rates, demographies, workerGroups];
  const failed = queries.find((q) => q.isError)?.error;
  const loading = !failed && queries.some((q) => q.isPending);
  const groups = useMemo(() => {
    if (!rates.data || !demographies.data || !workerGroups.data) return [];
    const named = workerGroups.data;
    return participationTables(
      rates.data,
      demographies.data,
      named.map((g) => g.id),
    ).map((table) => ({
      id: table.worker_group_id,
      name: named.find((g) => g.id === table.worker_group_id)?.name ?? String(table.worker_group_id),
    }));
  }, [rates.data, demographies.data, workerGroups.data]);
  return (
    <>
      <ParticipationTable
        collectors={loading || failed ? null : rates.data}
        demographies={demographies.data ?? []}
        workerGroups={workerGroups.data ?? []}
        language={language}
        messages={messages}
        loading={loading}
        error={failed ? t(errorKey(failed)) : false}
      />
      <ParticipationDownloads surveyDateId={surveyDateId} groups={groups} />
    </>
  );
}

/** /participation-rate: the sidebar survey date, one table per worker group, the info popup and the xlsx buttons (spec 2 §2). */
export function ParticipationPage() {
  return (
    <RequireEnabledGraph slug="participation_rate">
      <ParticipationSidebarPage />
    </RequireEnabledGraph>
  );
}

/** The page once the graph is known to be enabled. */
function ParticipationSidebarPage() {
  const { t } = useT();
  const choice = useSidebarSurveyDate();
  return (
    <SurveyDateSidebarPage title={t('participation-rate-title')} choice={choice}>
      {(surveyDate) => <ParticipationContent key={surveyDate.id} surveyDateId={surveyDate.id} />}
    </SurveyDateSidebarPage>
  );
}
