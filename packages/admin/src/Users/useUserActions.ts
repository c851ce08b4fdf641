import type { User } from '@pulzus/core';
import { type Invalidation, useRouteMutation, useSession } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from '../shared/useNotify';

/** An action of the users screen that asks for confirmation first (spec 1 §2). */
export type ConfirmedUserAction = 'unlock' | 'login-as' | 'delete' | 'reminder';

/** What a change to a user reloads: both user lists (the users and the administrators screens read different calls). */
export const USER_LISTS: readonly Invalidation[] = ['usersList', 'usersAdmins'];

/**
 * The calls behind the users screen's row actions with their toasts (spec 1 §8): danger on
 * failure, success otherwise; disable, enable and unlock fail silently. Each is a mutation that
 * reloads the user lists on success; `pending` is true while one runs.
 */
export function useUserActions(onLoggedInAs?: () => void) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const enable = useRouteMutation('usersSetEnabled', { invalidates: USER_LISTS });
  const unlock = useRouteMutation('usersUnlock', { invalidates: USER_LISTS });
  const remove = useRouteMutation('usersDelete', { invalidates: USER_LISTS });
  const remind = useRouteMutation('usersSendPasswordReminder');
  const loginAs = useRouteMutation('usersLoginAs');
  const { mutateAsync: enableAsync } = enable;
  const { mutateAsync: unlockAsync } = unlock;
  const { mutateAsync: removeAsync } = remove;
  const { mutateAsync: remindAsync } = remind;
  const { mutateAsync: loginAsAsync } = loginAs;

  const setEnabled = useCallback(
    async (user: User, enabled: boolean) => {
      try {
        await enableAsync({ params: { id: user.id }, body: { enabled } });
      } catch {
        // spec 1 §8: a silent failure
      }
    },
    [enableAsync],
  );

  const run = useCallback(
    async (action: ConfirmedUserAction, user: User) => {
      const params = { id: user.id };
      switch (action) {
        case 'unlock':
          try {
            await unlockAsync({ params });
          } catch {
            // spec 1 §8: a silent failure
          }
          return;
        case 'delete':
          try {
            await removeAsync({ params });
            notify.success('toast-user-deleted');
          } catch {
            notify.danger('toast-user-delete-error');
          }
          return;
        case 'reminder':
          try {
            await remindAsync({ params });
            notify.success('toast-user-password-reminder-sent');
          } catch {
            notify.danger('toast-user-password-reminder-error');
          }
          return;
        case 'login-as':
          try {
            const { token } = await loginAsAsync({ params });
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
    [unlockAsync, removeAsync, remindAsync, loginAsAsync, queryClient, session, notify, onLoggedInAs],
  );

  const pending = [enable, unlock, remove, remind, loginAs].some((mutation) => mutation.isPending);
  return { setEnabled, run, pending };
}
