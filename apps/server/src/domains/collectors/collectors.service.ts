import type { CollectorInput } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import {
  assertAccountWorkerGroups,
  assertEditableSurveyDate,
  lockEditableSurveyDate,
} from '../../services/survey-date-access';
import { decodeDataUrl } from '../../services/data-url';
import {
  type CollectorDemographyColumn,
  collectorDemographies,
  collectorIdsOfDate,
  collectorsOnOtherDates,
  listDateProviderCollectors,
  lockAccountCollectors,
  replaceCollectors,
  workerGroupsForSheet,
} from './collectors.queries';
import { collectorsFromSheet, readCollectorsSheet, type SheetGrid } from './collectors-xlsx-read';

/** The largest collectors xlsx accepted (the JSON body limit bounds it too). */
const MAX_XLSX_BYTES = 700 * 1024;

const invalid = (path: string, message: string) =>
  new AppError('validation-failed', { fields: [{ path, message }] });

/**
 * Refuses with `collector-on-other-date` when another date of the account holds any of the provider collectors: a
 * collector belongs to one date, or a manual import could not tell where its answers go (docs/import.md
 * "Collectors"). Each field names the input and the other date.
 */
async function assertCollectorsOnThisDateOnly(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  inputs: readonly CollectorInput[],
): Promise<void> {
  const elsewhere = await collectorsOnOtherDates(
    db,
    accountId,
    surveyDateId,
    inputs.map((input) => input.sm_collector_id),
  );
  const fields = inputs.flatMap((input, index) => {
    const other = elsewhere.get(input.sm_collector_id);
    return other
      ? [
          {
            path: `collectors.${index}.sm_collector_id`,
            message: 'Assigned to another survey date',
            sm_collector_id: input.sm_collector_id,
            survey_date_id: other.survey_date_id,
            survey_date: other.date,
          },
        ]
      : [];
  });
  if (fields.length > 0) throw new AppError('collector-on-other-date', { fields });
}

/**
 * Checks a collector list against the date: stored ids of this date, provider ids once each and known to the
 * provider for the date's surveys (as the xlsx upload requires), worker groups of the account, answers of the
 * date's collector-type demographies, one per demography, and no provider collector of another date.
 */
async function validateCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  inputs: readonly CollectorInput[],
  columns: readonly CollectorDemographyColumn[],
): Promise<void> {
  const known = new Set((await listDateProviderCollectors(db, accountId, surveyDateId)).map((c) => c.id));
  const storedIds = new Set((await collectorIdsOfDate(db, surveyDateId)).map((r) => r.id));
  const seenIds = new Set<number>();
  const seenSm = new Set<string>();
  for (const [index, input] of inputs.entries()) {
    if (input.id !== undefined) {
      if (!storedIds.has(input.id) || seenIds.has(input.id))
        throw invalid(`collectors.${index}.id`, 'Unknown collector');
      seenIds.add(input.id);
    }
    if (seenSm.has(input.sm_collector_id))
      throw invalid(`collectors.${index}.sm_collector_id`, 'Listed twice');
    if (!known.has(input.sm_collector_id))
      throw invalid(`collectors.${index}.sm_collector_id`, 'Unknown provider collector');
    seenSm.add(input.sm_collector_id);
    const seenDemographies = new Set<number>();
    for (const [j, choice] of input.demographies.entries()) {
      const column = columns.find((c) => c.id === choice.demography_id);
      const path = `collectors.${index}.demographies.${j}`;
      if (!column || seenDemographies.has(choice.demography_id)) throw invalid(path, 'Unknown demography');
      if (!column.answers.some((a) => a.id === choice.demography_answer_id))
        throw invalid(path, 'Unknown answer');
      seenDemographies.add(choice.demography_id);
    }
  }
  await assertAccountWorkerGroups(
    db,
    accountId,
    inputs.map((i) => i.worker_group_id),
    'collectors',
  );
  await assertCollectorsOnThisDateOnly(db, accountId, surveyDateId, inputs);
}

/** `PUT survey-dates/{id}/collectors`: replaces the date's collectors, all or nothing (spec 2 §4, §7). */
export async function saveCollectors(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  inputs: readonly CollectorInput[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockEditableSurveyDate(trx, accountId, surveyDateId);
    await lockAccountCollectors(trx, accountId);
    const columns = await collectorDemographies(trx, accountId, surveyDateId);
    await validateCollectors(trx, accountId, surveyDateId, inputs, columns);
    await replaceCollectors(trx, accountId, surveyDateId, inputs);
  });
}

/**
 * `POST survey-dates/{id}/collectors-xlsx`: reads the sheet and replaces the date's collectors with
 * its rows; a wrong collector id or worker group names its cell, and nothing is stored (spec 2 §7, §8).
 * `readSheet` reads the xlsx (default: on this thread; the route passes the worker pool's).
 */
export async function uploadCollectorsXlsx(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  dataUrl: string,
  readSheet: (bytes: Buffer) => Promise<SheetGrid> = readCollectorsSheet,
): Promise<void> {
  await assertEditableSurveyDate(db, accountId, surveyDateId);
  const { bytes } = decodeDataUrl(dataUrl, MAX_XLSX_BYTES);
  const grid = await readSheet(bytes);
  await db.transaction().execute(async (trx) => {
    await lockEditableSurveyDate(trx, accountId, surveyDateId);
    await lockAccountCollectors(trx, accountId);
    const columns = await collectorDemographies(trx, accountId, surveyDateId);
    const workerGroups = await workerGroupsForSheet(trx, accountId);
    const providerCollectors = await listDateProviderCollectors(trx, accountId, surveyDateId);
    const inputs = collectorsFromSheet(grid, {
      providerCollectorIds: new Set(providerCollectors.map((c) => c.id)),
      workerGroups,
      demographies: columns,
    });
    await validateCollectors(trx, accountId, surveyDateId, inputs, columns);
    await replaceCollectors(trx, accountId, surveyDateId, inputs);
  });
}
