import type { AccountPayload } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import {
  accountExists,
  existingLanguageIds,
  insertAccount,
  renameAccount,
  replaceAccountLanguages,
} from './accounts.queries';

/** The distinct language ids of a payload, all of them real; otherwise `validation-failed` on `lang_ids`. */
async function checkedLanguageIds(db: Kysely<Database>, langIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(langIds)];
  const known = new Set(await existingLanguageIds(db, wanted));
  if (wanted.length === 0 || wanted.some((id) => !known.has(id))) {
    throw new AppError('validation-failed', {
      fields: [{ path: 'lang_ids', message: 'Unknown language id' }],
    });
  }
  return wanted;
}

/** Creates an account with its languages in one transaction (spec 1 §5); answers its id. */
export async function addAccount(db: Kysely<Database>, payload: AccountPayload): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const languageIds = await checkedLanguageIds(trx, payload.lang_ids);
    const id = await insertAccount(trx, payload.name);
    await replaceAccountLanguages(trx, id, languageIds);
    return id;
  });
}

/** Renames an account and replaces its languages in one transaction (spec 1 §5); 404 when missing. */
export async function updateAccount(
  db: Kysely<Database>,
  accountId: number,
  payload: AccountPayload,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await accountExists(trx, accountId))) throw new AppError('not-found');
    const languageIds = await checkedLanguageIds(trx, payload.lang_ids);
    await renameAccount(trx, accountId, payload.name);
    await replaceAccountLanguages(trx, accountId, languageIds);
  });
}
