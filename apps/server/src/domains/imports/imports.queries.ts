import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { RateBudget } from '../provider/provider.service';
import type { ResponseTarget } from './response-store.queries';
import { publishedResponse } from '../../db/response-visibility.queries';

/** A connected key as the import needs it: the sealed token, the API host and the last budget. */
export interface ImportKey {
  id: number;
  accessUrl: string;
  sealedToken: string;
  budget: RateBudget | null;
}

/** One key of the account with what the import needs, or undefined. */
export async function findImportKey(
  db: Kysely<Database>,
  accountId: number,
  keyId: number,
): Promise<ImportKey | undefined> {
  const row = await db
    .selectFrom('sm_api_keys')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', keyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const budget =
    row.minute_remaining !== null && row.minute_reset && row.day_remaining !== null && row.day_reset
      ? {
          minuteLimit: null,
          minuteRemaining: row.minute_remaining,
          minuteReset: row.minute_reset,
          dayLimit: null,
          dayRemaining: row.day_remaining,
          dayReset: row.day_reset,
        }
      : null;
  return { id: row.id, accessUrl: row.access_url, sealedToken: row.access_token_sealed, budget };
}

/** Stores the budget an answer reported on its key (spec 2 §7 limits). */
export async function saveBudget(db: Kysely<Database>, keyId: number, budget: RateBudget): Promise<void> {
  await db
    .updateTable('sm_api_keys')
    .set({
      day_remaining: budget.dayRemaining,
      day_reset: budget.dayReset,
      minute_remaining: budget.minuteRemaining,
      minute_reset: budget.minuteReset,
    })
    .where('id', '=', keyId)
    .execute();
}

/** Marks a key's token revoked (the provider said so); a reconnect clears it. */
export async function markKeyRevoked(db: Kysely<Database>, accountId: number, keyId: number): Promise<void> {
  await db
    .insertInto('sm_api_key_status')
    .values({ sm_api_key_id: keyId, account_id: accountId, revoked_at: sql`now()`, last_error: 'revoked' })
    .onConflict((oc) =>
      oc
        .column('sm_api_key_id')
        .doUpdateSet({ revoked_at: sql`now()`, last_error: 'revoked', updated_at: sql`now()` }),
    )
    .execute();
}

/** Whether the key's token is known to be revoked. */
export async function isKeyRevoked(db: Kysely<Database>, accountId: number, keyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sm_api_key_status')
    .select('revoked_at')
    .where('account_id', '=', accountId)
    .where('sm_api_key_id', '=', keyId)
    .executeTakeFirst();
  return Boolean(row?.revoked_at);
}

/** The account's key ids. */
export async function accountKeyIds(db: Kysely<Database>, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sm_api_keys')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The account's survey rows of a provider survey id (one per key that sees it). */
export function surveyRowsByProviderId(db: Kysely<Database>, accountId: number, providerId: string) {
  return db
    .selectFrom('sm_surveys')
    .select(['id', 'sm_api_key_id'])
    .where('account_id', '=', accountId)
    .where('sm_survey_id', '=', providerId)
    .orderBy('id')
    .execute();
}

/** One survey row of the account with its key, provider id and stored design. */
export function surveyRow(db: Kysely<Database>, accountId: number, id: number) {
  return db
    .selectFrom('sm_surveys')
    .select(['id', 'sm_api_key_id', 'sm_survey_id', 'details'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Upserts the key's provider surveys by provider id, keeping their stored details (spec 2 §7). */
export async function upsertSurveys(
  db: Kysely<Database>,
  accountId: number,
  keyId: number,
  surveys: readonly { id: string; title: string }[],
): Promise<void> {
  if (surveys.length === 0) return;
  await db
    .insertInto('sm_surveys')
    .values(
      surveys.map((s) => ({
        account_id: accountId,
        sm_api_key_id: keyId,
        sm_survey_id: s.id,
        title: s.title,
        details: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['sm_api_key_id', 'sm_survey_id'])
        .doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })),
    )
    .execute();
}

/** Stores a survey's design (`/details`). */
export async function saveDetails(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  details: unknown,
  at: Date,
) {
  await db
    .updateTable('sm_surveys')
    .set({ details: JSON.stringify(details), imported_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Replaces a survey's provider collectors and their count, in one transaction. */
export async function saveCollectors(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  collectors: readonly { id: string; name: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = collectors.map((c) => c.id);
    let stale = trx
      .deleteFrom('sm_collectors')
      .where('account_id', '=', accountId)
      .where('sm_survey_id', '=', id);
    if (ids.length > 0) stale = stale.where('sm_collector_id', 'not in', ids);
    await stale.execute();
    if (collectors.length > 0) {
      await trx
        .insertInto('sm_collectors')
        .values(
          collectors.map((c) => ({
            account_id: accountId,
            sm_survey_id: id,
            sm_collector_id: c.id,
            title: c.name,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['sm_survey_id', 'sm_collector_id'])
            .doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })),
        )
        .execute();
    }
    await trx
      .updateTable('sm_surveys')
      .set({ sm_collector_count: collectors.length })
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .execute();
  });
}

/** The survey dates and worker groups a provider survey feeds (survey date → survey → worker group). */
export async function responseTargets(
  db: Kysely<Database>,
  accountId: number,
  providerSurveyId: number,
): Promise<ResponseTarget[]> {
  const rows = await db
    .selectFrom('survey_date_surveys')
    .select(['survey_date_id', 'worker_group_id', 'sm_survey_id'])
    .where('account_id', '=', accountId)
    .where('sm_survey_id', '=', providerSurveyId)
    .orderBy('survey_date_id')
    .execute();
  return rows.map((r) => ({
    surveyDateId: r.survey_date_id,
    workerGroupId: r.worker_group_id,
    providerSurveyId: r.sm_survey_id,
  }));
}

/**
 * Where an incremental import starts: the oldest of the targets' newest stored modification
 * times (null when a target has none yet: fetch everything).
 */
export async function importCursor(
  db: Kysely<Database>,
  accountId: number,
  targets: readonly ResponseTarget[],
): Promise<Date | null> {
  let cursor: Date | null = null;
  for (const target of targets) {
    const row = await db
      .selectFrom('responses')
      .select((eb) => eb.fn.max('provider_modified_at').as('last'))
      .where('account_id', '=', accountId)
      .where('survey_date_id', '=', target.surveyDateId)
      .where('sm_survey_id', '=', target.providerSurveyId)
      .where(publishedResponse())
      .executeTakeFirst();
    const last = row?.last ? new Date(row.last as Date | string) : null;
    if (!last) return null;
    if (!cursor || last < cursor) cursor = last;
  }
  return cursor;
}

/** Every survey feeding a survey date with refresh enabled (spec 1 §9: the nightly fetch). */
export function refreshSurveys(db: Kysely<Database>) {
  return db
    .selectFrom('survey_date_surveys as s')
    .innerJoin('survey_dates as d', 'd.id', 's.survey_date_id')
    .select(['s.account_id', 's.sm_survey_id'])
    .where('d.is_refresh_enabled', '=', true)
    .groupBy(['s.account_id', 's.sm_survey_id'])
    .orderBy('s.sm_survey_id')
    .execute();
}
