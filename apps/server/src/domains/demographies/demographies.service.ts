import type { DemographyCreatePayload, DemographyUpdatePayload } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import {
  answerIdsOf,
  codeTaken,
  deleteCollectorAnswersOf,
  deleteDemographyRow,
  demographyIdsOf,
  findDemography,
  insertDemography,
  lastDemographyOrder,
  saveAnswers,
  setDemographyOrder,
  setWorkerGroups,
  updateDemographyFields,
} from './demographies.queries';
import { assertAccountWorkerGroups, lockEditableSurveyDate } from '../../services/survey-date-access';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { listDemographies } from './demographies.queries';

const invalid = (path: string, message: string) =>
  new AppError('validation-failed', { fields: [{ path, message }] });

/** Creates a demography at the end of the date's order (spec 2 §5, §7); refused once the date has responses. */
export async function createDemography(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  body: DemographyCreatePayload,
): Promise<number> {
  if (body.survey_date_id !== surveyDateId) throw invalid('survey_date_id', 'Must match the path');
  return db.transaction().execute(async (trx) => {
    await lockEditableSurveyDate(trx, accountId, surveyDateId);
    await assertAccountWorkerGroups(trx, accountId, body.worker_groups, 'worker_groups');
    if (await codeTaken(trx, accountId, surveyDateId, body.code, null)) throw new AppError('conflict');
    const last = await lastDemographyOrder(trx, surveyDateId);
    const id = await insertDemography(trx, accountId, surveyDateId, body, (last?.max ?? 0) + 1);
    await setWorkerGroups(trx, accountId, id, body.worker_groups);
    await saveAnswers(trx, accountId, id, body.answers);
    return id;
  });
}

/** Updates a demography; answers sent with their id keep it (spec 2 §2, §7). */
export async function updateDemography(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  body: DemographyUpdatePayload,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findDemography(trx, accountId, id);
    if (!stored) throw new AppError('not-found');
    if (body.survey_date_id !== stored.survey_date_id)
      throw invalid('survey_date_id', 'Must be the demography’s date');
    await lockEditableSurveyDate(trx, accountId, stored.survey_date_id);
    await assertAccountWorkerGroups(trx, accountId, body.worker_groups, 'worker_groups');
    if (await codeTaken(trx, accountId, stored.survey_date_id, body.code, id)) throw new AppError('conflict');
    const own = new Set(await answerIdsOf(trx, id));
    const sent = body.answers.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    for (const [index, answerId] of sent.entries()) {
      if (!own.has(answerId) || sent.indexOf(answerId) !== index) {
        throw invalid(`answers.${body.answers.findIndex((a) => a.id === answerId)}.id`, 'Unknown answer');
      }
    }
    await updateDemographyFields(trx, id, body);
    if (stored.type === 'collector' && body.type !== 'collector') {
      // collectors carry answers of collector-type demographies only (spec 2 §3)
      await deleteCollectorAnswersOf(trx, id);
    }
    await setWorkerGroups(trx, accountId, id, body.worker_groups);
    await saveAnswers(trx, accountId, id, body.answers);
  });
}

/** Deletes a demography with its answers, collector choices and graph dimension rows (spec 2 §7). */
export async function deleteDemography(db: Kysely<Database>, accountId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findDemography(trx, accountId, id);
    if (!stored) throw new AppError('not-found');
    await lockEditableSurveyDate(trx, accountId, stored.survey_date_id);
    await deleteDemographyRow(trx, id);
  });
}

/** Stores a new order of the date's demographies; `order` must list each of them exactly once (spec 2 §4). */
export async function reorderDemographies(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  order: readonly number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockEditableSurveyDate(trx, accountId, surveyDateId);
    const stored = await demographyIdsOf(trx, accountId, surveyDateId);
    const sent = new Set(order);
    if (sent.size !== order.length || order.length !== stored.length || !stored.every((id) => sent.has(id))) {
      throw invalid('order', 'Must list every demography of the date exactly once');
    }
    for (const [index, id] of order.entries()) {
      await setDemographyOrder(trx, id, index + 1);
    }
  });
}
