import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { publishedResponse } from '../../../db/response-visibility.queries';
import type { ResponseRow, ResponseTarget } from '../response-store.queries';

/*
 * A manual import on the embedded database, written in short steps and published at once
 * (docs/import.md "The manual import"; migration 0024-staged-imports). Its new rows go straight into
 * `responses` under its batch id, which hides them from every reader (publishedResponse) while the
 * batch is listed in `staged_imports`; its changes to stored rows wait in `staged_response_updates`.
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
 * the batch (hidden), one it stores with other values is queued as an update, one stored as it is
 * needs nothing. One statement each, whatever the chunk's size.
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
  await sql`
    insert into staged_response_updates
      (import_batch_id, response_id, worker_group_id, sm_survey_id, sm_collector_id, status,
       provider_modified_at, answers, texts)
    select ${batchId}, r.id, ${target.workerGroupId}, ${target.providerSurveyId}, k.collector_id, k.status,
      k.modified_at, k.answers::jsonb, k.texts::jsonb
    from ${rows}
    -- one probe of the unique (survey_date_id, sm_response_id) key per row. As a join, or with the
    -- account in the probe, the planner scanned the date's every stored row per chunk through another
    -- index (the embedded database never refreshes its statistics), and a 40,000-row import slowed from
    -- 0.2 to 3 s a chunk as it went (docs/import.md "The manual import")
    cross join lateral (
      select * from responses x
      where x.survey_date_id = ${target.surveyDateId} and x.sm_response_id = k.response_id
      limit 1) r
    where r.account_id = ${accountId} and (r.worker_group_id, r.sm_survey_id, r.sm_collector_id, r.status, r.answers, r.texts)
      is distinct from (${target.workerGroupId}, ${target.providerSurveyId}, k.collector_id, k.status,
        k.answers::jsonb, k.texts::jsonb)
    on conflict (import_batch_id, response_id) do update set
      sm_collector_id = excluded.sm_collector_id, status = excluded.status,
      provider_modified_at = excluded.provider_modified_at, answers = excluded.answers, texts = excluded.texts`.execute(
    trx,
  );
  await sql`
    insert into responses
      (account_id, survey_date_id, worker_group_id, sm_survey_id, sm_response_id, sm_collector_id, status,
       provider_modified_at, answers, texts, import_batch_id)
    select ${accountId}, ${target.surveyDateId}, ${target.workerGroupId}, ${target.providerSurveyId},
      k.response_id, k.collector_id, k.status, k.modified_at, k.answers::jsonb, k.texts::jsonb, ${batchId}
    from ${rows}
    on conflict (survey_date_id, sm_response_id) do nothing`.execute(trx);
}

/**
 * Publishes a batch, inside the caller's (short) transaction: applies its queued updates, deletes
 * its `staged_imports` row (from then on every reader sees its inserted rows), drops the dates'
 * cube snapshots (a snapshot is appended to by response id, and the batch's ids are older than
 * rows written while it was staged) and recounts the dates. Its cost grows with the updates, not
 * with the inserted rows. False when the batch is no longer staged (discarded meanwhile).
 */
export async function publishStagedImport(
  trx: Transaction<Database>,
  accountId: number,
  batchId: number,
  surveyDateIds: readonly number[],
): Promise<boolean> {
  await sql`
    update responses r set worker_group_id = u.worker_group_id, sm_survey_id = u.sm_survey_id,
      sm_collector_id = u.sm_collector_id, status = u.status, provider_modified_at = u.provider_modified_at,
      answers = u.answers, texts = u.texts, imported_at = now(), import_batch_id = null
    from staged_response_updates u
    where u.import_batch_id = ${batchId} and r.id = u.response_id and r.account_id = ${accountId}`.execute(
    trx,
  );
  await trx.deleteFrom('staged_response_updates').where('import_batch_id', '=', batchId).execute();
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

/** Rows a discard deletes per statement: the hidden rows go in short steps, other requests served between them. */
const DISCARD_CHUNK = 1_000;

/**
 * Removes a batch that will not be published (its import failed, or the process died while it was
 * staged): its hidden rows first, in short statements, then its `staged_imports` row. Until that
 * last step the rows stay hidden, so a discard cut short is simply run again.
 */
export async function discardStagedImport(db: Kysely<Database>, batchId: number): Promise<void> {
  for (;;) {
    const { numAffectedRows } = await sql`
      delete from responses where id in (
        select id from responses where import_batch_id = ${batchId} limit ${DISCARD_CHUNK})`.execute(db);
    if (Number(numAffectedRows ?? 0) === 0) break;
    await nextTurn();
  }
  await db.deleteFrom('staged_imports').where('id', '=', batchId).execute();
}

/**
 * Discards every batch still staged: on the embedded database at start-up, when no import can be
 * running (one process owns it), so each is left by a process that stopped part way. Answers how
 * many were discarded.
 */
export async function discardLeftoverStagedImports(db: Kysely<Database>): Promise<number> {
  const batches = await db.selectFrom('staged_imports').select('id').orderBy('id').execute();
  for (const { id } of batches) await discardStagedImport(db, id);
  return batches.length;
}

/** How many of the account's rows are hidden in staged batches (for tests and the start-up log). */
export async function countStagedRows(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where((eb) => eb.not(publishedResponse()))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
