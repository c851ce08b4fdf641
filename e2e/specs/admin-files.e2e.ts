import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Download, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseSessionAccount, modal, openAdminScreen, toast } from '../support/admin-screens';
import { formatSurveyDate } from '../support/dates';
import { DEMO } from '../support/env';
import { createPerson } from '../support/people';
import { api, apiToken, signedIn } from '../support/session';
import { hu } from '../support/texts';

interface SurveyDateRow {
  id: number;
  date: string;
  enabled_for_users: boolean;
}

/** The demo account's survey dates, newest first (set-up through the API). */
async function demoDates(page: Page): Promise<SurveyDateRow[]> {
  const token = await apiToken(page.request, DEMO.admin);
  const { survey_dates } = await api<{ survey_dates: SurveyDateRow[] }>(
    page.request,
    token,
    'GET',
    'survey-dates?all=true',
  );
  return [...survey_dates].sort((a, b) => b.date.localeCompare(a.date));
}

/** The answers stored for a date (spec 2 §7 `response-count`). */
async function answerCount(page: Page, surveyDateId: number): Promise<number> {
  const token = await apiToken(page.request, DEMO.admin);
  const { answers_count } = await api<{ answers_count: number }>(
    page.request,
    token,
    'GET',
    `survey-dates/${surveyDateId}/response-count`,
  );
  return answers_count;
}

/** The bytes of a download, wherever Chromium put it. */
async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test.describe('manual import with errors (spec 2 §2 "Data import", §5, §8)', () => {
  test('spec 2 §5: a file with a bad collector id and a bad cell previews five errors, then "and N more", cannot be imported and stores nothing', async ({
    page,
  }) => {
    // a real collector and statement of the demo's newest date, read through the API (set-up)
    const token = await apiToken(page.request, DEMO.admin);
    const newest = (await demoDates(page))[0]!;
    const { collectors } = await api<{ collectors: { sm_collector_id: string; worker_group_id: number }[] }>(
      page.request,
      token,
      'GET',
      `survey-dates/${newest.id}/collectors`,
    );
    const collector = collectors[0]!;
    const { question_groups } = await api<{ question_groups: { questions: { code: string }[] }[] }>(
      page.request,
      token,
      'GET',
      `survey-dates/${newest.id}/worker-group/${collector.worker_group_id}/question-groups`,
    );
    const code = question_groups.flatMap((g) => g.questions)[0]!.code;
    const before = await answerCount(page, newest.id);

    // row 2: a known collector with an answer off the six-point scale (column B); rows 3–8: unknown collectors
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Válaszok');
    sheet.addRow(['collector_id', code]);
    sheet.addRow([collector.sm_collector_id, 9]);
    for (let i = 0; i < 6; i++) sheet.addRow([`nincs-ilyen-${i}`, 3]);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    await signedIn(page, DEMO.admin, '/admin/data-import');
    await expect(page.getByRole('heading', { level: 1, name: hu('admin-data-import-title') })).toBeVisible();
    const upload = page.getByRole('button', { name: hu('common-upload') });
    await expect(upload).toBeDisabled();
    await page.getByLabel(hu('admin-data-import-manual-file'), { exact: true }).setInputFiles({
      name: 'valaszok.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await expect(upload).toBeEnabled();
    await upload.click();

    // the preview (docs/import.md "The manual import") lists the errors and offers no import
    const preview = page.getByRole('region', {
      name: hu('admin-data-import-manual-preview-title', { file: 'valaszok.xlsx' }),
    });
    const refusal = preview
      .getByRole('alert')
      .filter({ hasText: hu('admin-data-import-manual-preview-errors') });
    await expect(refusal).toBeVisible({ timeout: 15_000 });
    await expect(preview.getByRole('button', { name: hu('admin-data-import-manual-import') })).toBeDisabled();
    const lines = refusal.getByRole('listitem');
    // 7 errors: the first five, then "and 2 more"
    await expect(lines).toHaveText([
      hu('manual-import-error-invalid-answer', { row: '2', column: 'B' }),
      hu('manual-import-error-invalid-collector-id', { row: '3' }),
      hu('manual-import-error-invalid-collector-id', { row: '4' }),
      hu('manual-import-error-invalid-collector-id', { row: '5' }),
      hu('manual-import-error-invalid-collector-id', { row: '6' }),
      hu('manual-import-error-more', { count: '2' }),
    ]);
    // all or nothing: the good part of the file was not stored either
    expect(await answerCount(page, newest.id)).toBe(before);
  });
});

test.describe('document round trip (spec 2 §2 "Documents (admin)", "Documents", §7)', () => {
  test('spec 2 §2: a document the admin uploads downloads with the same bytes as a user', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    const published = (await demoDates(admin)).find((d) => d.enabled_for_users)!;
    const name = `Körforgás ${Date.now()}`;
    const bytes = Buffer.from(`%PDF-1.4\n% e2e ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

    await signedIn(admin, DEMO.admin, '/welcome');
    await openAdminScreen(admin, '/admin/documents', 'admin-documents-title');
    // the newest published date: the one a user's documents page opens with
    await admin.getByRole('combobox', { name: hu('admin-survey-date-select') }).click();
    await admin.getByRole('option', { name: formatSurveyDate(published.date), exact: true }).click();
    await admin.getByRole('button', { name: hu('admin-documents-upload') }).click();
    const popup = modal(admin, 'admin-documents-upload-popup-title');
    await popup.getByLabel(hu('admin-documents-name'), { exact: true }).fill(name);
    await popup.getByLabel(hu('admin-documents-file'), { exact: true }).setInputFiles({
      name: 'korforgas.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await popup.getByRole('button', { name: hu('common-upload') }).click();
    await expect(popup).toBeHidden();
    await expect(toast(admin, 'toast-document-uploaded')).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('korforgas.pdf');
    await admin.close();

    const user = await browser.newPage();
    await signedIn(user, DEMO.user, '/documents');
    const row = user.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    // the download opens in a new window (spec 2 §7); Chromium saves the attachment from there
    const download = new Promise<Download>((resolve) => {
      user.context().once('page', (opened) => opened.once('download', resolve));
      user.once('download', resolve);
    });
    await row.getByRole('button', { name: new RegExp(hu('documents-download')) }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('korforgas.pdf');
    expect((await bytesOf(saved)).equals(bytes)).toBe(true);
    await user.close();
  });
});

/** The csv the translations screen downloads (spec 2 §2 "Translations"), as text. */
async function downloadCsv(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: hu('admin-translations-download') }).click();
  return (await bytesOf(await downloading)).toString('utf8');
}

/** The csv line of a key (columns key, hu, en; every field quoted, docs/security.md "Downloads"). */
function csvLine(csv: string, key: string): string {
  const line = csv.split('\r\n').find((l) => l.startsWith(`"${key}",`));
  if (!line) throw new Error(`no ${key} line in the csv`);
  return line;
}

/** The fields of a csv line whose quoted fields hold no quotes (the catalogue's texts). */
const csvFields = (line: string): string[] => line.slice(1, -1).split('","');

/** A csv line of these fields, each quoted as the server writes them. */
const csvRow = (fields: readonly string[]): string => fields.map((field) => `"${field}"`).join(',');

/**
 * A fresh account chosen by a fresh admin on the translations screen; the csv is downloaded, the
 * Hungarian menu label `layout-menu-welcome` changed to `label` and uploaded. A fresh account, so
 * that no other spec meets the changed text. Answers the csv before and after the change.
 */
async function uploadChangedLabel(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<{ before: string; changed: string }> {
  const account = `E2E Fordító Bt. ${Date.now()}`;
  await api(request, await apiToken(request, DEMO.admin), 'POST', 'accounts/add', {
    name: account,
    lang_ids: [1, 2],
  });
  const admin = await createPerson(request, 'admin', 'Fordito');
  await signedIn(page, admin, '/welcome');
  await chooseSessionAccount(page, account);
  await openAdminScreen(page, '/admin/translations', 'admin-translations-title');

  const before = await downloadCsv(page);
  const line = csvLine(before, 'layout-menu-welcome');
  // the account starts with the catalogue's texts
  expect(csvFields(line)[1]).toBe(hu('layout-menu-welcome'));
  const changed = before.replace(line, csvRow(['layout-menu-welcome', label, ...csvFields(line).slice(2)]));

  const upload = page.getByRole('button', { name: hu('common-upload') });
  await expect(upload).toBeDisabled();
  await page.getByLabel(hu('admin-translations-file'), { exact: true }).setInputFiles({
    name: 'forditasok.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(changed, 'utf8'),
  });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(toast(page, 'admin-translations-upload-success')).toBeVisible();
  return { before, changed };
}

test.describe('translation CSV round trip (spec 2 §2 "Translations", §7)', () => {
  test('spec 2 §2: the uploaded csv with one changed label comes back in the next download, the rest unchanged', async ({
    page,
    request,
  }) => {
    const label = `Főoldal ${Date.now() % 100_000}`;
    const { before, changed } = await uploadChangedLabel(page, request, label);
    const after = await downloadCsv(page);
    expect(csvFields(csvLine(after, 'layout-menu-welcome'))[1]).toBe(label);
    expect(after).toBe(changed);
    expect(after).not.toBe(before);
  });

  test('spec 2 §2: the changed label shows in the portal menu', async ({ page, request }) => {
    const label = `Főoldal ${Date.now() % 100_000}`;
    await uploadChangedLabel(page, request, label);
    await page.goto('/welcome');
    await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: hu('layout-menu-welcome'), exact: true })).toHaveCount(0);
  });
});
