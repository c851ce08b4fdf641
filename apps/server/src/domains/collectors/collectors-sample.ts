import type { LanguageCode } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  collectorDemographies,
  listCollectors,
  listDateProviderCollectors,
  userLanguageCode,
  workerGroupsByName,
} from './collectors.queries';
import type { CollectorsSample } from './collectors-xlsx-write';

/**
 * The sample xlsx content of a date (spec 2 §7): a row per provider collector of the date's surveys,
 * pre-filled with what is stored for it (or the worker group its survey serves), the account's worker
 * groups and the date's collector-type demographies with their answers.
 */
export async function buildCollectorsSample(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  language: LanguageCode,
): Promise<CollectorsSample> {
  const workerGroups = await workerGroupsByName(db, accountId);
  const groupName = new Map(workerGroups.map((g) => [g.id, g.name]));
  const columns = await collectorDemographies(db, accountId, surveyDateId);
  const stored = new Map(
    (await listCollectors(db, accountId, surveyDateId)).map((c) => [c.sm_collector_id, c]),
  );
  const rows = (await listDateProviderCollectors(db, accountId, surveyDateId)).map((sm) => {
    const collector = stored.get(sm.id);
    return {
      providerCollectorId: sm.id,
      title: sm.title,
      workerGroupName: groupName.get(collector?.worker_group_id ?? sm.worker_group_id) ?? null,
      headcount: collector?.headcount ?? null,
      answers: columns.map((column) => {
        const choice = collector?.demographies.find((d) => d.demography_id === column.id);
        return column.answers.find((a) => a.id === choice?.demography_answer_id)?.name ?? null;
      }),
    };
  });
  return {
    language,
    rows,
    workerGroups: workerGroups.map((g) => g.name),
    demographies: columns.map((c) => ({ name: c.name, answers: c.answers.map((a) => a.name) })),
  };
}

/** The interface language of a user (ticket downloads carry no token claims). */
export async function userLanguage(db: Kysely<Database>, userId: number): Promise<LanguageCode> {
  const row = await userLanguageCode(db, userId);
  return row?.code === 'en' ? 'en' : 'hu';
}
