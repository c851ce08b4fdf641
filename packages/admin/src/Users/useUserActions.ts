import type { User } from '@pulzus/core';
import { useApiClient, useSession } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from '../shared/useNotify';

/** An action of the users screen that asks for confirmation first (spec 1 §2). */
export type ConfirmedUserAction = 'unlock' | 'login-as' | 'delete' | 'reminder';

/**
 * The calls behind the users screen's row actions with their toasts (spec 1 §8): danger on
 * failure, success otherwise; disable, enable and unlock fail silently. `reload` refetches the list.
 */
export function useUserActions(reload: () => Promise<unknown>, onLoggedInAs?: () => void) {
  const client = useApiClient();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const setEnabled = useCallback(
    async (user: User, enabled: boolean) => {
      try {
        await client.usersSetEnabled({ params: { id: user.id }, body: { enabled } });
      } catch {
        // spec 1 §8: a silent failure
      }
      await reload();
    },
    [client, reload],
  );

  const run = useCallback(
    async (action: ConfirmedUserAction, user: User) => {
      const params = { id: user.id };
      switch (action) {
        case 'unlock':
          try {
            await client.usersUnlock({ params });
          } catch {
            // spec 1 §8: a silent failure
          }
          await reload();
          return;
        case 'delete':
          try {
            await client.usersDelete({ params });
            notify.success('toast-user-deleted');
          } catch {
            notify.danger('toast-user-delete-error');
          }
          await reload();
          return;
        case 'reminder':
          try {
            await client.usersSendPasswordReminder({ params });
            notify.success('toast-user-password-reminder-sent');
          } catch {
            notify.danger('toast-user-password-reminder-error');
          }
          return;
        case 'login-as':
          try {
            const { token } = await client.usersLoginAs({ params });
            // the admin continues as the user: nothing cached of the admin's session stays
            queryClient.clear();
            session.replaceToken(token);
            notify.success('toast-user-login-as-success');
            onLoggedInAs?.();
          } catch {
            notify.danger('toast-user-login-as-error');
          }
          return;
      }
    },
    [client, queryClient, session, notify, reload, onLoggedInAs],
  );

  return { setEnabled, run };
}
