import { formatNumber } from '@pulzus/core';
import { Button, useT } from '@pulzus/widgets';
import styled from 'styled-components';
import { pageRange } from './audit-log-filters';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: end;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; font-variant-numeric: tabular-nums; }
  /* on a phone the range takes a line of its own above the two buttons */
  @media (max-width: 480px) { p { order: -1; flex-basis: 100%; text-align: end; } }
`;

/** Props of {@link AuditLogPager}. */
export interface AuditLogPagerProps {
  /** The page shown, from 1. */
  page: number;
  /** Events per page. */
  pageSize: number;
  /** How many events match the filters. */
  total: number;
  /** Whether a page is on its way; both buttons wait for it. */
  busy?: boolean;
  /** Goes to another page. */
  onPage: (page: number) => void;
}

/** Previous and next page around "51–100 of 230". */
export function AuditLogPager({ page, pageSize, total, busy = false, onPage }: AuditLogPagerProps) {
  const { t, language } = useT();
  const { first, last } = pageRange(page, pageSize, total);
  return (
    <Pager aria-label={t('admin-audit-log-pages')}>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin-audit-log-previous')}
      </Button>
      <p aria-live="polite">
        {t('admin-audit-log-range', {
          from: formatNumber(first, language),
          to: formatNumber(last, language),
          total: formatNumber(total, language),
        })}
      </p>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        disabled={busy || last >= total}
        onClick={() => onPage(page + 1)}
      >
        {t('admin-audit-log-next')}
      </Button>
    </Pager>
  );
}
