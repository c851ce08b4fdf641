import type { ProviderApiKey, ProviderSurvey } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const SURVEY_COLUMNS = [
  'sm_surveys.sm_survey_id as id',
  'sm_surveys.title',
  'sm_surveys.sm_api_key_id',
  'sm_surveys.sm_collector_count',
] as const;

/** The account's connected API keys: id and name, never the token (spec 1 §3). */
export function listApiKeys(db: Kysely<Database>, accountId: number): Promise<ProviderApiKey[]> {
  return db
    .selectFrom('sm_api_keys')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every provider survey of the account's API keys (spec 1 §3, spec 2 §3). */
export function listProviderSurveys(db: Kysely<Database>, accountId: number): Promise<ProviderSurvey[]> {
  return db
    .selectFrom('sm_surveys')
    .select(SURVEY_COLUMNS)
    .where('sm_surveys.account_id', '=', accountId)
    .orderBy('sm_surveys.title')
    .orderBy('sm_surveys.id')
    .execute();
}

/** The provider surveys that the account's survey dates use (spec 1 §7 `sm-surveys-by-session-account`). */
export function listProviderSurveysInUse(db: Kysely<Database>, accountId: number): Promise<ProviderSurvey[]> {
  return db
    .selectFrom('sm_surveys')
    .select(SURVEY_COLUMNS)
    .where('sm_surveys.account_id', '=', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('survey_date_surveys')
          .select('survey_date_surveys.id')
          .whereRef('survey_date_surveys.sm_survey_id', '=', 'sm_surveys.id')
          .where('survey_date_surveys.account_id', '=', accountId),
      ),
    )
    .orderBy('sm_surveys.title')
    .orderBy('sm_surveys.id')
    .execute();
}

/** One API key of the account, or undefined (another account's key is as missing as none). */
export function findApiKey(
  db: Kysely<Database>,
  accountId: number,
  id: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('sm_api_keys')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The key's surveys among the given provider survey ids: provider id → `sm_surveys.id`. */
export async function surveysOfApiKey(
  db: Kysely<Database>,
  accountId: number,
  apiKeyId: number,
  providerIds: readonly string[],
): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sm_surveys')
    .select(['id', 'sm_survey_id'])
    .where('account_id', '=', accountId)
    .where('sm_api_key_id', '=', apiKeyId)
    .where('sm_survey_id', 'in', [...providerIds])
    .execute();
  return new Map(rows.map((row) => [row.sm_survey_id, row.id]));
}

/** Stores a connected provider account as a new, unnamed API key of the account; answers its id. */
export async function insertApiKey(
  db: Kysely<Database>,
  accountId: number,
  sealedToken: string,
  accessUrl: string,
): Promise<number> {
  const row = await db
    .insertInto('sm_api_keys')
    .values({ account_id: accountId, name: '', access_token_sealed: sealedToken, access_url: accessUrl })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames one API key of the account. */
export async function renameApiKey(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  name: string,
): Promise<void> {
  await db
    .updateTable('sm_api_keys')
    .set({ name })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}
