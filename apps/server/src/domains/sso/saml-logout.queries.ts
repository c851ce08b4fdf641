import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An account's SAML service-provider key pair: the sealed private key and the certificate, null until made. */
export function findSpKeyPair(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('sso_configs')
    .select(['saml_sp_key_sealed', 'saml_sp_cert'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Stores an account's SP key pair unless it has one: two instances making one at once keep the first
 * written, and both read that one back.
 */
export async function keepSpKeyPairOnce(
  db: Kysely<Database>,
  accountId: number,
  keySealed: string,
  cert: string,
): Promise<void> {
  await db
    .updateTable('sso_configs')
    .set({ saml_sp_key_sealed: keySealed, saml_sp_cert: cert })
    .where('account_id', '=', accountId)
    .where('saml_sp_cert', 'is', null)
    .execute();
}

/** What a SAML sign-in's LogoutRequest names, kept from its assertion. */
export interface SamlSessionRow {
  account_id: number;
  user_id: number;
  state_digest: string;
  name_id: string;
  name_id_format: string | null;
  name_qualifier: string | null;
  sp_name_qualifier: string | null;
  session_index: string | null;
  expires_at: Date;
}

/** Keeps a SAML sign-in's subject for its single logout, dropping those past their session's cap. */
export async function keepSamlSession(db: Kysely<Database>, row: SamlSessionRow, now: Date): Promise<void> {
  await db.deleteFrom('saml_sessions').where('expires_at', '<', now).execute();
  await db
    .insertInto('saml_sessions')
    .values(row)
    .onConflict((oc) => oc.column('state_digest').doNothing())
    .execute();
}

/**
 * Gives the SAML sign-in of this state its one-time sign-out token (by digest) when the session is handed
 * over; false when the sign-in kept no subject (its identity provider has no single logout).
 */
export async function giveSamlLogoutToken(
  db: Kysely<Database>,
  stateDigest: string,
  logoutDigest: string,
): Promise<boolean> {
  const row = await db
    .updateTable('saml_sessions')
    .set({ logout_digest: logoutDigest })
    .where('state_digest', '=', stateDigest)
    .where('logout_digest', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses up a sign-out token of the account: marks its session's LogoutRequest as sent with this id and answers the session
 * as stored, or undefined when the token is unknown or was used. One statement, so a token sends one request.
 */
export function takeSamlLogoutToken(
  db: Kysely<Database>,
  accountId: number,
  logoutDigest: string,
  requestId: string,
  now: Date,
) {
  return db
    .updateTable('saml_sessions')
    .set({ logout_request_id: requestId, logout_requested_at: now })
    .where('account_id', '=', accountId)
    .where('logout_digest', '=', logoutDigest)
    .where('logout_requested_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The session whose LogoutRequest had this id, or undefined. */
export function findSamlLogoutRequest(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('saml_sessions')
    .selectAll()
    .where('logout_request_id', '=', requestId)
    .executeTakeFirst();
}

/** Marks a session signed out at its identity provider: false when its LogoutResponse was accepted before. */
export async function markSamlLoggedOut(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('saml_sessions')
    .set({ logged_out_at: now })
    .where('id', '=', id)
    .where('logged_out_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
