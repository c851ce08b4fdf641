import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from './useApiClient';
import { useSession } from './useSession';

/**
 * Switching the session account (spec 1 §4): the call, then every cache cleared and the token
 * replaced; lists reload because their keys carry the new account id (spec 2 §2).
 */
export function useSwitchSessionAccount(): (accountId: number) => Promise<void> {
  const client = useApiClient();
  const { session } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (accountId) => {
      const { token } = await client.sessionAccountSet({ body: { account_id: accountId } });
      queryClient.clear();
      session.replaceToken(token);
    },
    [client, session, queryClient],
  );
}
