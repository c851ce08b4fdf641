import { PROVIDER_CONNECT_STATE_KEY, providerConnectUrl } from '@pulzus/core';
import { Button, LoadError, Loading, routeQuery, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Props of {@link ConnectLink}. */
export interface ConnectLinkProps {
  /** The return page given to the provider when the server names none; default this origin's `/oauth`. */
  returnUrl?: string;
  /** Where the connect state is kept for the return page; default the browser's local storage (spec 2 §2). */
  stateStorage?: Pick<Storage, 'setItem'>;
}

/**
 * The link that connects a provider account (spec 2 §2): the provider's authorize page with the
 * client id and the state from `GET sm-client-id`; the state is kept in local storage so the
 * /oauth return page can check it. One state per visit of the screen (the server issues a fresh,
 * single-use one per call).
 */
export function ConnectLink({ returnUrl, stateStorage }: ConnectLinkProps) {
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const hintId = useId();
  const issued = useQuery({
    ...routeQuery(client, sessionAccountId, 'providerClientId'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const state = issued.data?.state;
  useEffect(() => {
    if (state) (stateStorage ?? window.localStorage).setItem(PROVIDER_CONNECT_STATE_KEY, state);
  }, [state, stateStorage]);

  if (issued.isPending) return <Loading />;
  if (issued.isError) return <LoadError error={issued.error} />;
  const href = providerConnectUrl(issued.data, returnUrl ?? `${window.location.origin}/oauth`);
  return (
    <Box data-component="Pulzus.ConnectLink">
      <Button as="a" href={href} $variant="secondary" aria-describedby={hintId}>
        {t('admin-data-import-connect')}
      </Button>
      <Hint id={hintId}>{t('admin-data-import-connect-hint')}</Hint>
    </Box>
  );
}
