import { type Account, DEFAULT_ACCOUNT_TIME_ZONE, type Language } from '@pulzus/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// Accounts are the tenants themselves: these queries are global (admin-only routes, spec 1 §6).

/** Every account with its languages (`{id, name}`) and its own k, by name then id (spec 1 §3). */
export async function listAccounts(db: Kysely<Database>): Promise<Account[]> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'is_disabled', 'min_group_size', 'time_zone'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const links = await db
    .selectFrom('account_languages')
    .innerJoin('languages', 'languages.id', 'account_languages.language_id')
    .select(['account_languages.account_id', 'languages.id', 'languages.name'])
    .orderBy('languages.id')
    .execute();
  return accounts.map((account) => ({
    ...account,
    languages: links
      .filter((link) => link.account_id === account.id)
      .map((link) => ({ id: link.id, name: link.name })),
  }));
}

/** Whether the account exists. */
export async function accountExists(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}

/** Inserts an account with its own k (null: the server's) and time zone (undefined: the default) and answers its id. */
export async function insertAccount(
  db: Kysely<Database>,
  name: string,
  minGroupSize: number | null,
  timeZone?: string,
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      name,
      min_group_size: minGroupSize,
      ...(timeZone === undefined ? {} : { time_zone: timeZone }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames an account. */
export async function renameAccount(db: Kysely<Database>, accountId: number, name: string): Promise<void> {
  await db.updateTable('accounts').set({ name }).where('id', '=', accountId).execute();
}

/** Sets an account's own k (null: the server's `MIN_GROUP_SIZE`). */
export async function setAccountMinGroupSize(
  db: Kysely<Database>,
  accountId: number,
  minGroupSize: number | null,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ min_group_size: minGroupSize })
    .where('id', '=', accountId)
    .execute();
}

/** Sets an account's time zone (an IANA name, checked by the caller). */
export async function setAccountTimeZone(
  db: Kysely<Database>,
  accountId: number,
  timeZone: string,
): Promise<void> {
  await db.updateTable('accounts').set({ time_zone: timeZone }).where('id', '=', accountId).execute();
}

/**
 * The zone the server prints an account's dates and times in (docs/reports.md "Time zone"); the default
 * for no account (an admin's own mail) or one that is gone, so a late mail still reads a sensible time.
 */
export async function accountTimeZone(db: Kysely<Database>, accountId: number | null): Promise<string> {
  if (accountId === null) return DEFAULT_ACCOUNT_TIME_ZONE;
  const row = await db
    .selectFrom('accounts')
    .select('time_zone')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_ACCOUNT_TIME_ZONE;
}

/** Replaces an account's languages with `languageIds`. */
export async function replaceAccountLanguages(
  db: Kysely<Database>,
  accountId: number,
  languageIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('account_languages').where('account_id', '=', accountId).execute();
  await db
    .insertInto('account_languages')
    .values(languageIds.map((language_id) => ({ account_id: accountId, language_id })))
    .execute();
}

/** Enables or disables an account; false when there is no such account. */
export async function setAccountDisabled(
  db: Kysely<Database>,
  accountId: number,
  isDisabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ is_disabled: isDisabled })
    .where('id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every language, by id (spec 1 §3). */
export async function listLanguages(db: Kysely<Database>): Promise<Language[]> {
  const rows = await db.selectFrom('languages').select(['id', 'code', 'name']).orderBy('id').execute();
  return rows as Language[];
}

/** Which of `ids` are real language ids. */
export async function existingLanguageIds(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('languages').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/**
 * Locks an account's row inside `trx`: the changes of one account that must not pass each other
 * (two survey dates taking one month, two rematches of its items) take turns on it.
 */
export async function lockAccountRow(trx: Transaction<Database>, accountId: number): Promise<void> {
  await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
}
