import { formatNumber, type ShareRecipient, type SurveyDateShare } from '@pulzus/core';
import { DataTable, type DataTableColumn, formatDateTime, useT } from '@pulzus/widgets';
import styled from 'styled-components';
import { failureText, SHARE_STATUS_KEYS, shareCounts } from './share-status';

const Section = styled.article`
  margin-block-start: ${({ theme }) => theme.space.lg};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm}; }
`;

const Status = styled.span`
  white-space: nowrap;
  font-weight: 600;
  &[data-status='failed'] { color: ${({ theme }) => theme.colors.danger}; }
  &[data-status='opened'] { color: ${({ theme }) => theme.colors.success}; }
`;

/** One share: when and by whom, its counts, and each recipient's status. */
function ShareSection({ share }: { share: SurveyDateShare }) {
  const { t, language } = useT();
  const counts = shareCounts(share);
  const at = formatDateTime(share.created_at, language);
  const headingId = `share-${share.id}`;
  const columns: DataTableColumn<ShareRecipient>[] = [
    { key: 'name', header: t('admin-shares-col-name'), cell: (r) => r.name },
    { key: 'email', header: t('admin-shares-col-email'), cell: (r) => r.email, breakAnywhere: true },
    { key: 'language', header: t('admin-shares-col-language'), cell: (r) => r.language.toUpperCase() },
    {
      key: 'status',
      header: t('admin-shares-col-status'),
      cell: (r) => <Status data-status={r.status}>{t(SHARE_STATUS_KEYS[r.status])}</Status>,
    },
    {
      key: 'detail',
      header: t('admin-shares-col-detail'),
      cell: (r) => {
        const failure = failureText(r);
        if (failure) return t(failure.key, failure.params);
        const when = r.opened_at ?? r.attempted_at;
        return when ? formatDateTime(when, language) : '';
      },
    },
  ];
  return (
    <Section aria-labelledby={headingId} data-share-id={share.id}>
      <h3 id={headingId}>
        {t('admin-shares-shared-at', { at, by: share.created_by ?? '' })}
        {share.include_report ? ` (${t('admin-shares-with-report')})` : ''}
      </h3>
      <p>
        {t('admin-shares-summary', {
          sent: formatNumber(counts.sent, language),
          opened: formatNumber(counts.opened, language),
          failed: formatNumber(counts.failed, language),
          queued: formatNumber(counts.queued, language),
        })}
      </p>
      <DataTable
        caption={t('admin-shares-shared-at', { at, by: share.created_by ?? '' })}
        columns={columns}
        rows={share.recipients}
        rowKey={(r) => r.id}
        empty={t('admin-shares-none')}
      />
    </Section>
  );
}

/** The shares of a date, newest first, or the empty state. */
export function SharesHistory({ shares }: { shares: readonly SurveyDateShare[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="shares-history-title">
      <h2 id="shares-history-title">{t('admin-shares-history')}</h2>
      {shares.length === 0 ? (
        <p>{t('admin-shares-none')}</p>
      ) : (
        shares.map((share) => <ShareSection key={share.id} share={share} />)
      )}
    </section>
  );
}
