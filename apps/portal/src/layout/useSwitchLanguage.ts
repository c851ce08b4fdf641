import { routeKeyPrefix, useApiClient, useSession, useT, useToasts } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Switching the language (spec 1 §4): the call, the token replaced (the provider then sets the
 * language from it) and the graph explanations reloaded; a failure shows a danger toast.
 */
export function useSwitchLanguage(): (languageId: number) => Promise<void> {
  const client = useApiClient();
  const { session } = useSession();
  const { t } = useT();
  const queryClient = useQueryClient();
  const show = useToasts((state) => state.show);
  return useCallback(
    async (languageId) => {
      try {
        const { token } = await client.accountLanguageSet({ params: { langId: languageId } });
        session.replaceToken(token);
        await queryClient.invalidateQueries({
          queryKey: routeKeyPrefix(session.sessionAccountId(), 'graphExplanations'),
        });
      } catch {
        show('danger', t('toast-language-change-error'));
      }
    },
    [client, session, queryClient, show, t],
  );
}
