import { LANGUAGE_CODES, type LanguageCode, resolveLanguage } from '@pulzus/core';
import { type AuthContext, callerLanguageCode } from '../../services/auth';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Overrides, UploadPlan } from './catalogue-overrides';
import { DATA_NAME_KINDS, DATA_NAME_PREFIX, type DataNameKind, DataNames, dataNameKey } from './data-names';

/**
 * The account's stored translation overrides per language: of the catalogue, or of its data names
 * (docs/i18n.md "Data names").
 */
export async function loadOverrides(
  db: Kysely<Database>,
  accountId: number,
  which: 'catalogue' | 'data' = 'catalogue',
): Promise<Overrides> {
  const rows = await db
    .selectFrom('translations')
    .innerJoin('languages', 'languages.id', 'translations.language_id')
    .select(['languages.code', 'translations.key', 'translations.text'])
    .where('translations.account_id', '=', accountId)
    .where('translations.key', which === 'data' ? 'like' : 'not like', `${DATA_NAME_PREFIX}%`)
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

/** The account's texts of data names in one language (docs/i18n.md "Data names"). */
export async function loadDataNames(
  db: Kysely<Database>,
  accountId: number,
  language: string,
): Promise<DataNames> {
  const rows = await db
    .selectFrom('translations')
    .innerJoin('languages', 'languages.id', 'translations.language_id')
    .select(['translations.key', 'translations.text'])
    .where('translations.account_id', '=', accountId)
    .where('languages.code', '=', language)
    .where('translations.key', 'like', `${DATA_NAME_PREFIX}%`)
    .execute();
  return new DataNames(rows.map((r) => [r.key, r.text] as const));
}

/** Every data name of the account as override keys, with the stored name: the csv's data rows. */
export async function accountDataNames(
  db: Kysely<Database>,
  accountId: number,
): Promise<{ key: string; name: string }[]> {
  const rows = await sql<{ kind: DataNameKind; name: string }>`
    select distinct 'worker-group' as kind, name from worker_groups where account_id = ${accountId}
    union select distinct 'demography', name from demographies where account_id = ${accountId}
    union select distinct 'demography-answer', name from demography_answers where account_id = ${accountId}
    union select distinct 'topic', name from question_groups where account_id = ${accountId}
    union select distinct 'question', name from questions where account_id = ${accountId}
  `.execute(db);
  const order = (kind: DataNameKind) => DATA_NAME_KINDS.indexOf(kind);
  return rows.rows
    .sort((a, b) => order(a.kind) - order(b.kind) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((r) => ({ key: dataNameKey(r.kind, r.name), name: r.name }));
}

/**
 * The account's texts of data names in the caller's language: the request's (`X-Pulzus-Language`), the token's,
 * else the user's stored one (docs/i18n.md "Data names").
 */
export async function callerDataNames(
  db: Kysely<Database>,
  auth: Pick<AuthContext, 'language' | 'claims' | 'userId'>,
  accountId: number,
): Promise<DataNames> {
  let language = callerLanguageCode(auth);
  if (!language) {
    const row = await db
      .selectFrom('users')
      .innerJoin('languages', 'languages.id', 'users.language_id')
      .select('languages.code')
      .where('users.id', '=', auth.userId)
      .executeTakeFirst();
    language = row?.code ?? null;
  }
  return loadDataNames(db, accountId, resolveLanguage(language));
}
