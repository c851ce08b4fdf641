import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteExpiredOAuthStates, insertOAuthState, useOAuthState } from './oauth-state.queries';

/** How long a connect state stays valid: the provider's code lives 5 minutes (provider-api §2.2). */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

const digestOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** Issues a fresh connect state for the admin; only its digest is stored (spec 2 §2). */
export async function issueOAuthState(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await deleteExpiredOAuthStates(db, now);
  await insertOAuthState(db, digestOf(state), userId, new Date(now.getTime() + OAUTH_STATE_TTL_MS));
  return state;
}

/** Uses up the admin's state: true once for a state issued to this admin and not yet expired. */
export async function consumeOAuthState(
  db: Kysely<Database>,
  userId: number,
  state: string,
  now: Date,
): Promise<boolean> {
  return useOAuthState(db, digestOf(state), userId, now);
}
