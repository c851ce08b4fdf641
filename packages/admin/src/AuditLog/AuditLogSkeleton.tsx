import { useT } from '@pulzus/widgets';
import styled from 'styled-components';

/** The placeholder rows, named for React's keys. */
const ROWS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  .bar {
    block-size: 1.25em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    animation: pulzus-audit-log-pulse 1.2s ease-in-out infinite alternate;
  }
  .bar:first-child { background: ${({ theme }) => theme.colors.border}; }
  @keyframes pulzus-audit-log-pulse { to { opacity: 0.5; } }
  @media (prefers-reduced-motion: reduce) { .bar { animation: none; } }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The table's place while the first page loads: grey rows, announced as loading. */
export function AuditLogSkeleton() {
  const { t } = useT();
  return (
    <Skeleton role="status" aria-live="polite" data-state="loading">
      <span className="visually-hidden">{t('common-loading')}</span>
      {ROWS.map((row) => (
        <div key={row} className="bar" aria-hidden="true" />
      ))}
    </Skeleton>
  );
}
