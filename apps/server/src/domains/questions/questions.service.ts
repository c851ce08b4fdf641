import { type Topic, type TopicInput, translate } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { lockEditableSurveyDate } from '../../services/survey-date-access';
import {
  findAccountWorkerGroup,
  insertTopics,
  listTopics,
  lockSurveyDateForTopics,
  replaceTopics,
  storedIds,
} from './questions.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { plainText, surveyItems } from './provider-survey-items';

/** Refuses with the 404 of a missing id unless the worker group belongs to the account. */
async function assertWorkerGroup(
  db: Kysely<Database>,
  accountId: number,
  workerGroupId: number,
): Promise<void> {
  const group = await findAccountWorkerGroup(db, accountId, workerGroupId);
  if (!group) throw new AppError('not-found');
}

/**
 * The topics of a worker group on a date; when it has none, the two default topics are created first:
 * a commitment topic with the default commitment name and an empty topic, both in the index (spec 2 §4, §9).
 */
export async function topicsWithDefaults(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  workerGroupId: number,
  language: string | null,
): Promise<Topic[]> {
  await assertWorkerGroup(db, accountId, workerGroupId);
  const groups = await listTopics(db, accountId, surveyDateId, workerGroupId);
  if (groups.length) return groups;
  await db.transaction().execute(async (trx) => {
    // the date's row lock serialises two first visits, so the defaults are created once
    await lockSurveyDateForTopics(trx, surveyDateId);
    const again = await storedIds(trx, accountId, surveyDateId, workerGroupId);
    if (again.topics.size) return;
    await insertTopics(trx, { accountId, surveyDateId, workerGroupId }, [
      {
        name: translate(language, 'admin-questions-commitment-default-name'),
        is_commitment: true,
        is_calculated_in_index: true,
        bg_color: null,
        sort_order: 1,
      },
      { name: '', is_commitment: false, is_calculated_in_index: true, bg_color: null, sort_order: 2 },
    ]);
  });
  return listTopics(db, accountId, surveyDateId, workerGroupId);
}

const invalid = (path: string, message: string) =>
  new AppError('validation-failed', { fields: [{ path, message }] });

/**
 * `PUT question-groups` (spec 2 §4, §7): for each worker group and date in the payload, replaces its
 * topics with the sent ones that have questions (topics without questions are dropped). Sent ids must
 * be that group's own topics and questions. All or nothing; refused once a date has responses.
 */
export async function saveTopics(
  db: Kysely<Database>,
  accountId: number,
  topics: readonly TopicInput[],
): Promise<void> {
  const pairs = new Map<string, TopicInput[]>();
  for (const topic of topics) {
    const key = `${topic.survey_date_id}:${topic.worker_group_id}`;
    pairs.set(key, [...(pairs.get(key) ?? []), topic]);
  }
  await db.transaction().execute(async (trx) => {
    for (const group of pairs.values()) {
      const first = group[0] as TopicInput;
      await lockEditableSurveyDate(trx, accountId, first.survey_date_id);
      await assertWorkerGroup(trx, accountId, first.worker_group_id);
      const stored = await storedIds(trx, accountId, first.survey_date_id, first.worker_group_id);
      const seenTopics = new Set<number>();
      const seenQuestions = new Set<number>();
      for (const topic of group) {
        const index = topics.indexOf(topic);
        if (topic.id !== undefined) {
          if (!stored.topics.has(topic.id) || seenTopics.has(topic.id))
            throw invalid(`question_groups.${index}.id`, 'Unknown topic');
          seenTopics.add(topic.id);
        }
        for (const [j, question] of topic.questions.entries()) {
          if (question.id === undefined) continue;
          if (!stored.questions.has(question.id) || seenQuestions.has(question.id)) {
            throw invalid(`question_groups.${index}.questions.${j}.id`, 'Unknown question');
          }
          seenQuestions.add(question.id);
        }
      }
      const kept = group.filter((topic) => topic.questions.length > 0);
      await replaceTopics(trx, accountId, first.survey_date_id, first.worker_group_id, kept);
    }
  });
}
