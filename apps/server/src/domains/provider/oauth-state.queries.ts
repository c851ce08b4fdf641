import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Deletes the connect states that expired before `now`. */
export async function deleteExpiredOAuthStates(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sm_oauth_states').where('expires_at', '<', now).execute();
}

/** Stores a connect state's digest for the admin until `expiresAt`. */
export async function insertOAuthState(
  db: Kysely<Database>,
  digest: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db.insertInto('sm_oauth_states').values({ digest, user_id: userId, expires_at: expiresAt }).execute();
}

/** Marks the admin's unused, unexpired state with this digest used; false when there is none. */
export async function useOAuthState(
  db: Kysely<Database>,
  digest: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('sm_oauth_states')
    .set({ used_at: now })
    .where('digest', '=', digest)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('digest')
    .executeTakeFirst();
  return Boolean(row);
}
