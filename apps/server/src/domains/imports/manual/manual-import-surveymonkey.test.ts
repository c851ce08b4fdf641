import { describe, expect, it } from 'vitest';
import { createTenants } from '../../../test/fixtures';
import {
  csvOf,
  expectedAnswers,
  exportRows,
  Q,
  RESPONDENTS,
  storedAnswers,
  templateRows,
  uploadTo,
  xlsxOf,
  bootExportTenant,
} from './manual-import.fixtures';

/** docs/import.md "The manual import": SurveyMonkey's own "All responses data" export, xlsx and csv. */

const { t, tenant } = await bootExportTenant();
const IMPORT = '/api/data-import/manual-import';
const STORED = RESPONDENTS.filter((r) => r.answers.some((a) => a !== ''));

const upload = (bytes: Uint8Array, name = 'export.xlsx', token = tenant.tokens.admin) =>
  uploadTo(t, IMPORT, bytes, token, name);

async function answerCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('survey_dates')
    .select('answer_count')
    .where('id', '=', tenant.date.id)
    .executeTakeFirstOrThrow();
  return row.answer_count;
}

describe("manual import of SurveyMonkey's export (docs/import.md)", () => {
  it('an xlsx export (two header rows, choice texts, blanks, metadata and open-ended columns) imports in one file, each respondent keyed by its Respondent ID, blanks, N/A and "other" left out', async () => {
    const res = await upload(await xlsxOf(exportRows()));
    expect(res.json()).toEqual({ status: 'ok', imported_count: STORED.length });
    const stored = await storedAnswers(t, tenant.date.id);
    expect(stored).toEqual(Object.fromEntries(STORED.map((r) => [r.id, expectedAnswers(r)])));
    // respondent 2 skipped two statements and the page-2 team statement
    expect(stored['114000000002']).toEqual({
      [Q.site]: 2,
      [`${Q.agree}:62`]: 3,
      [`${Q.team}:72`]: 5,
    });
    // the collector of each respondent is its Collector ID
    const groups = await t.database.db
      .selectFrom('responses')
      .select(['sm_response_id', 'sm_collector_id', 'worker_group_id'])
      .where('survey_date_id', '=', tenant.date.id)
      .execute();
    const second = groups.find((g) => g.sm_response_id === '114000000003');
    expect(second?.sm_collector_id).toBe('460002');
    expect(second?.worker_group_id).toBe(tenant.date.workerGroups[1]?.id);
    expect(await answerCount()).toBe(STORED.length);
  });

  it('equals the same respondents imported by our template, and importing either again adds nothing', async () => {
    const before = await storedAnswers(t, tenant.date.id);
    const res = await upload(await xlsxOf(templateRows()));
    expect(res.json()).toEqual({ status: 'ok', imported_count: STORED.length });
    expect(await storedAnswers(t, tenant.date.id)).toEqual(before);
    expect((await upload(await xlsxOf(exportRows()))).json()).toEqual({
      status: 'ok',
      imported_count: STORED.length,
    });
    expect(await storedAnswers(t, tenant.date.id)).toEqual(before);
    expect(await answerCount()).toBe(STORED.length);
  });

  it('a csv export (UTF-8 with a byte-order mark, quoted texts) reads as its xlsx', async () => {
    const before = await storedAnswers(t, tenant.date.id);
    const res = await upload(csvOf(exportRows()), 'export.csv');
    expect(res.json()).toEqual({ status: 'ok', imported_count: STORED.length });
    expect(await storedAnswers(t, tenant.date.id)).toEqual(before);
    expect(await answerCount()).toBe(STORED.length);
  });

  it('a heading repeated over every column of its question reads as a blank one', async () => {
    const before = await storedAnswers(t, tenant.date.id);
    const res = await upload(csvOf(exportRows({ repeatHeadings: true })), 'export.csv');
    expect(res.json()).toEqual({ status: 'ok', imported_count: STORED.length });
    expect(await storedAnswers(t, tenant.date.id)).toEqual(before);
  });

  it('a choice text the question does not have is invalid-answer, a heading no question has is cant-find-sm-question, both with row and column; nothing is stored', async () => {
    const before = await storedAnswers(t, tenant.date.id);
    const rows = exportRows({
      // column K (index 10) is the site question; P (15) the open-ended one, renamed
      header: [[0, 15, 'Mit változtatnál?']],
    });
    const third = rows[3];
    if (third) third[12] = 'Inkább egyetértek';
    const res = await upload(await xlsxOf(rows));
    expect(res.statusCode).toBe(422);
    const errors = res.json().error.errors;
    expect(errors.filter((e: { row: number }) => e.row === 3)).toEqual([
      { code: 'cant-find-sm-question', row: 3, column: 'P' },
    ]);
    expect(errors.filter((e: { row: number }) => e.row === 4)).toEqual([
      { code: 'invalid-answer', row: 4, column: 'M' },
      { code: 'cant-find-sm-question', row: 4, column: 'P' },
    ]);
    expect(await storedAnswers(t, tenant.date.id)).toEqual(before);
  });

  it('a statement that fits no row of the matrix is cant-find-sm-question; the same statement twice in a matrix of one heading is ambiguous-sm-question', async () => {
    const renamed = await upload(await xlsxOf(exportRows({ header: [[1, 13, 'A vezetőm meghallgat']] })));
    expect(renamed.json().error.errors[0]).toEqual({ code: 'cant-find-sm-question', row: 3, column: 'N' });
    // two columns claim "A vezetőm támogat", of which the design has one
    const twice = await upload(await xlsxOf(exportRows({ header: [[1, 14, 'A vezetőm támogat']] })));
    expect(twice.json().error.errors.slice(0, 2)).toEqual([
      { code: 'ambiguous-sm-question', row: 3, column: 'N' },
      { code: 'ambiguous-sm-question', row: 3, column: 'O' },
    ]);
  });

  it('two rows with one Respondent ID are duplicate-response-id with the id column', async () => {
    const [first] = STORED;
    if (!first) throw new Error('fixture');
    const res = await upload(await xlsxOf(exportRows({ respondents: [first, first] })));
    expect(res.json().error.errors).toEqual([{ code: 'duplicate-response-id', row: 4, column: 'A' }]);
  });

  it("reaches only the session account's collectors: another tenant's admin gets invalid-collector-id for every row", async () => {
    const world = await createTenants(t);
    const res = await upload(await xlsxOf(exportRows()), 'export.xlsx', world.tokens.adminB);
    expect(res.statusCode).toBe(422);
    // without the collector's design, the custom variable of row 7 (no answer) counts as a cell
    expect(res.json().error.errors).toEqual(
      [3, 4, 5, 6, 7, 8].map((row) => ({ code: 'invalid-collector-id', row })),
    );
    expect((await upload(await xlsxOf(exportRows()), 'export.xlsx', tenant.tokens.user)).statusCode).toBe(
      403,
    );
  });
});
