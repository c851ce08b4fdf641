import { useT } from '@pulzus/widgets';
import { useState } from 'react';
import styled from 'styled-components';
import { readFooterLinks } from './footer-links';

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

/** The footer: the copyright with this year, and the bug-report and questions links the server configures (spec 1 §2). */
export function Footer() {
  const { t } = useT();
  // the page's meta tags do not change while it is open
  const [links] = useState(readFooterLinks);
  return (
    <Bar>
      <p>{t('layout-footer-copyright', { year: new Date().getFullYear() })}</p>
      <div>
        <a href={links.bugReport}>{t('layout-footer-bug-report')}</a>
        <a href={links.questions}>{t('layout-footer-questions')}</a>
      </div>
    </Bar>
  );
}
