import { type AuditLogFilters, type AuditLogQuery, isApiError } from '@pulzus/core';
import { Alert, Button, errorKey, routeQuery, useApiClient, useSession, useT } from '@pulzus/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { AuditLogFilterForm } from './AuditLogFilterForm';
import { AuditLogPager } from './AuditLogPager';
import { AuditLogSkeleton } from './AuditLogSkeleton';
import { AuditLogTable } from './AuditLogTable';
import { AUDIT_LOG_PAGE_SIZE, auditLogFilters, EMPTY_AUDIT_LOG_DRAFT } from './audit-log-filters';
import { clickDownloadLink } from '../shared/download-link';
import { useAdminMessages } from '../shared/useAdminMessages';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  &[data-state='updating'] [data-component='Pulzus.DataTable'] { opacity: 0.6; }
`;

const Failure = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** Props of {@link AuditLogScreen}. */
export interface AuditLogScreenProps {
  /** Opens the csv's download URL; default a click on a temporary link (the browser saves the file). */
  openUrl?: (url: string) => void;
}

/**
 * The audit log screen (docs/security.md "Audit log"): the session account's events, or those of no
 * account, newest first, filtered by actor, subject, action and days, a page of 50 at a time; the
 * csv export takes the same filters through a single-use download ticket.
 */
export function AuditLogScreen({ openUrl = clickDownloadLink }: AuditLogScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const notify = useNotify();
  const { session, sessionAccountId, sessionAccountName } = useSession();
  const [filters, setFilters] = useState<AuditLogFilters>(() => auditLogFilters(EMPTY_AUDIT_LOG_DRAFT));
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query: AuditLogQuery = { ...filters, page, page_size: AUDIT_LOG_PAGE_SIZE };
  const events = useQuery({
    ...routeQuery(client, sessionAccountId, 'auditLogList', { query }),
    // the page shown stays while the next one loads
    placeholderData: keepPreviousData,
    enabled: sessionAccountId !== null,
  });

  if (sessionAccountId === null) {
    return (
      <ScreenFrame name="Pulzus.AuditLogScreen" title={t('admin-audit-log-title')} status="success">
        <Alert tone="warning">{t('admin-audit-log-no-account')}</Alert>
      </ScreenFrame>
    );
  }

  const onExport = async () => {
    setExporting(true);
    try {
      openUrl(await client.auditLogDownload({ params: { accountId: sessionAccountId }, query: filters }));
    } catch {
      notify.danger('admin-audit-log-export-error');
    }
    setExporting(false);
  };

  const updating = events.isFetching && events.isPlaceholderData;
  const state = events.isPending
    ? 'loading'
    : events.isError
      ? 'error'
      : updating
        ? 'updating'
        : events.data.total === 0
          ? 'empty'
          : 'loaded';

  return (
    // the frame always shows the filters and the export; the list below has its own states
    <ScreenFrame
      name="Pulzus.AuditLogScreen"
      title={t('admin-audit-log-title')}
      status="success"
      actions={
        <Button type="button" $variant="secondary" disabled={exporting} onClick={() => void onExport()}>
          {t('admin-audit-log-export')}
        </Button>
      }
    >
      <Intro>{t('admin-audit-log-intro')}</Intro>
      <AuditLogFilterForm
        accountName={sessionAccountName ?? String(sessionAccountId)}
        onApply={(draft) => {
          setFilters(auditLogFilters(draft));
          setPage(1);
        }}
      />
      <Results
        data-component="Pulzus.AuditLogResults"
        data-state={state}
        aria-busy={state === 'loading' || state === 'updating'}
      >
        {events.isPending ? (
          <AuditLogSkeleton />
        ) : events.isError ? (
          <Alert tone="danger">
            <Failure>
              <span>{t(errorKey(events.error))}</span>
              {isApiError(events.error) && events.error.status === 401 ? (
                // the session ended: asking again cannot help; logging out sends the login guard to /login (spec 1 §4)
                <Button type="button" $size="sm" $variant="secondary" onClick={() => session.logout()}>
                  {t('common-sign-in-again')}
                </Button>
              ) : (
                <Button type="button" $size="sm" $variant="secondary" onClick={() => void events.refetch()}>
                  {t('admin-audit-log-retry')}
                </Button>
              )}
            </Failure>
          </Alert>
        ) : (
          <>
            <AuditLogTable events={events.data.events} />
            {events.data.total > 0 ? (
              <AuditLogPager
                page={events.data.page}
                pageSize={events.data.page_size}
                total={events.data.total}
                busy={updating}
                onPage={setPage}
              />
            ) : null}
          </>
        )}
      </Results>
    </ScreenFrame>
  );
}
