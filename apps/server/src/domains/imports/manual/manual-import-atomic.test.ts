import { describe, expect, it } from 'vitest';
import { publishedResponse } from '../../../db/response-visibility.queries';
import { participationCollectors } from '../../graphs/graphs.service';
import { countResponses } from '../../survey-dates/survey-dates.service';
import { csvOf, templateRows, uploadTo, bootExportTenant } from './manual-import.fixtures';
import { manualImport } from './manual-import.service';
import { countStagedRows, discardLeftoverStagedImports } from './staged-import.queries';

/**
 * docs/import.md "The manual import": on the embedded database an import is written in short steps
 * with other requests served between them, yet it stays all or nothing. A failure or a process that
 * dies part way leaves none of its rows visible to any reader, start-up removes what it staged, and
 * importing the file again stores it whole.
 */

const { t, tenant } = await bootExportTenant();

const ROWS = 450;

/** A template file of 450 respondents of the first collector, response ids `<prefix>-n`. */
function fileOf(prefix: string): Buffer {
  const [header = [], first] = templateRows();
  if (!first) throw new Error('fixture');
  return csvOf([
    header,
    ...Array.from({ length: ROWS }, (_, i) => [first[0] ?? '', `${prefix}-${i}`, ...first.slice(2)]),
  ]);
}

/** What a user of the account can see of the date: stored count, participation, the preview's stored rows, answer count. */
async function visible(bytes: Buffer) {
  const db = t.database.db;
  const date = await db
    .selectFrom('survey_dates')
    .select('answer_count')
    .where('id', '=', tenant.date.id)
    .executeTakeFirstOrThrow();
  const participation = await participationCollectors(db, tenant.account.id, tenant.date.id);
  const preview = await uploadTo(
    t,
    '/api/data-import/manual-import/preview',
    bytes,
    tenant.tokens.admin,
    'rows.csv',
  );
  return {
    stored: await countResponses(db, tenant.account.id, tenant.date.id),
    participating: participation.reduce((sum, c) => sum + c.respondent_count, 0),
    previewExisting: preview.json().collectors[0]?.existing_count,
    answerCount: date.answer_count,
  };
}

const NOTHING = { stored: 0, participating: 0, previewExisting: 0, answerCount: 0 };

/** Imports the file again and expects it stored whole: every row stored, participating, previewed as existing, counted. */
async function expectImportedWhole(bytes: Buffer) {
  const again = await uploadTo(t, '/api/data-import/manual-import', bytes, tenant.tokens.admin, 'rows.csv');
  expect(again.json()).toEqual({ status: 'ok', imported_count: ROWS });
  expect(await visible(bytes)).toEqual({
    stored: ROWS,
    participating: ROWS,
    previewExisting: ROWS,
    answerCount: ROWS,
  });
}

describe('manual import on the embedded database: all or nothing though written in steps', () => {
  it('an import that fails part way shows none of its rows, and importing it again stores every row once', async () => {
    const bytes = fileOf('fails');
    const failing = manualImport(t.database.db, tenant.account.id, bytes, {
      stagedWrites: true,
      // fixed chunks, so the failpoints fall where the test says
      stagedChunkRows: 100,
      afterStagedChunk: (staged) => {
        if (staged >= 200) throw new Error('failpoint: the database went away');
      },
    });
    await expect(failing).rejects.toThrow('failpoint');
    expect(await visible(bytes)).toEqual(NOTHING);
    // the failed import removed what it staged
    expect(await countStagedRows(t.database.db, tenant.account.id)).toBe(0);

    await expectImportedWhole(bytes);
    await t.database.db.deleteFrom('responses').where('account_id', '=', tenant.account.id).execute();
    await t.database.db
      .updateTable('survey_dates')
      .set({ answer_count: 0 })
      .where('id', '=', tenant.date.id)
      .execute();
  });

  it('a process that dies part way leaves its rows invisible; start-up discards them and a re-import completes', async () => {
    const bytes = fileOf('dies');
    // the import stops after 300 rows and never goes on, as a killed process would
    let stopped: () => void = () => {};
    const reachedStop = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    let killProcess: (error: Error) => void = () => {};
    const dead = new Promise<void>((_, reject) => {
      killProcess = reject;
    });
    const dying = manualImport(t.database.db, tenant.account.id, bytes, {
      stagedWrites: true,
      // fixed chunks, so the failpoints fall where the test says
      stagedChunkRows: 100,
      afterStagedChunk: (staged) => {
        if (staged < 300) return;
        stopped();
        return dead;
      },
    });
    await reachedStop;
    // 300 rows are in the database, and no reader sees one of them
    expect(await countStagedRows(t.database.db, tenant.account.id)).toBe(300);
    expect(await visible(bytes)).toEqual(NOTHING);

    // what the server runs at start-up on the embedded database
    expect(await discardLeftoverStagedImports(t.database.db)).toBe(1);
    expect(await countStagedRows(t.database.db, tenant.account.id)).toBe(0);
    const left = await t.database.db
      .selectFrom('responses')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', tenant.account.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    // the old process's import can never publish what was discarded
    killProcess(new Error('killed'));
    await expect(dying).rejects.toThrow();
    expect(await visible(bytes)).toEqual(NOTHING);

    await expectImportedWhole(bytes);
  });

  it('a staged re-import that changes stored answers shows the old answers until it is published', async () => {
    const [header = [], first, second] = templateRows();
    if (!first || !second) throw new Error('fixture');
    const rowsOf = (source: (string | number)[]) =>
      Array.from({ length: ROWS }, (_, i) => [first[0] ?? '', `dies-${i}`, ...source.slice(2)]);
    const changed = csvOf([header, ...rowsOf(second)]);
    const before = await answersOf('dies-7');
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const atStop = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const importing = manualImport(t.database.db, tenant.account.id, changed, {
      stagedWrites: true,
      // fixed chunks, so the failpoints fall where the test says
      stagedChunkRows: 100,
      afterStagedChunk: (staged) => {
        if (staged !== 400) return;
        reached();
        return gate;
      },
    });
    await atStop;
    expect(await answersOf('dies-7')).toEqual(before);
    release();
    expect(await importing).toBe(ROWS);
    const after = await answersOf('dies-7');
    expect(after).not.toEqual(before);
    expect(await answersOf('dies-449')).toEqual(after);
  });
});

async function answersOf(responseId: string) {
  const row = await t.database.db
    .selectFrom('responses')
    .select('answers')
    .where('account_id', '=', tenant.account.id)
    .where('sm_response_id', '=', responseId)
    .where(publishedResponse())
    .executeTakeFirstOrThrow();
  return row.answers;
}
