import type { SurveyDateAddPayload } from '@pulzus/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { findApiKey, surveysOfApiKey } from '../provider/provider.service';
import { ownWorkerGroupIds } from '../worker-groups/worker-groups.service';
import { lockAccountRow } from '../accounts/accounts.service';
import {
  clearSurveyDateAnswers,
  countResponses,
  deleteSurveyDateRow,
  insertSurveyDate,
  insertSurveyDateSurveys,
  lockSurveyDateRow,
  monthTaken,
} from './survey-dates.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { countResponses } from './survey-dates.queries';

type Fields = { path: string; message: string }[];

/**
 * Adds a survey date (spec 1 §5): the API key, the worker groups and each group's survey must be
 * the session account's (else `not-found`), each survey must come from the chosen key, each worker
 * group gets one survey, and the account has one date per month (`survey-date-exists`).
 */
export function createSurveyDate(
  db: Kysely<Database>,
  accountId: number,
  payload: SurveyDateAddPayload,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // serialises the adds of one account, so two requests cannot both take the same month
    await lockAccountRow(trx, accountId);
    const key = await findApiKey(trx, accountId, payload.sm_api_key);
    if (!key) throw new AppError('not-found');
    const groupIds = payload.sm_surveys.map((row) => row.worker_group_id);
    const ownGroups = await ownWorkerGroupIds(trx, accountId, groupIds);
    if (groupIds.some((id) => !ownGroups.has(id))) throw new AppError('not-found');

    const surveys = await surveysOfApiKey(
      trx,
      accountId,
      key.id,
      payload.sm_surveys.map((row) => row.sm_survey_id),
    );
    const fields: Fields = [];
    const links: { worker_group_id: number; sm_survey_id: number }[] = [];
    payload.sm_surveys.forEach((row, index) => {
      if (links.some((link) => link.worker_group_id === row.worker_group_id)) {
        fields.push({ path: `sm_surveys.${index}.worker_group_id`, message: 'One survey per worker group' });
      }
      const surveyId = surveys.get(row.sm_survey_id);
      if (surveyId === undefined) {
        fields.push({
          path: `sm_surveys.${index}.sm_survey_id`,
          message: 'The survey does not come from the chosen API key',
        });
      } else {
        links.push({ worker_group_id: row.worker_group_id, sm_survey_id: surveyId });
      }
    });
    if (fields.length > 0) throw new AppError('validation-failed', { fields });
    if (await monthTaken(trx, accountId, payload.date)) throw new AppError('survey-date-exists');

    const dateId = await insertSurveyDate(trx, accountId, payload.date, key.id);
    await insertSurveyDateSurveys(trx, accountId, dateId, links);
    return dateId;
  });
}

/** Locks the account's date for a change; `not-found` when the account has no such date. */
async function lockSurveyDate(trx: Transaction<Database>, accountId: number, id: number) {
  const row = await lockSurveyDateRow(trx, accountId, id);
  if (!row) throw new AppError('not-found');
  return row;
}

/** Deletes an unpublished date without answers (spec 1 §4); its surveys go with it. */
export function deleteSurveyDate(db: Kysely<Database>, accountId: number, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const date = await lockSurveyDate(trx, accountId, id);
    if (date.enabled_for_users) throw new AppError('survey-date-published');
    if (date.answer_count > 0 || (await countResponses(trx, accountId, id)) > 0) {
      throw new AppError('survey-date-has-answers');
    }
    await deleteSurveyDateRow(trx, accountId, id);
  });
}

/**
 * Deletes the imported answers of an unpublished date (spec 1 §4): its responses go, its answer
 * and respondent counts return to 0, and its data version moves on so cached analytics are dropped.
 */
export function deleteSurveyDateAnswers(db: Kysely<Database>, accountId: number, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const date = await lockSurveyDate(trx, accountId, id);
    if (date.enabled_for_users) throw new AppError('survey-date-published');
    await clearSurveyDateAnswers(trx, accountId, id);
  });
}
