import { useQueryClient } from '@tanstack/react-query';
import { useApiClient, useSession, useT, useToasts } from '@pulzus/widgets';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
  a,
  button {
    color: inherit;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  button {
    padding: 0;
    background: none;
    border: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * While an admin is signed in as someone else (login-as, the token's `imp`): says whose name the
 * session runs in, offers the way back to the admin's own account (`POST session/return`, the same
 * sign-in) and the sign-out that ends both (docs/sessions.md "Impersonation").
 */
export function ImpersonationBanner() {
  const { t } = useT();
  const { claims, session } = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const show = useToasts((state) => state.show);
  const [returning, setReturning] = useState(false);
  if (claims?.imp === undefined) return null;

  const returnToAdmin = async () => {
    setReturning(true);
    try {
      const { token } = await client.sessionReturn({});
      // the admin continues: nothing cached of the user's session stays
      queryClient.clear();
      session.replaceToken(token);
      navigate(PATHS.adminUsers, { replace: true });
    } catch {
      show('danger', t('layout-impersonation-return-error'));
    }
    setReturning(false);
  };

  return (
    <Banner role="status" data-component="Pulzus.ImpersonationBanner">
      <span>{t('layout-impersonation-notice', { name: claims.nickname })}</span>
      <button type="button" disabled={returning} onClick={() => void returnToAdmin()}>
        {t('layout-impersonation-return')}
      </button>
      <Link to={PATHS.logout}>{t('layout-impersonation-end')}</Link>
    </Banner>
  );
}
