import { latestSurveyDate } from '@pulzus/core';
import { ReportButton, routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';

/**
 * The welcome page's "Report" button (docs/reports.md): a report of the newest survey date the person
 * may read, without filters; disabled while the dates load or when there is none.
 */
export function WelcomeReport() {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const dates = useQuery({
    ...routeQuery(client, sessionAccountId, 'surveyDatesList'),
    select: (r) => latestSurveyDate(r.survey_dates)?.id ?? null,
  });
  return (
    <div>
      <ReportButton selection={{ surveyDateId: dates.data ?? null }} />
    </div>
  );
}
