import { useT } from '@pulzus/widgets';
import styled from 'styled-components';
import { BUG_REPORT_URL, QUESTIONS_URL } from './footer-links';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
  div { display: flex; gap: ${({ theme }) => theme.space.lg}; }
`;

/** The footer: the copyright with this year, and the bug-report and questions links (spec 1 §2). */
export function Footer() {
  const { t } = useT();
  return (
    <Bar>
      <p>{t('layout-footer-copyright', { year: new Date().getFullYear() })}</p>
      <div>
        <a href={BUG_REPORT_URL}>{t('layout-footer-bug-report')}</a>
        <a href={QUESTIONS_URL}>{t('layout-footer-questions')}</a>
      </div>
    </Bar>
  );
}
