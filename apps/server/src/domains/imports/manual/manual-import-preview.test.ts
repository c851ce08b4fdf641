import { MANUAL_IMPORT_ERRORS_LISTED, zManualImportPreview } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { createTenants } from '../../../test/fixtures';
import {
  csvOf,
  exportRows,
  RESPONDENTS,
  storedAnswers,
  templateRows,
  uploadTo,
  xlsxOf,
  bootExportTenant,
} from './manual-import.fixtures';

/** docs/import.md "The manual import": `POST data-import/manual-import/preview`, a dry run. */

const { t, tenant } = await bootExportTenant();
const PREVIEW = '/api/data-import/manual-import/preview';
const IMPORT = '/api/data-import/manual-import';

const preview = (bytes: Uint8Array | null, token = tenant.tokens.admin, name = 'export.xlsx') =>
  uploadTo(t, PREVIEW, bytes, token, name);

async function manualJobs(): Promise<number> {
  const rows = await t.database.db
    .selectFrom('import_jobs')
    .select('id')
    .where('account_id', '=', tenant.account.id)
    .where('kind', '=', 'manual')
    .execute();
  return rows.length;
}

describe('manual import preview (docs/import.md "The manual import")', () => {
  it('stores nothing and logs no job, and reports the layout, rows, respondents per collector, skipped answers and no errors', async () => {
    const res = await preview(await xlsxOf(exportRows()));
    expect(res.statusCode).toBe(200);
    const body = zManualImportPreview.parse(res.json());
    const [first, second] = tenant.date.workerGroups;
    expect(body).toEqual({
      layout: 'surveymonkey',
      row_count: RESPONDENTS.length,
      respondent_count: 5,
      empty_row_count: 1,
      // respondent 2: three blanks; 3: two N/A; 4: "other"
      skipped_answer_count: 6,
      collectors: [
        {
          collector_id: '460001',
          survey_date_id: tenant.date.id,
          survey_date: tenant.date.date,
          worker_group_id: first?.id,
          worker_group_name: first?.name,
          respondent_count: 3,
          new_count: 3,
          existing_count: 0,
        },
        {
          collector_id: '460002',
          survey_date_id: tenant.date.id,
          survey_date: tenant.date.date,
          worker_group_id: second?.id,
          worker_group_name: second?.name,
          respondent_count: 2,
          new_count: 2,
          existing_count: 0,
        },
      ],
      errors: [],
      error_count: 0,
    });
    expect(await storedAnswers(t, tenant.date.id)).toEqual({});
    expect(await manualJobs()).toBe(0);
  });

  it('counts the respondents already stored: after the import, previewing the same file again finds them all', async () => {
    const file = await xlsxOf(exportRows());
    expect((await uploadTo(t, IMPORT, file, tenant.tokens.admin)).statusCode).toBe(200);
    expect(await manualJobs()).toBe(1);
    const again = zManualImportPreview.parse((await preview(csvOf(exportRows()), undefined, 'e.csv')).json());
    expect(again.collectors.map((c) => [c.collector_id, c.new_count, c.existing_count])).toEqual([
      ['460001', 0, 3],
      ['460002', 0, 2],
    ]);
    // a template file without response ids is keyed by its digest: new until imported
    const rows = templateRows().map(([collector, , ...answers]) => [collector ?? '', ...answers]);
    const template = zManualImportPreview.parse((await preview(await xlsxOf(rows))).json());
    expect(template.layout).toBe('template');
    expect(template.collectors.map((c) => c.new_count)).toEqual([3, 2]);
  });

  it('answers 200 with the full error list the import would refuse with, storing nothing', async () => {
    const before = await storedAnswers(t, tenant.date.id);
    const rows = exportRows();
    const row = rows[2];
    if (row) {
      row[1] = 999;
      row[13] = 'Talán';
    }
    const third = rows[4];
    if (third) third[16] = 'Talán';
    const res = await preview(await xlsxOf(rows));
    expect(res.statusCode).toBe(200);
    const expected = [
      { code: 'invalid-collector-id', row: 3 },
      { code: 'invalid-answer', row: 5, column: 'Q' },
    ];
    expect(res.json().errors).toEqual(expected);
    expect(res.json().respondent_count).toBe(4);
    const refused = await uploadTo(t, IMPORT, await xlsxOf(rows), tenant.tokens.admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.errors).toEqual(expected);
    expect(await storedAnswers(t, tenant.date.id)).toEqual(before);
  });

  it('lists the first 1,000 errors and counts them all: a wrong column of a large export is one per row', async () => {
    const rows = exportRows();
    const [header, statements, ...answers] = rows;
    const many = Array.from({ length: 600 }, (_, i) =>
      (answers[i % answers.length] ?? []).map((cell, c) => (c === 0 ? `r${i}` : c >= 13 ? 'Talán' : cell)),
    );
    const res = await preview(await xlsxOf([header ?? [], statements ?? [], ...many]));
    expect(res.statusCode).toBe(200);
    const body = zManualImportPreview.parse(res.json());
    expect(body.errors).toHaveLength(MANUAL_IMPORT_ERRORS_LISTED);
    expect(body.error_count).toBeGreaterThan(MANUAL_IMPORT_ERRORS_LISTED);
    const refused = await uploadTo(
      t,
      IMPORT,
      await xlsxOf([header ?? [], statements ?? [], ...many]),
      tenant.tokens.admin,
    );
    expect(refused.json().error.errors).toHaveLength(MANUAL_IMPORT_ERRORS_LISTED);
    expect(refused.json().error.error_count).toBe(body.error_count);
  });

  it('refuses an unreadable or missing file with its code, as the import does', async () => {
    const text = await preview(Buffer.from('nem táblázat\n'), undefined, 'a.csv');
    expect(text.statusCode).toBe(422);
    expect(text.json().error.code).toBe('manual-import-missing-column');
    expect((await preview(null)).json().error.code).toBe('no-file-found');
  });

  it("is for admins of the session account: a user gets 403, another tenant's admin reaches none of its collectors", async () => {
    const file = await xlsxOf(exportRows());
    expect((await preview(file, tenant.tokens.user)).statusCode).toBe(403);
    const world = await createTenants(t);
    const other = zManualImportPreview.parse((await preview(file, world.tokens.adminB)).json());
    expect(other.collectors).toEqual([]);
    expect(other.respondent_count).toBe(0);
    expect(new Set(other.errors.map((e) => e.code))).toEqual(new Set(['invalid-collector-id']));
  });
});
