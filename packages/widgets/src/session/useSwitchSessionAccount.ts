import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from './useApiClient';
import { useSession } from './useSession';

/**
 * Switching the session account (spec 1 §4): the call, the token replaced, then every cache
 * cleared and the lists reloaded (their keys carry the account id, spec 2 §2).
 */
export function useSwitchSessionAccount(): (accountId: number) => Promise<void> {
  const client = useApiClient();
  const { session } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (accountId) => {
      const { token } = await client.sessionAccountSet({ body: { account_id: accountId } });
      session.replaceToken(token);
      // The answer's X-SE-Token may already have carried the new account, so the screens have
      // started the new account's loads: reset every query (all cached data dropped, active
      // queries fetched again) rather than clear(), which would strand those loads unanswered.
      await queryClient.resetQueries();
    },
    [client, session, queryClient],
  );
}
