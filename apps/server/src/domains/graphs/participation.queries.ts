import type { ParticipationCollector, ParticipationTableDemography } from '@pulzus/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

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
            .groupBy('sm_collector_id')
            .as('r'),
        (join) => join.onRef('r.sm_collector_id', '=', 'c.sm_collector_id'),
      )
      .select(['c.id', 'c.worker_group_id', 'c.headcount', 'r.n'])
      .where('c.account_id', '=', accountId)
      .where('c.survey_date_id', '=', surveyDateId)
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('collector_demography_answers as a')
      .innerJoin('collectors as c', 'c.id', 'a.collector_id')
      .select(['a.collector_id', 'a.demography_id', 'a.demography_answer_id'])
      .where('c.account_id', '=', accountId)
      .where('c.survey_date_id', '=', surveyDateId)
      .orderBy('a.demography_id')
      .execute(),
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
  const [demographies, answers] = await Promise.all([
    db
      .selectFrom('demographies')
      .select(['id', 'name', 'type', 'sort_order'])
      .where('account_id', '=', accountId)
      .where('survey_date_id', '=', surveyDateId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('demography_answers as a')
      .innerJoin('demographies as d', 'd.id', 'a.demography_id')
      .select(['a.id', 'a.demography_id', 'a.name', 'a.value', 'a.no_answer'])
      .where('d.account_id', '=', accountId)
      .where('d.survey_date_id', '=', surveyDateId)
      .orderBy('a.sort_order')
      .orderBy('a.id')
      .execute(),
  ]);
  return demographies.map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    order: d.sort_order,
    answers: answers
      .filter((a) => a.demography_id === d.id)
      .map((a) => ({ id: a.id, name: a.name, value: a.value, no_answer: a.no_answer })),
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
