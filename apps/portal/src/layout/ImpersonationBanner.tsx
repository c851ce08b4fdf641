import { useSession, useT } from '@pulzus/widgets';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '../routes/paths';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  border-block-end: 2px solid ${({ theme }) => theme.colors.warning};
  a { color: inherit; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

/**
 * While an admin is signed in as someone else (login-as, the token's `imp`): says whose name the
 * session runs in and offers the sign-out that ends the impersonation (docs/sessions.md).
 */
export function ImpersonationBanner() {
  const { t } = useT();
  const { claims } = useSession();
  if (claims?.imp === undefined) return null;
  return (
    <Banner role="status" data-component="Pulzus.ImpersonationBanner">
      <span>{t('layout-impersonation-notice', { name: claims.nickname })}</span>
      <Link to={PATHS.logout}>{t('layout-impersonation-end')}</Link>
    </Banner>
  );
}
