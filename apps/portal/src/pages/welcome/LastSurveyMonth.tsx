import { formatSurveyDate } from '@pulzus/core';
import { LoadError, Loading, routeQuery, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

const Month = styled.p`
  margin: 0;
  strong { display: block; font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

/** The most recent survey month with its caption, in the language's format (spec 1 §2, §9). */
export function LastSurveyMonth() {
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const last = useQuery(routeQuery(client, sessionAccountId, 'surveyDatesLast'));
  if (last.isPending) return <Loading />;
  if (last.isError) return <LoadError error={last.error} />;
  if (last.data.last_date === null) return <p>{t('welcome-no-survey-date')}</p>;
  return (
    <Month>
      {t('welcome-last-survey-caption')}
      <strong>{formatSurveyDate(last.data.last_date, language)}</strong>
    </Month>
  );
}
