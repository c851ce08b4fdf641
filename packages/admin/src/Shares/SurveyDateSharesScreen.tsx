import { formatSurveyDate } from '@pulzus/core';
import { Alert, routeQuery, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useAdminMessages } from '../shared/useAdminMessages';
import { isSending } from './share-status';
import { ShareForm } from './ShareForm';
import { SharesHistory } from './SharesHistory';

// the card is a grid: its column would grow to the recipients' table; on a phone the table scrolls in its box instead
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

/** How often the screen asks for the statuses while mails wait to be sent, ms. */
export const SHARES_REFRESH_MS = 2000;

/** Props of {@link SurveyDateSharesScreen}. */
export interface SurveyDateSharesScreenProps {
  /** The survey date shared (of the session account). */
  surveyDateId: number;
  /** A link back to the survey dates list, beside the title (the portal passes its router link); default none. */
  back?: ReactNode;
}

/**
 * Sharing a published survey date with the account's scoped users (docs/guide/hr-admin.en.md "Sharing a date with
 * scoped users"): whom to mail, with or without their PDF report's link, and every share of the date so far with
 * each recipient's status — queued, sent, failed with the SMTP reply code, or opened — asked again every
 * {@link SHARES_REFRESH_MS} ms while any mail waits.
 */
export function SurveyDateSharesScreen({ surveyDateId, back }: SurveyDateSharesScreenProps) {
  useAdminMessages();
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const shares = useQuery({
    ...routeQuery(client, aid, 'surveyDateSharesList', { params: { id: surveyDateId } }),
    refetchInterval: (query) =>
      query.state.data && isSending(query.state.data.shares) ? SHARES_REFRESH_MS : false,
  });
  const data = shares.data;
  const status = shares.isError ? 'error' : shares.isPending ? 'pending' : 'success';
  return (
    <ScreenFrame
      name="Pulzus.SurveyDateSharesScreen"
      title={t('admin-shares-title', { date: data ? formatSurveyDate(data.survey_date.date, language) : '' })}
      status={status}
      error={shares.error}
      actions={back}
    >
      {data ? (
        <Body>
          {!data.survey_date.enabled_for_users ? (
            <Alert tone="warning">{t('admin-shares-unpublished')}</Alert>
          ) : null}
          {data.candidates.length === 0 ? (
            <Alert tone="primary">{t('admin-shares-no-candidates')}</Alert>
          ) : (
            <ShareForm
              key={data.candidates.map((c) => c.user_id).join(',')}
              surveyDateId={surveyDateId}
              candidates={data.candidates}
              published={data.survey_date.enabled_for_users}
            />
          )}
          <SharesHistory shares={data.shares} />
        </Body>
      ) : null}
    </ScreenFrame>
  );
}
