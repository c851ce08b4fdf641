import { formatSurveyDate, type ShareOpenResponse } from '@pulzus/core';
import { Alert, ReportButton, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberedSharedLink, rememberSharedLink, type SharedLink, sharedLinkOf } from './shared-link-store';

/**
 * The link of a shared date's mail, followed (docs/api.md "Sharing a date"): tells the server the signed-in recipient
 * opened it and takes the token out of the address; answers the shared date (undefined while unknown, and for
 * another person's or an unknown token) and whether the report was asked for.
 */
export function useSharedLink() {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState<SharedLink | null>(() => sharedLinkOf(location.search) ?? rememberedSharedLink());
  const opened = useQuery({
    queryKey: ['survey-date-share-open', sessionAccountId, link?.token],
    queryFn: () => client.surveyDateShareOpen({ body: { token: link!.token } }),
    enabled: link !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (!link) return;
    rememberSharedLink(null);
    // the token has done its work: a copied or bookmarked address no longer carries it
    const params = new URLSearchParams(location.search);
    if (!params.has('share')) return;
    params.delete('share');
    params.delete('report');
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [link, location.search, navigate]);
  return { shared: opened.data, report: link?.report === true };
}

/** Props of {@link SharedDateNotice}. */
export interface SharedDateNoticeProps {
  /** The shared date the link named, from {@link useSharedLink}; nothing is shown without it. */
  shared: ShareOpenResponse | undefined;
  /** Whether the followed link was the report's. */
  report: boolean;
}

/** Names the shared date above the results home, with the report button for that date when the mail carried it. */
export function SharedDateNotice({ shared, report }: SharedDateNoticeProps) {
  const { t, language } = useT();
  if (!shared) return null;
  return (
    <div data-component="Pulzus.SharedDateNotice">
      <Alert tone="primary">
        {t('welcome-shared-date', { date: formatSurveyDate(shared.date, language) })}
      </Alert>
      {report || shared.include_report ? (
        <ReportButton selection={{ surveyDateId: shared.survey_date_id }} />
      ) : null}
    </div>
  );
}
