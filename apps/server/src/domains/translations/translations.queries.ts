import { LANGUAGE_CODES, type LanguageCode } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Overrides, UploadPlan } from './catalogue-overrides';

/** The account's stored translation overrides per language. */
export async function loadOverrides(db: Kysely<Database>, accountId: number): Promise<Overrides> {
  const rows = await db
    .selectFrom('translations')
    .innerJoin('languages', 'languages.id', 'translations.language_id')
    .select(['languages.code', 'translations.key', 'translations.text'])
    .where('translations.account_id', '=', accountId)
    .execute();
  const overrides = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, {}])) as Overrides;
  for (const row of rows) {
    const texts = overrides[row.code as LanguageCode];
    if (texts) texts[row.key] = row.text;
  }
  return overrides;
}

/** Applies an upload plan in one transaction: the listed keys' overrides are replaced by the plan's texts. */
export async function applyUploadPlan(
  db: Kysely<Database>,
  accountId: number,
  plan: UploadPlan,
): Promise<number> {
  const languages = await db.selectFrom('languages').select(['id', 'code']).execute();
  const idOf = new Map(languages.map((l) => [l.code, l.id]));
  const values = plan.texts.flatMap(({ key, language, text }) => {
    const language_id = idOf.get(language);
    return language_id === undefined ? [] : [{ account_id: accountId, key, language_id, text }];
  });
  await db.transaction().execute(async (trx) => {
    if (plan.keys.length) {
      await trx
        .deleteFrom('translations')
        .where('account_id', '=', accountId)
        .where('key', 'in', plan.keys)
        .execute();
    }
    // large uploads go in slices to stay below the bind-parameter limit
    for (let i = 0; i < values.length; i += 1000) {
      await trx
        .insertInto('translations')
        .values(values.slice(i, i + 1000))
        .execute();
    }
  });
  return values.length;
}
