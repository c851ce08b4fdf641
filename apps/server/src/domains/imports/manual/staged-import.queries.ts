import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { publishedResponse } from '../../../db/response-visibility.queries';
import type { ResponseRow, ResponseTarget } from '../response-store.queries';

/*
 * A manual import on the embedded database, written in short steps and published at once
 * (docs/import.md "All or nothing on either database"; migrations 0024-staged-imports and
 * 0031-superseded-responses). Its rows go straight into `responses` under its batch id, which hides
 * them from every reader (publishedResponse) while the batch is listed in `staged_imports`; a stored
 * row it changes is marked `superseded_by_batch`, seen until the batch is published and deleted after.
 */

/** Opens a batch: rows written under its id stay invisible until `publishStagedImport`. */
export async function openStagedImport(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .insertInto('staged_imports')
    .values({ account_id: accountId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stages one chunk of a collector's rows: a response the date does not store yet is inserted under
 * the batch (hidden); one it stores with other values gets a new version under the batch (hidden)
 * and its stored row is marked superseded by the batch (still seen); one stored as it is needs
 * nothing. Two statements, whatever the chunk's size.
 */
export async function stageResponseChunk(
  trx: Transaction<Database>,
  accountId: number,
  batchId: number,
  target: ResponseTarget,
  chunk: readonly ResponseRow[],
): Promise<void> {
  const ids = chunk.map((row) => row.providerResponseId);
  const collectors = chunk.map((row) => row.providerCollectorId);
  const statuses = chunk.map((row) => row.status);
  const modified = chunk.map((row) => row.modifiedAt.toISOString());
  const answers = chunk.map((row) => JSON.stringify(row.answers));
  // comments travel with their answers (docs/import.md "Comments"): staged, compared and published alike
  const texts = chunk.map((row) => JSON.stringify(row.texts ?? {}));
  const rows = sql`unnest(${ids}::text[], ${collectors}::text[], ${statuses}::text[],
    ${modified}::timestamptz[], ${answers}::text[], ${texts}::text[])
    as k(response_id, collector_id, status, modified_at, answers, texts)`;
  // first the stored rows the chunk changes step aside: out of the partial unique key, still seen
  await sql`
    update responses s set superseded_by_batch = ${batchId}
    from ${rows}
    -- one probe of the unique (survey_date_id, sm_response_id) key per row. As a join, or with the
    -- account in the probe, the planner scanned the date's every stored row per chunk through another
    -- index (the embedded database never refreshes its statistics), and a 40,000-row import slowed from
    -- 0.2 to 3 s a chunk as it went (docs/import.md "All or nothing on either database")
    cross join lateral (
      select * from responses x
      where x.survey_date_id = ${target.surveyDateId} and x.sm_response_id = k.response_id
        and x.superseded_by_batch is null
      limit 1) r
    where s.id = r.id and r.account_id = ${accountId} and r.import_batch_id is distinct from ${batchId}
      and (r.worker_group_id, r.sm_survey_id, r.sm_collector_id, r.status, r.answers, r.texts)
      is distinct from (${target.workerGroupId}, ${target.providerSurveyId}, k.collector_id, k.status,
        k.answers::jsonb, k.texts::jsonb)`.execute(trx);
  // then the new respondents and the new versions go in under the batch; a row stored as it is keeps the key
  await sql`
    insert into responses
      (account_id, survey_date_id, worker_group_id, sm_survey_id, sm_response_id, sm_collector_id, status,
       provider_modified_at, answers, texts, import_batch_id)
    select ${accountId}, ${target.surveyDateId}, ${target.workerGroupId}, ${target.providerSurveyId},
      k.response_id, k.collector_id, k.status, k.modified_at, k.answers::jsonb, k.texts::jsonb, ${batchId}
    from ${rows}
    on conflict (survey_date_id, sm_response_id) where superseded_by_batch is null do nothing`.execute(trx);
}

/**
 * Publishes a batch, inside the caller's (short) transaction: deletes its `staged_imports` row (from
 * then on every reader sees its rows and none the rows they supersede), drops the dates' cube
 * snapshots (a snapshot is appended to by response id, and the rows it holds may be superseded now)
 * and recounts the dates. Its cost does not grow with the file: a flag, whatever the batch inserted
 * or changed. The superseded rows are deleted after it (`purgeSupersededRows`). False when the batch
 * is no longer staged (discarded meanwhile).
 */
export async function publishStagedImport(
  trx: Transaction<Database>,
  accountId: number,
  batchId: number,
  surveyDateIds: readonly number[],
): Promise<boolean> {
  const published = await trx
    .deleteFrom('staged_imports')
    .where('id', '=', batchId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(published.numDeletedRows) !== 1) return false;
  await dropCubeSnapshots(trx, accountId, surveyDateIds);
  return true;
}

/**
 * Drops the dates' cube snapshots, inside the caller's transaction: after a manual import changed stored rows, which
 * an append by response id and modification time would not see (manual rows keep the epoch as that time).
 */
export async function dropCubeSnapshots(
  trx: Transaction<Database>,
  accountId: number,
  surveyDateIds: readonly number[],
): Promise<void> {
  if (surveyDateIds.length === 0) return;
  await trx
    .deleteFrom('cube_snapshots')
    .where('account_id', '=', accountId)
    .where('survey_date_id', 'in', [...surveyDateIds])
    .execute();
}

/**
 * Rows a discard or a purge deletes or restores per statement, other requests served between them
 * (a statement of 1,000 superseded 80-item rows took about 12 ms on PGlite at load 13).
 */
const CLEANUP_CHUNK = 1_000;

/** Runs one bounded statement until it affects no row, giving the event loop a turn after each. */
async function inChunks(db: Kysely<Database>, statement: () => RawBuilder<unknown>): Promise<void> {
  for (;;) {
    const { numAffectedRows } = await statement().execute(db);
    if (Number(numAffectedRows ?? 0) === 0) return;
    await nextTurn();
  }
}

/**
 * Removes a batch that will not be published (its import failed, or the process died while it was
 * staged), in short statements: its hidden rows first, then the rows they were to supersede are
 * restored (in that order: a restored row takes the unique key back), then its `staged_imports` row.
 * Until that last step every reader sees what it saw before the import, so a discard cut short is
 * simply run again. A batch no longer staged (published) is left alone.
 */
export async function discardStagedImport(db: Kysely<Database>, batchId: number): Promise<void> {
  const staged = sql`exists (select 1 from staged_imports si where si.id = ${batchId})`;
  await inChunks(
    db,
    () => sql`
      delete from responses where id in (
        select id from responses where import_batch_id = ${batchId} and ${staged} limit ${CLEANUP_CHUNK})`,
  );
  await inChunks(
    db,
    () => sql`
      update responses set superseded_by_batch = null where id in (
        select id from responses where superseded_by_batch = ${batchId} and ${staged} limit ${CLEANUP_CHUNK})`,
  );
  await db.deleteFrom('staged_imports').where('id', '=', batchId).execute();
}

/**
 * Deletes rows superseded by published batches (by `batchId`, or by any), in short statements: no
 * reader sees them any more. Never a row superseded by a batch still staged, which every reader sees.
 */
export async function purgeSupersededRows(db: Kysely<Database>, batchId?: number): Promise<void> {
  const which =
    batchId === undefined ? sql`superseded_by_batch is not null` : sql`superseded_by_batch = ${batchId}`;
  await inChunks(
    db,
    () => sql`
      delete from responses where id in (
        select id from responses r where ${which}
          and not exists (select 1 from staged_imports si where si.id = r.superseded_by_batch)
        limit ${CLEANUP_CHUNK})`,
  );
}

/**
 * Discards every batch still staged, and deletes the rows published batches superseded: on the
 * embedded database at start-up, when no import can be running (one process owns it), so each is left
 * by a process that stopped part way (while staging, or after publishing, before its cleanup).
 * Answers how many batches were discarded.
 */
export async function discardLeftoverStagedImports(db: Kysely<Database>): Promise<number> {
  const batches = await db.selectFrom('staged_imports').select('id').orderBy('id').execute();
  for (const { id } of batches) await discardStagedImport(db, id);
  await purgeSupersededRows(db);
  return batches.length;
}

/** How many of the account's rows no reader sees: staged, or superseded by a published batch and not deleted yet (for tests). */
export async function countStagedRows(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where((eb) => eb.not(publishedResponse()))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
