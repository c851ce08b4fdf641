import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a session token's claims read of a live user: nickname, role, accounts, token version, language. */
export function claimsUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('languages', 'languages.id', 'users.language_id')
    .select([
      'users.id',
      'users.nickname',
      'users.role_id',
      'users.account_id',
      'users.session_account_id',
      'users.token_version',
      'languages.id as lang_id',
      'languages.code as lang_code',
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** What a session token's claims read of its account: name, standing and token version. */
export function claimsAccount(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'is_disabled', 'token_version', 'time_zone'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Whether an account exists and is disabled; undefined when there is no such account. */
export function accountStanding(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'is_disabled'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Stores an admin's session account (null for none). */
export async function setSessionAccount(
  db: Kysely<Database>,
  userId: number,
  accountId: number | null,
): Promise<void> {
  await db.updateTable('users').set({ session_account_id: accountId }).where('id', '=', userId).execute();
}

/** The languages of an account, by id (spec 1 §3). */
export function accountLanguages(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('account_languages')
    .innerJoin('languages', 'languages.id', 'account_languages.language_id')
    .select(['languages.id', 'languages.code', 'languages.name'])
    .where('account_languages.account_id', '=', accountId)
    .orderBy('languages.id')
    .execute();
}

/** Stores a user's interface language. */
export async function setUserLanguage(
  db: Kysely<Database>,
  userId: number,
  languageId: number,
): Promise<void> {
  await db.updateTable('users').set({ language_id: languageId }).where('id', '=', userId).execute();
}

/** The standing of a login-as target: the user's and its account's disabled flags; throws when missing. */
export function loginAsTarget(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.id', 'users.is_disabled', 'accounts.is_disabled as account_disabled'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The nickname and token version of the admin starting a login-as; throws when missing. */
export function impersonatorRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['nickname', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** What a password reminder checks of a user: role, password set, its and its account's standing. */
export function reminderUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.role_id',
      'users.password_hash',
      'users.is_disabled',
      'accounts.is_disabled as account_disabled',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** A language's code by id; undefined when there is no such language. */
export function languageCodeRow(db: Kysely<Database>, languageId: number) {
  return db.selectFrom('languages').select('code').where('id', '=', languageId).executeTakeFirst();
}
