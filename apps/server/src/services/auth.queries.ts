import { ROLE_IDS } from '@pulzus/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionClaims } from './tokens';

/**
 * What authenticating a session token reads in one query: the user (live, enabled, token version,
 * role), the session account (an admin's `aid`, a user's own account: found, enabled, its token
 * version) and whether the session (`sid`) was logged out or, for a login-as token, its login-as
 * session (`imp_sid`) returned from. Undefined when the user does not exist.
 */
export async function callerStanding(db: Kysely<Database>, claims: SessionClaims) {
  // the session account: an admin's `aid`, a user's own account
  const accountIdSql = sql<
    number | null
  >`case when users.role_id = ${ROLE_IDS.admin} then ${claims.aid ?? null}::integer else users.account_id end`;
  return db
    .selectFrom('users')
    .leftJoin('accounts', (join) => join.on(sql<boolean>`accounts.id = ${accountIdSql}`))
    .select((eb) => [
      'users.id',
      'users.role_id',
      'users.account_id',
      'users.is_disabled',
      'users.deleted_at',
      'users.token_version',
      accountIdSql.as('session_account_id'),
      'accounts.id as found_account_id',
      'accounts.is_disabled as account_disabled',
      'accounts.token_version as account_token_version',
      eb
        .exists(
          eb
            .selectFrom('revoked_sessions')
            .select('revoked_sessions.sid')
            .where('sid', 'in', claims.imp_sid === undefined ? [claims.sid] : [claims.sid, claims.imp_sid]),
        )
        .as('revoked'),
    ])
    .where('users.id', '=', claims.uid)
    .executeTakeFirst();
}

/** A user's role and standing (live, enabled, token version), e.g. the real admin of a login-as token. */
export async function userStanding(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'is_disabled', 'deleted_at', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
