import type { User } from '@pulzus/core';

/** Which row actions a user's row offers to the signed-in admin. */
export interface UserRowActions {
  /** Log in as the user: not for oneself, nor for any admin (docs/sessions.md "Impersonation"). */
  readonly loginAs: boolean;
  /** Set the password: one's own, or a user's; never another admin's (docs/security.md "Sessions end when they should"). */
  readonly setPassword: boolean;
  /** Disable or enable: not for oneself (spec 1 §2, §4). */
  readonly toggleEnabled: boolean;
  /** Unlock the login: only while it is locked (spec 1 §2). */
  readonly unlock: boolean;
  /** Delete: not oneself (the server refuses it with `self-action-not-allowed`). */
  readonly remove: boolean;
}

/** The row actions of `user` for the admin whose user id is `selfId` (spec 1 §2). */
export function userRowActions(
  user: Pick<User, 'id' | 'login_locked_date' | 'role'>,
  selfId: number | null,
): UserRowActions {
  const self = user.id === selfId;
  return {
    loginAs: !self && user.role !== 'admin',
    setPassword: self || user.role !== 'admin',
    toggleEnabled: !self,
    unlock: user.login_locked_date !== null,
    remove: !self,
  };
}
