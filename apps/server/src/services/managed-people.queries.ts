import { ROLE_IDS } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const ACCOUNT_ROLE_IDS = [ROLE_IDS.user, ROLE_IDS['demo-user']];

/** A person the admin screens manage: id, role and account (null for administrators). */
export interface ManagedUser {
  id: number;
  role_id: number;
  account_id: number | null;
  email: string;
}

/**
 * A live person the admin screens of session account `accountId` manage: any administrator, or a
 * user or demo user of that account. Another account's user is undefined, the same as a missing id.
 */
export function findManagedUser(
  db: Kysely<Database>,
  accountId: number | null,
  userId: number,
): Promise<ManagedUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'account_id', 'email'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('role_id', '=', ROLE_IDS.admin),
        ...(accountId === null
          ? []
          : [eb.and([eb('account_id', '=', accountId), eb('role_id', 'in', ACCOUNT_ROLE_IDS)])]),
      ]),
    )
    .executeTakeFirst();
}
