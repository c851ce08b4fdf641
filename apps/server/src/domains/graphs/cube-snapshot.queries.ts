import { CUBE_SNAPSHOT_FORMAT } from '@pulzus/core/analytics';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { publishedResponse } from '../../db/response-visibility.queries';

/**
 * The stored snapshot of a date's cube at exactly `dataVersion` in this server's format, as base64
 * text, or null: a snapshot of an older data version (an import ran since) or of another format is
 * never read (docs/graphs.md "Through the API"). Snapshots travel as base64 both ways: PGlite turns a
 * `bytea` of a few megabytes into bytes in JavaScript, on the event loop, about 20 times slower than
 * `encode` and a native base64 decode (the cube thread's).
 */
export async function readCubeSnapshot(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  dataVersion: number,
): Promise<string | null> {
  return (
    (await readCubeSnapshotWithPattern(db, accountId, surveyDateId, dataVersion, null))?.snapshot ?? null
  );
}

/**
 * The stored snapshot (as `readCubeSnapshot`) with the privacy pattern kept beside it for k (base64), in one
 * read; `pattern` is null when none is kept for that k.
 */
export async function readCubeSnapshotWithPattern(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  dataVersion: number,
  k: number | null,
): Promise<{ snapshot: string; pattern: string | null } | null> {
  const row = await db
    .selectFrom('cube_snapshots')
    .select([
      sql<string>`encode(snapshot, 'base64')`.as('snapshot'),
      sql<string | null>`case when pattern_k = ${k}::integer then encode(pattern, 'base64') end`.as(
        'pattern',
      ),
    ])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('data_version', '=', dataVersion)
    .where('format', '=', CUBE_SNAPSHOT_FORMAT)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Keeps a privacy pattern (base64, for k) beside the snapshot of the date's `dataVersion`, replacing the one kept
 * for another k; nothing when that snapshot is gone (a newer version replaced it).
 */
export async function storePrivacyPattern(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  dataVersion: number,
  pattern: { k: number; base64: string },
): Promise<void> {
  await db
    .updateTable('cube_snapshots')
    .set({ pattern_k: pattern.k, pattern: sql<Uint8Array>`decode(${pattern.base64}, 'base64')` })
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('data_version', '=', dataVersion)
    .where('format', '=', CUBE_SNAPSHOT_FORMAT)
    .execute();
}

/**
 * Stores a date's snapshot for `dataVersion` (replacing one the server could not read) and drops its
 * older ones, in one transaction. Another instance storing the same version at the same time is
 * harmless: both write the same cube.
 */
export async function storeCubeSnapshot(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  dataVersion: number,
  snapshot: { base64: string; respondentCount: number; pattern?: { k: number; base64: string } | null },
): Promise<void> {
  const pattern = snapshot.pattern ?? null;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('cube_snapshots')
      .where('survey_date_id', '=', surveyDateId)
      .where((eb) => eb.or([eb('data_version', '<', dataVersion), eb('format', '<>', CUBE_SNAPSHOT_FORMAT)]))
      .execute();
    await trx
      .insertInto('cube_snapshots')
      .values({
        survey_date_id: surveyDateId,
        data_version: dataVersion,
        account_id: accountId,
        format: CUBE_SNAPSHOT_FORMAT,
        respondent_count: snapshot.respondentCount,
        snapshot: sql<Uint8Array>`decode(${snapshot.base64}, 'base64')`,
        pattern_k: pattern?.k ?? null,
        pattern: pattern ? sql<Uint8Array>`decode(${pattern.base64}, 'base64')` : null,
      })
      .onConflict((oc) =>
        oc.columns(['survey_date_id', 'data_version']).doUpdateSet((eb) => ({
          snapshot: eb.ref('excluded.snapshot'),
          respondent_count: eb.ref('excluded.respondent_count'),
          pattern_k: eb.ref('excluded.pattern_k'),
          pattern: eb.ref('excluded.pattern'),
        })),
      )
      .execute();
  });
}

/** The account's dates among `ids` with their current data version and answer count (after an import). */
export async function cubeDates(db: Kysely<Database>, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'data_version', 'answer_count'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The date's newest stored snapshot older than `dataVersion` in this server's format (base64 text), or
 * null: what new responses may be appended to (cube-snapshot.service.ts).
 */
export async function readOlderCubeSnapshot(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  dataVersion: number,
): Promise<{ dataVersion: number; snapshot: string } | null> {
  const row = await db
    .selectFrom('cube_snapshots')
    .select(['data_version', sql<string>`encode(snapshot, 'base64')`.as('snapshot')])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('data_version', '<', dataVersion)
    .where('format', '=', CUBE_SNAPSHOT_FORMAT)
    .orderBy('data_version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { dataVersion: row.data_version, snapshot: row.snapshot } : null;
}

/**
 * Which responses the date holds now: its highest response id and latest provider modification time
 * (as PostgreSQL's text, so no precision is lost on the way back), any status.
 */
export async function responseSource(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<{ throughResponseId: number; throughModifiedAt: string | null }> {
  const row = await db
    .selectFrom('responses')
    .select([
      sql<string | null>`max(id)::text`.as('id'),
      sql<string | null>`max(provider_modified_at)::text`.as('modified'),
    ])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where(publishedResponse())
    .executeTakeFirst();
  return { throughResponseId: Number(row?.id ?? 0), throughModifiedAt: row?.modified ?? null };
}

/**
 * How many of the responses a snapshot holds (id up to its mark) the provider modified after it was taken:
 * any means the snapshot cannot be appended to (an answer or a status changed).
 */
export async function changedResponses(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  source: { throughResponseId: number; throughModifiedAt: string | null },
): Promise<number> {
  const row = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('id', '<=', source.throughResponseId)
    .where(publishedResponse())
    .where(
      source.throughModifiedAt === null
        ? sql<boolean>`provider_modified_at is not null`
        : sql<boolean>`provider_modified_at > ${source.throughModifiedAt}::timestamptz`,
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
