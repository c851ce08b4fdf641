import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ResponseTarget } from '../response-store.queries';

/** Where a collector's respondents go, the design they answered, and what the preview shows of it. */
export interface CollectorTarget extends ResponseTarget {
  /** The survey date's day, `yyyy-MM-dd`. */
  surveyDate: string;
  workerGroupName: string;
  /** The stored `/details` of the provider survey. */
  details: unknown;
}

/**
 * The survey date, worker group and survey design a collector id belongs to in the account, or
 * null: a collector of a survey date (the newest when several have it), else a provider collector
 * of a survey some date uses. Tenancy: only the account's rows are read.
 */
export async function collectorTarget(
  db: Kysely<Database>,
  accountId: number,
  collectorId: string,
): Promise<CollectorTarget | null> {
  if (!collectorId) return null;
  const row =
    (await db
      .selectFrom('collectors as c')
      .innerJoin('survey_date_surveys as s', (j) =>
        j
          .onRef('s.survey_date_id', '=', 'c.survey_date_id')
          .onRef('s.worker_group_id', '=', 'c.worker_group_id'),
      )
      .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
      .innerJoin('survey_dates as d', 'd.id', 's.survey_date_id')
      .innerJoin('worker_groups as g', 'g.id', 's.worker_group_id')
      .select(['s.survey_date_id', 's.worker_group_id', 's.sm_survey_id', 'm.details', 'd.date', 'g.name'])
      .where('c.account_id', '=', accountId)
      .where('c.sm_collector_id', '=', collectorId)
      .orderBy('c.survey_date_id', 'desc')
      .executeTakeFirst()) ??
    (await db
      .selectFrom('sm_collectors as pc')
      .innerJoin('survey_date_surveys as s', 's.sm_survey_id', 'pc.sm_survey_id')
      .innerJoin('sm_surveys as m', 'm.id', 's.sm_survey_id')
      .innerJoin('survey_dates as d', 'd.id', 's.survey_date_id')
      .innerJoin('worker_groups as g', 'g.id', 's.worker_group_id')
      .select(['s.survey_date_id', 's.worker_group_id', 's.sm_survey_id', 'm.details', 'd.date', 'g.name'])
      .where('pc.account_id', '=', accountId)
      .where('pc.sm_collector_id', '=', collectorId)
      .orderBy('s.survey_date_id', 'desc')
      .executeTakeFirst());
  if (!row) return null;
  return {
    surveyDateId: row.survey_date_id,
    workerGroupId: row.worker_group_id,
    providerSurveyId: row.sm_survey_id,
    surveyDate: row.date,
    workerGroupName: row.name,
    details: row.details,
  };
}

const CHUNK = 5_000;

/** How many of `responseIds` the account already stores for a survey date. */
export async function countStoredResponses(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  responseIds: readonly string[],
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < responseIds.length; i += CHUNK) {
    const row = await db
      .selectFrom('responses')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', accountId)
      .where('survey_date_id', '=', surveyDateId)
      .where('sm_response_id', 'in', responseIds.slice(i, i + CHUNK))
      .executeTakeFirstOrThrow();
    stored += Number(row.n);
  }
  return stored;
}
