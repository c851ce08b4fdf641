import { type Kysely, sql, type Transaction } from 'kysely';
import { publishedResponse } from '../../db/response-visibility.queries';
import type { Database, ResponseAnswers, ResponseTexts } from '../../db/schema';

/** Where a provider survey's responses go: a survey date and the worker group that survey serves. */
export interface ResponseTarget {
  surveyDateId: number;
  workerGroupId: number;
  /** `sm_surveys.id` (ours). */
  providerSurveyId: number;
}

/** One response ready to store. */
export interface ResponseRow {
  providerResponseId: string;
  providerCollectorId: string | null;
  status: string;
  modifiedAt: Date;
  answers: ResponseAnswers;
  /** Open-ended answers and "other" texts by key (docs/import.md "Comments"); absent: none. */
  texts?: ResponseTexts;
}

/**
 * Upserts one chunk of responses into a target on (survey date, provider response id), the key of
 * the rows no staged manual import superseded; answers how many rows were new. A respondent a staged
 * import is changing is the provider's now: the upsert takes the import's hidden new version (published
 * at once, kept if the import is discarded) and deletes the superseded one, so a respondent is never
 * seen twice (docs/import.md "All or nothing on either database"). Inside the caller's transaction.
 */
export async function upsertResponseChunk(
  db: Kysely<Database>,
  accountId: number,
  target: ResponseTarget,
  chunk: readonly ResponseRow[],
): Promise<number> {
  const result = await db
    .insertInto('responses')
    .values(
      chunk.map((row) => ({
        account_id: accountId,
        survey_date_id: target.surveyDateId,
        worker_group_id: target.workerGroupId,
        sm_survey_id: target.providerSurveyId,
        sm_response_id: row.providerResponseId,
        sm_collector_id: row.providerCollectorId,
        status: row.status,
        provider_modified_at: row.modifiedAt,
        answers: JSON.stringify(row.answers),
        texts: JSON.stringify(row.texts ?? {}),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['survey_date_id', 'sm_response_id'])
        .where('superseded_by_batch', 'is', null)
        .doUpdateSet((eb) => ({
          worker_group_id: eb.ref('excluded.worker_group_id'),
          sm_survey_id: eb.ref('excluded.sm_survey_id'),
          sm_collector_id: eb.ref('excluded.sm_collector_id'),
          status: eb.ref('excluded.status'),
          provider_modified_at: eb.ref('excluded.provider_modified_at'),
          answers: eb.ref('excluded.answers'),
          texts: eb.ref('excluded.texts'),
          imported_at: sql`now()`,
          // a row a staged manual import inserted is the provider's now: published, and kept if that import is discarded
          import_batch_id: null,
        })),
    )
    // xmax = 0 marks a freshly inserted row (an updated one carries the updater's xid)
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute();
  // the respondent's superseded version goes with it (a cube snapshot that held it is not appended to:
  // its respondents would outnumber the date's count; docs/graphs.md "Through the API")
  await db
    .deleteFrom('responses')
    .where('superseded_by_batch', 'is not', null)
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', target.surveyDateId)
    .where(
      'sm_response_id',
      'in',
      chunk.map((row) => row.providerResponseId),
    )
    .execute();
  return result.filter((r) => r.inserted).length;
}

/** Recounts completed responses into `respondent_count` and `answer_count` and bumps `data_version`. */
export async function recount(
  trx: Transaction<Database>,
  accountId: number,
  surveyDateIds: number[],
): Promise<void> {
  if (surveyDateIds.length === 0) return;
  await trx
    .updateTable('survey_date_surveys as s')
    .set((eb) => ({
      respondent_count: eb
        .selectFrom('responses as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.survey_date_id', '=', 's.survey_date_id')
        .whereRef('r.worker_group_id', '=', 's.worker_group_id')
        .where('r.status', '=', 'completed')
        .where(publishedResponse('r')),
    }))
    .where('s.account_id', '=', accountId)
    .where('s.survey_date_id', 'in', surveyDateIds)
    .execute();
  await trx
    .updateTable('survey_dates as d')
    .set((eb) => ({
      answer_count: eb
        .selectFrom('responses as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.survey_date_id', '=', 'd.id')
        .where('r.status', '=', 'completed')
        .where(publishedResponse('r')),
      data_version: eb('d.data_version', '+', 1),
    }))
    .where('d.account_id', '=', accountId)
    .where('d.id', 'in', surveyDateIds)
    .execute();
}

/** Raises the dates' `data_version`, so a graph read across the caller's commit keeps nothing of it (docs/graphs.md "Caches"). */
export async function raiseDataVersions(
  trx: Transaction<Database>,
  accountId: number,
  surveyDateIds: number[],
): Promise<void> {
  if (surveyDateIds.length === 0) return;
  await trx
    .updateTable('survey_dates as d')
    .set((eb) => ({ data_version: eb('d.data_version', '+', 1) }))
    .where('d.account_id', '=', accountId)
    .where('d.id', 'in', surveyDateIds)
    .execute();
}
