import type { Demography, DemographyAnswerInput, DemographyType } from '@pulzus/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The demographies of a survey date in their order, with answers (in order) and worker groups (spec 2 §3). */
export async function listDemographies(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<Demography[]> {
  const rows = await db
    .selectFrom('demographies')
    .select(['id', 'name', 'code', 'type', 'sort_order'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const answers = await db
    .selectFrom('demography_answers')
    .select(['id', 'demography_id', 'name', 'value', 'no_answer'])
    .where('account_id', '=', accountId)
    .where('demography_id', 'in', ids)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const groups = await db
    .selectFrom('demography_worker_groups')
    .select(['demography_id', 'worker_group_id'])
    .where('account_id', '=', accountId)
    .where('demography_id', 'in', ids)
    .orderBy('worker_group_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    order: row.sort_order,
    worker_groups: groups.filter((g) => g.demography_id === row.id).map((g) => g.worker_group_id),
    answers: answers
      .filter((a) => a.demography_id === row.id)
      .map(({ id, name, value, no_answer }) => ({ id, name, value, no_answer })),
  }));
}

/** One demography of the account with its survey date, or undefined. */
export function findDemography(db: Kysely<Database>, accountId: number, id: number) {
  return db
    .selectFrom('demographies')
    .select(['id', 'survey_date_id', 'type', 'code'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Whether another demography of the date already uses `code` (codes match demographies across dates, graphs.md). */
export async function codeTaken(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('demographies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('code', '=', code);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The fields of a demography row written by create and update. */
export interface DemographyFields {
  name: string;
  code: string;
  type: DemographyType;
}

/** Replaces a demography's worker groups. */
export async function setWorkerGroups(
  db: Kysely<Database>,
  accountId: number,
  demographyId: number,
  workerGroupIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('demography_worker_groups').where('demography_id', '=', demographyId).execute();
  const unique = [...new Set(workerGroupIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('demography_worker_groups')
    .values(
      unique.map((worker_group_id) => ({
        account_id: accountId,
        demography_id: demographyId,
        worker_group_id,
      })),
    )
    .execute();
}

/**
 * Writes a demography's answers in the given order: rows with a stored id are updated and keep it,
 * rows without are inserted, stored answers left out are deleted (with the collector choices of them).
 */
export async function saveAnswers(
  db: Kysely<Database>,
  accountId: number,
  demographyId: number,
  answers: readonly (DemographyAnswerInput & { id?: number | undefined })[],
): Promise<void> {
  const kept = answers.flatMap((a) => (a.id === undefined ? [] : [a.id]));
  let removal = db.deleteFrom('demography_answers').where('demography_id', '=', demographyId);
  if (kept.length) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [index, answer] of answers.entries()) {
    const fields = {
      name: answer.name,
      value: answer.value,
      no_answer: answer.no_answer ?? false,
      sort_order: index + 1,
    };
    if (answer.id === undefined) {
      await db
        .insertInto('demography_answers')
        .values({ ...fields, account_id: accountId, demography_id: demographyId })
        .execute();
    } else {
      await db.updateTable('demography_answers').set(fields).where('id', '=', answer.id).execute();
    }
  }
}

/** The ids of a demography's stored answers. */
export async function answerIdsOf(db: Kysely<Database>, demographyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('demography_answers')
    .select('id')
    .where('demography_id', '=', demographyId)
    .execute();
  return rows.map((r) => r.id);
}

/** The ids of a survey date's demographies. */
export async function demographyIdsOf(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('demographies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .execute();
  return rows.map((r) => r.id);
}

/** The highest `sort_order` among a survey date's demographies (null when it has none). */
export async function lastDemographyOrder(trx: Transaction<Database>, surveyDateId: number) {
  return trx
    .selectFrom('demographies')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('survey_date_id', '=', surveyDateId)
    .executeTakeFirst();
}

/** Stores a new demography of the account's date at `sortOrder`; answers its id. */
export async function insertDemography(
  trx: Transaction<Database>,
  accountId: number,
  surveyDateId: number,
  fields: DemographyFields,
  sortOrder: number,
): Promise<number> {
  const row = await trx
    .insertInto('demographies')
    .values({
      account_id: accountId,
      survey_date_id: surveyDateId,
      name: fields.name,
      code: fields.code,
      type: fields.type,
      sort_order: sortOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a demography's name, code and type. */
export async function updateDemographyFields(
  trx: Transaction<Database>,
  id: number,
  fields: DemographyFields,
): Promise<void> {
  await trx
    .updateTable('demographies')
    .set({ name: fields.name, code: fields.code, type: fields.type })
    .where('id', '=', id)
    .execute();
}

/** Drops the collectors' answers of a demography (collectors carry collector-type demographies only). */
export async function deleteCollectorAnswersOf(
  trx: Transaction<Database>,
  demographyId: number,
): Promise<void> {
  await trx.deleteFrom('collector_demography_answers').where('demography_id', '=', demographyId).execute();
}

/** Deletes a demography; its answers, collector choices and graph dimension rows go with it. */
export async function deleteDemographyRow(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('demographies').where('id', '=', id).execute();
}

/** Sets one demography's place in its date's order. */
export async function setDemographyOrder(
  trx: Transaction<Database>,
  id: number,
  sortOrder: number,
): Promise<void> {
  await trx.updateTable('demographies').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}
