import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { AuthContext } from './auth';
import { findManagedUser, type ManagedUser } from './managed-people.queries';

/** The caller of the admin screens: who they are and the session account they work in. */
export type Manager = Pick<AuthContext, 'userId' | 'accountId'>;

/**
 * A managed person of the caller's screens, or `not-found` (another tenant's id included): a user
 * or demo user of the session account, or an administrator (the admins screen lists them all,
 * spec 1 §2). Every admin call on `users/{id}` checks this first.
 */
export async function managed(db: Kysely<Database>, manager: Manager, userId: number): Promise<ManagedUser> {
  const user = await findManagedUser(db, manager.accountId, userId);
  if (!user) throw new AppError('not-found');
  return user;
}
