import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Ends every session token of a user (docs/sign-in.md): the token version moves on, so tokens
 * carrying the old `tv` are refused by `authenticate`. Called on password change and set, and by
 * the users domain on disable, delete and role change. Works inside a transaction too.
 */
export async function bumpTokenVersion(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  // a download ticket is a 60-second piece of a session: it ends with the sessions
  await db
    .deleteFrom('download_tickets')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Ends every session of a user, e.g. on a password change or reset (docs/sessions.md). */
export const endUserSessions = bumpTokenVersion;

/**
 * Ends every session on an account for good (docs/sessions.md): its token version moves on, so
 * tokens carrying the old `atv` — embed sessions' too — stay refused after the account is enabled
 * again, and its unused download tickets are dropped. Called when an
 * account is disabled. Works inside a transaction too.
 */
export async function endAccountSessions(db: Kysely<Database>, accountId: number): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', accountId)
    .execute();
  await db
    .deleteFrom('download_tickets')
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Ends a login-as session for good (`POST session/return`, docs/sessions.md "Impersonation"): its own id
 * (`imp_sid`) is refused until `expiresAt`, the 12-hour cap of the sign-in it belongs to, while the admin's
 * session (`sid`) goes on. False when it had been ended already (a second return with the same token).
 */
export async function revokeImpersonation(
  db: Kysely<Database>,
  impersonationId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();
  const row = await db
    .insertInto('revoked_sessions')
    .values({ sid: impersonationId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('sid').doNothing())
    .returning('sid')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends one session (`POST logout`): its `sid` is refused until `expiresAt`, the 12-hour cap of the
 * session, after which no token of it verifies anyway; older rows are swept on the way.
 */
export async function revokeSession(
  db: Kysely<Database>,
  sid: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_sessions')
    .values({ sid, expires_at: expiresAt })
    .onConflict((oc) => oc.column('sid').doNothing())
    .execute();
}
