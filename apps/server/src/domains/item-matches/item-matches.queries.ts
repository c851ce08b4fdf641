import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { surveyItems } from '../questions/questions.service';
import type { MatchDate, MatchDecision, MatchRow } from './item-matching';
import { decisionKey } from './item-matching';

/** The account's survey dates, oldest first, each with the items of its linked surveys' stored designs. */
export async function accountMatchDates(
  db: Kysely<Database>,
  accountId: number,
): Promise<(MatchDate & { date: string })[]> {
  const [dates, links] = await Promise.all([
    db
      .selectFrom('survey_dates')
      .select(['id', 'date'])
      .where('account_id', '=', accountId)
      .orderBy('date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('survey_date_surveys as s')
      .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
      .select(['s.survey_date_id', 'm.id as survey_id', 'm.details'])
      .where('s.account_id', '=', accountId)
      .where('m.account_id', '=', accountId)
      .orderBy('s.survey_date_id')
      .orderBy('s.worker_group_id')
      .orderBy('s.id')
      .execute(),
  ]);
  return dates.map((d) => {
    const seen = new Set<number>();
    const surveys = links.flatMap((link) => {
      if (link.survey_date_id !== d.id || seen.has(link.survey_id)) return [];
      seen.add(link.survey_id);
      return [surveyItems(link.details).map((item) => ({ code: item.id, text: item.title }))];
    });
    return { id: d.id, date: String(d.date), surveys };
  });
}

/** The account's stored matches. */
export async function storedMatches(db: Kysely<Database>, accountId: number): Promise<MatchRow[]> {
  return db
    .selectFrom('item_matches')
    .select([
      'survey_date_id',
      'source_code',
      'text',
      'stable_code',
      'status',
      'confidence',
      'suggested_code',
      'matched_survey_date_id',
      'decided',
      'sort_order',
    ])
    .where('account_id', '=', accountId)
    .orderBy('survey_date_id')
    .orderBy('sort_order')
    .execute();
}

/** The admins' standing decisions among stored matches, by {@link decisionKey}. */
export function decisionsOf(rows: readonly MatchRow[]): Map<string, MatchDecision> {
  const decisions = new Map<string, MatchDecision>();
  for (const row of rows) {
    if (!row.decided) continue;
    decisions.set(
      decisionKey(row.survey_date_id, row.source_code),
      row.status === 'broken' ? { status: 'broken' } : { status: 'confirmed', stable_code: row.stable_code },
    );
  }
  return decisions;
}

/** Replaces the account's matches with `rows` (inside the caller's transaction). */
export async function replaceMatches(
  db: Kysely<Database>,
  accountId: number,
  rows: readonly MatchRow[],
): Promise<void> {
  await db.deleteFrom('item_matches').where('account_id', '=', accountId).execute();
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((row) => ({ ...row, account_id: accountId }));
    await db.insertInto('item_matches').values(chunk).execute();
  }
}

/**
 * The stable code of each provider item of one date (source → stable): what the cube input reads the
 * items and survey-type demographies by (docs/import.md "Matching across survey dates").
 */
export async function dateStableCodes(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('item_matches')
    .select(['source_code', 'stable_code'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .execute();
  return new Map(rows.map((r) => [r.source_code, r.stable_code]));
}

/** Raises `data_version` of the account's dates `ids` (non-empty), so their cubes and cached graphs are rebuilt. */
export async function bumpDataVersions(
  trx: Transaction<Database>,
  accountId: number,
  ids: readonly number[],
): Promise<void> {
  await trx
    .updateTable('survey_dates')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

/** The account's survey dates (id and day), by day then id. */
export function accountDatesByDay(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('survey_dates')
    .select(['id', 'date'])
    .where('account_id', '=', accountId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}
