import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { normaliseEmail } from '../../services/email-address';

/** A live (not deleted) user by e-mail, with what sign-in needs; undefined when none. */
export function findLiveUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.id',
      'users.account_id',
      'users.role_id',
      'users.name',
      'users.password_hash',
      'users.is_disabled',
      'users.login_locked_until',
      'accounts.is_disabled as account_disabled',
    ])
    .where(sql<string>`lower(users.email)`, '=', normaliseEmail(email))
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A live (not deleted) user by id, with the fields the password and session calls need. */
export function findLiveUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.id',
      'users.role_id',
      'users.account_id',
      'users.name',
      'users.email',
      'users.language_id',
      'users.password_hash',
      'users.is_disabled',
      'accounts.is_disabled as account_disabled',
      'accounts.name as account_name',
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** One sign-in attempt, kept for the lock and as an audit trail. */
export interface LoginAttempt {
  email: string;
  userId: number | null;
  ip: string;
  succeeded: boolean;
  at: Date;
}

/** Records a sign-in attempt at the app's time. */
export async function recordLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      email: attempt.email,
      user_id: attempt.userId,
      ip: attempt.ip,
      succeeded: attempt.succeeded,
      created_at: attempt.at,
    })
    .execute();
}

/**
 * The times of the latest failed attempts (newest first, at most `limit`) of a user or, for an
 * unknown address, of an e-mail, since `since` and since the last successful sign-in.
 */
export async function recentFailures(
  db: Kysely<Database>,
  key: { userId: number } | { email: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('login_attempts as a')
    .select('a.created_at')
    .where((eb) => ('userId' in key ? eb('a.user_id', '=', key.userId) : eb('a.email', '=', key.email)))
    .where('a.succeeded', '=', false)
    .where('a.created_at', '>', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('login_attempts as s')
            .select('s.id')
            .where('s.succeeded', '=', true)
            .whereRef('s.created_at', '>=', 'a.created_at')
            .where((inner) =>
              'userId' in key ? inner('s.user_id', '=', key.userId) : inner('s.email', '=', key.email),
            ),
        ),
      ),
    )
    .orderBy('a.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => new Date(r.created_at));
}

/** Sets or clears a user's login lock. */
export async function setLoginLock(db: Kysely<Database>, userId: number, until: Date | null): Promise<void> {
  await db.updateTable('users').set({ login_locked_until: until }).where('id', '=', userId).execute();
}

/** Forgets a user's failed attempts, so an unlock (or a new password) starts a fresh count. */
export async function clearFailures(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('user_id', '=', userId)
    .where('succeeded', '=', false)
    .execute();
}
