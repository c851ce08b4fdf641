import type { User } from '@pulzus/core';
import { roleSlugOf } from '../../security/roles';

/** The user columns the admin screens show (spec 1 §2 users and admins screen). */
export const USER_ANSWER_COLUMNS = [
  'users.id',
  'users.name',
  'users.nickname',
  'users.email',
  'users.mobile',
  'users.role_id',
  'users.is_disabled',
  'users.login_locked_until',
] as const;

/** A user row as read with `USER_ANSWER_COLUMNS`. */
export interface UserAnswerRow {
  id: number;
  name: string;
  nickname: string;
  email: string;
  mobile: string | null;
  role_id: number;
  is_disabled: boolean;
  login_locked_until: Date | null;
}

/**
 * The answer of a user (core `zUser`): the role as a slug (spec 1 §3) and `login_locked_date`, the
 * end of a lock still in force at `now`, or null (spec 1 §2: 'not available' when not locked).
 */
export function toUserAnswer(row: UserAnswerRow, now: Date): User {
  const lockedUntil = row.login_locked_until;
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    mobile: row.mobile,
    role: roleSlugOf(row.role_id) ?? 'user',
    is_disabled: row.is_disabled,
    login_locked_date:
      lockedUntil && lockedUntil.getTime() > now.getTime() ? lockedUntil.toISOString() : null,
  };
}
