import { buildSurveyCube } from '@pulzus/core/analytics';
import { describe, expect, it } from 'vitest';
import { loadCubeInput } from '../../graphs/graphs.service';
import { CubeLoader } from '../../graphs/cube-snapshot.service';
import { cubeDates } from '../../graphs/graphs.service';
import { csvOf, templateRows, uploadTo, bootExportTenant } from './manual-import.fixtures';

/**
 * docs/graphs.md "Through the API" (cube snapshots): a cube read after a manual re-import that changed stored answers
 * holds the new answers. Manual rows keep the epoch as their modification time, so a snapshot appended to by response
 * id and modification time would keep the old ones; on either database the import drops the dates' snapshots.
 */

const { t, tenant } = await bootExportTenant();

/** 40 respondents of the first collector with the answers of the template's `source` row, ids `same-n`. */
function fileWith(source: (string | number)[]): Buffer {
  const [header = [], first] = templateRows();
  if (!first) throw new Error('fixture');
  return csvOf([
    header,
    ...Array.from({ length: 40 }, (_, i) => [first[0] ?? '', `same-${i}`, ...source.slice(2)]),
  ]);
}

/** The date's cube as a cold read loads it (snapshot, append or rows), and as built from its rows now, encoded. */
async function loadedAndFresh() {
  const db = t.database.db;
  const [date] = await cubeDates(db, tenant.account.id, [tenant.date.id]);
  if (!date) throw new Error('date');
  const loaded = await new CubeLoader().load(db, tenant.account.id, date);
  const fresh = buildSurveyCube(await loadCubeInput(db, tenant.account.id, date));
  const answers = (cube: typeof fresh) => Buffer.from(cube.answers).toString('base64');
  return { loaded: answers(loaded), fresh: answers(fresh) };
}

/** A topic of the first worker group asking every item the stored rows answer, so the cube holds their answers. */
async function topicOfStoredCodes() {
  const db = t.database.db;
  const row = await db
    .selectFrom('responses')
    .select(['answers', 'worker_group_id'])
    .where('account_id', '=', tenant.account.id)
    .where('sm_response_id', '=', 'same-0')
    .executeTakeFirstOrThrow();
  const answers = (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as Record<
    string,
    unknown
  >;
  const codes = Object.keys(answers);
  expect(codes.length).toBeGreaterThan(0);
  const group = await db
    .insertInto('question_groups')
    .values({
      account_id: tenant.account.id,
      survey_date_id: tenant.date.id,
      worker_group_id: row.worker_group_id,
      name: 'Topic',
      is_commitment: true,
      is_calculated_in_index: true,
      bg_color: null,
      sort_order: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('questions')
    .values(
      codes.map((code, i) => ({
        account_id: tenant.account.id,
        question_group_id: group.id,
        code,
        name: code,
        sort_order: i + 1,
      })),
    )
    .execute();
}

describe('a manual re-import that changes stored answers reaches the next cube read', () => {
  it('the cube read after the re-import is the one its rows give, not the snapshot of the old answers', async () => {
    const [, first, second] = templateRows();
    if (!first || !second) throw new Error('fixture');
    const imported = await uploadTo(
      t,
      '/api/data-import/manual-import',
      fileWith(first),
      tenant.tokens.admin,
      'a.csv',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    await topicOfStoredCodes();
    // the first read builds the cube from the rows and stores its snapshot
    const before = await loadedAndFresh();
    expect(before.loaded).toBe(before.fresh);
    const again = await uploadTo(
      t,
      '/api/data-import/manual-import',
      fileWith(second),
      tenant.tokens.admin,
      'b.csv',
    );
    expect(again.statusCode, again.body).toBe(200);
    const after = await loadedAndFresh();
    expect(after.fresh).not.toBe(before.fresh);
    expect(after.loaded).toBe(after.fresh);
  });
});
