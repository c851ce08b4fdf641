import { beforeEach, describe, expect, it } from 'vitest';
import { publishedResponse } from '../../../db/response-visibility.queries';
import { loadCubeRows } from '../../graphs/graphs.service';
import { cubeDates } from '../../graphs/graphs.service';
import { CubeLoader } from '../../graphs/cube-snapshot.service';
import { countResponses } from '../../survey-dates/survey-dates.service';
import { storeResponses } from '../response-store';
import { csvOf, templateRows, bootExportTenant } from './manual-import.fixtures';
import { manualImport } from './manual-import.service';
import {
  discardLeftoverStagedImports,
  openStagedImport,
  publishStagedImport,
  stageResponseChunk,
} from './staged-import.queries';

/**
 * docs/import.md "All or nothing on either database": a staged re-import that changes stored answers
 * writes new versions beside the stored rows and publishes them by one flag. Every reader sees each
 * respondent exactly once — the old answers until publication, the new ones after — a discard leaves
 * the old answers, and the provider import meanwhile never makes a second version seen.
 */

const { t, tenant } = await bootExportTenant();
beforeEach(async () => {
  await t.database.db.deleteFrom('responses').where('account_id', '=', tenant.account.id).execute();
});

const ROWS = 450;

/** A template file of 450 respondents `ri-n` of the first collector, answering as the template's row `which` (1 or 2). */
function fileOf(which: 1 | 2): Buffer {
  const [header = [], ...rows] = templateRows();
  const first = rows[0];
  const source = rows[which - 1];
  if (!first || !source) throw new Error('fixture');
  return csvOf([
    header,
    ...Array.from({ length: ROWS }, (_, i) => [first[0] ?? '', `ri-${i}`, ...source.slice(2)]),
  ]);
}

/** The answers every reader sees, per respondent: each a list, so a respondent seen twice shows. */
async function seen(): Promise<Map<string, unknown[]>> {
  const rows = await t.database.db
    .selectFrom('responses')
    .select(['sm_response_id', 'answers'])
    .where('account_id', '=', tenant.account.id)
    .where(publishedResponse())
    .execute();
  const by = new Map<string, unknown[]>();
  for (const row of rows) by.set(row.sm_response_id, [...(by.get(row.sm_response_id) ?? []), row.answers]);
  return by;
}

/** The answers the date's cube is built from (completed responses, as the cube worker reads them). */
async function cubeAnswers(): Promise<unknown[]> {
  const rows = await loadCubeRows(t.database.db, tenant.account.id, tenant.date);
  return rows.pages.flatMap((page) => (JSON.parse(page) as [number, string, unknown][]).map((r) => r[2]));
}

/** Every respondent seen once, all with the same answers; answers those answers. */
async function seenOnceAlike(): Promise<unknown> {
  const by = await seen();
  expect(by.size).toBe(ROWS);
  const versions = [...by.values()];
  expect(versions.every((list) => list.length === 1)).toBe(true);
  const answers = versions[0]?.[0];
  expect(versions.every((list) => JSON.stringify(list[0]) === JSON.stringify(answers))).toBe(true);
  expect(await countResponses(t.database.db, tenant.account.id, tenant.date.id)).toBe(ROWS);
  const cube = await cubeAnswers();
  expect(cube).toHaveLength(ROWS);
  expect(cube.every((a) => JSON.stringify(a) === JSON.stringify(answers))).toBe(true);
  return answers;
}

/** The respondents of the date's cube as a graph read loads it: its snapshot, appended to, or built from the rows. */
async function cubeRespondents(): Promise<number> {
  const [date] = await cubeDates(t.database.db, tenant.account.id, [tenant.date.id]);
  if (!date) throw new Error('date');
  return (await new CubeLoader().load(t.database.db, tenant.account.id, date)).respondentCount;
}

/** Every row the table holds for the account, seen or not. */
async function storedRows(): Promise<number> {
  const row = await t.database.db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', tenant.account.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts a staged import of `bytes` that stops after 200 rows until released, or fails there. */
function importStoppingAt200(bytes: Buffer, fail = false) {
  let reached: () => void = () => {};
  let release: () => void = () => {};
  const atStop = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const importing = manualImport(t.database.db, tenant.account.id, bytes, {
    stagedWrites: true,
    // fixed chunks, so the failpoint falls where the test says
    stagedChunkRows: 100,
    afterStagedChunk: async (staged) => {
      if (staged !== 200) return;
      reached();
      await gate;
      if (fail) throw new Error('failpoint: the database went away');
    },
  });
  return { importing, atStop, release };
}

/** The provider import storing respondent `id` of the first collector with `answers`. */
async function providerStores(id: string, answers: Record<string, number>) {
  await storeResponses(
    t.database.db,
    tenant.account.id,
    [
      {
        surveyDateId: tenant.date.id,
        workerGroupId: tenant.date.workerGroups[0]?.id ?? 0,
        providerSurveyId: tenant.date.surveys[0]?.id ?? 0,
      },
    ],
    [
      {
        providerResponseId: id,
        providerCollectorId: '460001',
        status: 'completed',
        modifiedAt: new Date('2026-03-01T10:00:00Z'),
        answers,
      },
    ],
  );
}

describe('a staged re-import that changes stored answers', () => {
  it('is seen exactly once: the old answers until publication, the new ones after, in the cube too', async () => {
    await manualImport(t.database.db, tenant.account.id, fileOf(1), { stagedWrites: true });
    const before = await seenOnceAlike();

    const { importing, atStop, release } = importStoppingAt200(fileOf(2));
    await atStop;
    // 200 new versions are written, hidden; every reader sees the old answers, once
    expect(await storedRows()).toBe(ROWS + 200);
    expect(await seenOnceAlike()).toEqual(before);
    release();
    expect(await importing).toBe(ROWS);

    const after = await seenOnceAlike();
    expect(after).not.toEqual(before);
    // the superseded rows are gone
    expect(await storedRows()).toBe(ROWS);
  });

  it('that fails part way leaves the old answers, once each, and nothing of it in the table', async () => {
    await manualImport(t.database.db, tenant.account.id, fileOf(1), { stagedWrites: true });
    const before = await seenOnceAlike();
    const { importing, atStop, release } = importStoppingAt200(fileOf(2), true);
    await atStop;
    release();
    await expect(importing).rejects.toThrow('failpoint');
    expect(await seenOnceAlike()).toEqual(before);
    expect(await storedRows()).toBe(ROWS);
    // the restored rows hold the key again: the same file imports whole
    await manualImport(t.database.db, tenant.account.id, fileOf(2), { stagedWrites: true });
    expect(await seenOnceAlike()).not.toEqual(before);
  });

  it('whose publication was cut short before its cleanup has its superseded rows deleted at start-up', async () => {
    await manualImport(t.database.db, tenant.account.id, fileOf(1), { stagedWrites: true });
    const [header = [], first, second] = templateRows();
    if (!header || !first || !second) throw new Error('fixture');
    const db = t.database.db;
    // stage and publish 450 new versions without the cleanup after publication, as a process stopped there would
    const batch = await openStagedImport(db, tenant.account.id);
    const target = {
      surveyDateId: tenant.date.id,
      workerGroupId: tenant.date.workerGroups[0]?.id ?? 0,
      providerSurveyId: tenant.date.surveys[0]?.id ?? 0,
    };
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      providerResponseId: `ri-${i}`,
      providerCollectorId: '460001',
      status: 'completed',
      modifiedAt: new Date(0),
      answers: { changed: i % 5 },
    }));
    await db.transaction().execute((trx) => stageResponseChunk(trx, tenant.account.id, batch, target, rows));
    expect(
      await db
        .transaction()
        .execute((trx) => publishStagedImport(trx, tenant.account.id, batch, [target.surveyDateId])),
    ).toBe(true);
    expect(await storedRows()).toBe(2 * ROWS);
    const by = await seen();
    expect(by.get('ri-7')).toEqual([{ changed: 2 }]);
    expect([...by.values()].every((list) => list.length === 1)).toBe(true);

    expect(await discardLeftoverStagedImports(db)).toBe(0);
    expect(await storedRows()).toBe(ROWS);
    expect((await seen()).get('ri-7')).toEqual([{ changed: 2 }]);
  });
});

describe('the provider import while a re-import is staged', () => {
  it('takes the respondent: seen once with its answers, before publication and after', async () => {
    await manualImport(t.database.db, tenant.account.id, fileOf(1), { stagedWrites: true });
    const { importing, atStop, release } = importStoppingAt200(fileOf(2));
    await atStop;
    // a graph read stores the date's cube snapshot, holding ri-5's old row
    expect(await cubeRespondents()).toBe(ROWS);
    // ri-5 has a staged new version; ri-300 is not staged yet
    await providerStores('ri-5', { provider: 1 });
    expect(await cubeRespondents()).toBe(ROWS);
    await providerStores('ri-300', { provider: 2 });
    expect((await seen()).get('ri-5')).toEqual([{ provider: 1 }]);
    expect((await seen()).get('ri-300')).toEqual([{ provider: 2 }]);
    release();
    await importing;
    const by = await seen();
    expect([...by.values()].every((list) => list.length === 1)).toBe(true);
    // the provider wrote ri-5 after the import staged it; the import staged ri-300 after the provider wrote it
    expect(by.get('ri-5')).toEqual([{ provider: 1 }]);
    expect(by.get('ri-300')).not.toEqual([{ provider: 2 }]);
    expect(await storedRows()).toBe(ROWS);
    expect(await countResponses(t.database.db, tenant.account.id, tenant.date.id)).toBe(ROWS);
  });

  it('keeps what it took when the re-import is discarded', async () => {
    await manualImport(t.database.db, tenant.account.id, fileOf(1), { stagedWrites: true });
    const old = (await seen()).get('ri-6');
    const { importing, atStop, release } = importStoppingAt200(fileOf(2), true);
    await atStop;
    await providerStores('ri-5', { provider: 1 });
    release();
    await expect(importing).rejects.toThrow('failpoint');
    const by = await seen();
    expect(by.get('ri-5')).toEqual([{ provider: 1 }]);
    expect(by.get('ri-6')).toEqual(old);
    expect([...by.values()].every((list) => list.length === 1)).toBe(true);
    expect(await storedRows()).toBe(ROWS);
  });
});
