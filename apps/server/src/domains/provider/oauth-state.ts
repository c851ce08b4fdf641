import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How long a connect state stays valid: the provider's code lives 5 minutes (provider-api §2.2). */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

const digestOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** Issues a fresh connect state for the admin; only its digest is stored (spec 2 §2). */
export async function issueOAuthState(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.deleteFrom('sm_oauth_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('sm_oauth_states')
    .values({
      digest: digestOf(state),
      user_id: userId,
      expires_at: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    })
    .execute();
  return state;
}

/** Uses up the admin's state: true once for a state issued to this admin and not yet expired. */
export async function consumeOAuthState(
  db: Kysely<Database>,
  userId: number,
  state: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('sm_oauth_states')
    .set({ used_at: now })
    .where('digest', '=', digestOf(state))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('digest')
    .executeTakeFirst();
  return Boolean(row);
}
