import type { ParticipationCollector, ParticipationTableDemography } from '@pulzus/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { dateCollectorAnswers, dateDemographies } from './cube-input.queries';
import { publishedResponse } from '../../db/response-visibility.queries';

/**
 * The participation rows of a date (spec 2 §3, §7): per collector its worker group, headcount, the number
 * of completed responses that came through it, and its collector-demography answers. Counts only, so no
 * privacy suppression (graphs.md "Privacy").
 */
export async function participationCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<ParticipationCollector[]> {
  const [collectors, answers] = await Promise.all([
    db
      .selectFrom('collectors as c')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('responses')
            .select(['sm_collector_id', sql<number>`count(*)::int`.as('n')])
            .where('account_id', '=', accountId)
            .where('survey_date_id', '=', surveyDateId)
            .where('status', '=', 'completed')
            .where(publishedResponse())
            .groupBy('sm_collector_id')
            .as('r'),
        (join) => join.onRef('r.sm_collector_id', '=', 'c.sm_collector_id'),
      )
      .select(['c.id', 'c.worker_group_id', 'c.headcount', 'r.n'])
      .where('c.account_id', '=', accountId)
      .where('c.survey_date_id', '=', surveyDateId)
      .orderBy('c.id')
      .execute(),
    dateCollectorAnswers(db, accountId, surveyDateId).orderBy('a.demography_id').execute(),
  ]);
  return collectors.map((c) => ({
    worker_group_id: c.worker_group_id,
    headcount: c.headcount,
    respondent_count: Number(c.n ?? 0),
    demographies: answers
      .filter((a) => a.collector_id === c.id)
      .map((a) => ({ demography_id: a.demography_id, demography_answer_id: a.demography_answer_id })),
  }));
}

/** The date's demographies with their answers, as the participation table labels units with them. */
export async function participationDemographies(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<ParticipationTableDemography[]> {
  // the same rows the graph cubes read: one query pair for a date's demographies
  return (await dateDemographies(db, accountId, surveyDateId)).map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    order: d.order,
    answers: d.answers.map((a) => ({
      id: a.id,
      name: a.name,
      value: a.value,
      no_answer: a.no_answer ?? false,
    })),
  }));
}

/** The account's worker groups by id (sheet names and order of the participation xlsx). */
export function accountWorkerGroups(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('worker_groups')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}
