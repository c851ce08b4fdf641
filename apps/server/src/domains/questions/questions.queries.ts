import type { Topic, TopicInput, TopicColor } from '@pulzus/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The topics of one worker group on one survey date, in order, with their questions (spec 2 §3). */
export async function listTopics(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  workerGroupId: number,
): Promise<Topic[]> {
  const groups = await db
    .selectFrom('question_groups')
    .select([
      'id',
      'survey_date_id',
      'worker_group_id',
      'name',
      'is_commitment',
      'is_calculated_in_index',
      'bg_color',
    ])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('worker_group_id', '=', workerGroupId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (groups.length === 0) return [];
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'question_group_id', 'code', 'name', 'is_open_ended', 'show_comments'])
    .where('account_id', '=', accountId)
    .where(
      'question_group_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return groups.map((group) => ({
    ...group,
    bg_color: group.bg_color as TopicColor | null,
    questions: questions
      .filter((q) => q.question_group_id === group.id)
      .map(({ id, code, name, is_open_ended, show_comments }) => ({
        id,
        code,
        name,
        is_open_ended,
        show_comments,
      })),
  }));
}

/** The stored topic ids and question ids of one worker group on one date. */
export async function storedIds(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  workerGroupId: number,
): Promise<{ topics: Set<number>; questions: Set<number> }> {
  const topics = await db
    .selectFrom('question_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('worker_group_id', '=', workerGroupId)
    .execute();
  const topicIds = topics.map((t) => t.id);
  const questions = topicIds.length
    ? await db.selectFrom('questions').select('id').where('question_group_id', 'in', topicIds).execute()
    : [];
  return { topics: new Set(topicIds), questions: new Set(questions.map((q) => q.id)) };
}

/**
 * Replaces the topics of one worker group on one date with `topics` (validated, in order): sent ids
 * are kept (questions may move between topics), everything stored and not sent is deleted.
 */
export async function replaceTopics(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  workerGroupId: number,
  topics: readonly TopicInput[],
): Promise<void> {
  const stored = await storedIds(db, accountId, surveyDateId, workerGroupId);
  const keptTopics = topics.flatMap((t) => (t.id === undefined ? [] : [t.id]));
  const keptQuestions = new Set(
    topics.flatMap((t) => t.questions.flatMap((q) => (q.id === undefined ? [] : [q.id]))),
  );
  const dropTopics = [...stored.topics].filter((id) => !keptTopics.includes(id));
  const dropQuestions = [...stored.questions].filter((id) => !keptQuestions.has(id));
  if (dropQuestions.length) await db.deleteFrom('questions').where('id', 'in', dropQuestions).execute();
  for (const [index, topic] of topics.entries()) {
    const fields = {
      name: topic.name,
      is_commitment: topic.is_commitment,
      is_calculated_in_index: topic.is_calculated_in_index,
      bg_color: topic.bg_color,
      sort_order: index + 1,
    };
    let topicId = topic.id;
    if (topicId === undefined) {
      const row = await db
        .insertInto('question_groups')
        .values({
          ...fields,
          account_id: accountId,
          survey_date_id: surveyDateId,
          worker_group_id: workerGroupId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      topicId = row.id;
    } else {
      await db.updateTable('question_groups').set(fields).where('id', '=', topicId).execute();
    }
    for (const [position, question] of topic.questions.entries()) {
      const values = {
        code: question.code,
        name: question.name,
        sort_order: position + 1,
        question_group_id: topicId,
        ...(question.is_open_ended === undefined ? {} : { is_open_ended: question.is_open_ended }),
      };
      if (question.id === undefined) {
        await db
          .insertInto('questions')
          .values({ ...values, account_id: accountId })
          .execute();
      } else {
        await db.updateTable('questions').set(values).where('id', '=', question.id).execute();
      }
    }
  }
  // after the moves, so questions moved out of a dropped topic survive its cascade
  if (dropTopics.length) await db.deleteFrom('question_groups').where('id', 'in', dropTopics).execute();
}

/** Whether the worker group belongs to the account; undefined when not. */
export function findAccountWorkerGroup(db: Kysely<Database>, accountId: number, workerGroupId: number) {
  return db
    .selectFrom('worker_groups')
    .select('id')
    .where('id', '=', workerGroupId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Locks a survey date's row inside `trx`, so two first visits create the default topics once. */
export async function lockSurveyDateForTopics(
  trx: Transaction<Database>,
  surveyDateId: number,
): Promise<void> {
  await trx.selectFrom('survey_dates').select('id').where('id', '=', surveyDateId).forUpdate().execute();
}

/** A topic row as the defaults are created: name, commitment and index flags, colour and place. */
export interface NewTopic {
  name: string;
  is_commitment: boolean;
  is_calculated_in_index: boolean;
  bg_color: null;
  sort_order: number;
}

/** Stores topics of one worker group on one date. */
export async function insertTopics(
  trx: Transaction<Database>,
  owner: { accountId: number; surveyDateId: number; workerGroupId: number },
  topics: readonly NewTopic[],
): Promise<void> {
  const common = {
    account_id: owner.accountId,
    survey_date_id: owner.surveyDateId,
    worker_group_id: owner.workerGroupId,
  };
  await trx
    .insertInto('question_groups')
    .values(topics.map((topic) => ({ ...common, ...topic })))
    .execute();
}

/** The stored details of the account's provider survey (a survey imported through two keys: the latest). */
export function providerSurveyDetails(db: Kysely<Database>, accountId: number, providerSurveyId: string) {
  return db
    .selectFrom('sm_surveys')
    .select('details')
    .where('account_id', '=', accountId)
    .where('sm_survey_id', '=', providerSurveyId)
    .orderBy('imported_at', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
