import { expect, test } from '@playwright/test';
import { formatSurveyDate } from '../support/dates';
import { DEMO } from '../support/env';
import { api, apiToken, attachmentName, downloadResponse, signedIn } from '../support/session';
import { hu } from '../support/texts';

interface SurveyDateRow {
  id: number;
  date: string;
  enabled_for_users: boolean;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.describe('documents page (spec 2 §2 "Documents", §7)', () => {
  let published: SurveyDateRow[] = [];

  test.beforeAll(async ({ request }) => {
    // the admin uploads a document to the newest published date through the API (spec 2 §7)
    const token = await apiToken(request, DEMO.admin);
    const { survey_dates } = await api<{ survey_dates: SurveyDateRow[] }>(
      request,
      token,
      'GET',
      'survey-dates?all=true',
    );
    published = survey_dates.filter((d) => d.enabled_for_users).sort((a, b) => b.date.localeCompare(a.date));
    expect(published.length).toBeGreaterThan(1);
    await api(request, token, 'POST', `survey-dates/${published[0]!.id}/documents`, {
      name: 'Összefoglaló jelentés',
      file_name: 'osszefoglalo.pdf',
      file: `data:application/pdf;base64,${PDF.toString('base64')}`,
    });
  });

  test('lists the latest published date’s documents and downloads one in a new window', async ({
    page,
    context,
  }) => {
    await signedIn(page, DEMO.user);
    await page.getByRole('link', { name: hu('layout-menu-documents') }).click();
    await expect(page).toHaveURL(/\/documents$/);
    const row = page.getByRole('row', { name: /Összefoglaló jelentés/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: 'PDF' })).toBeVisible();
    await expect(row.getByText('osszefoglalo.pdf')).toBeVisible();
    const download = downloadResponse(context, '/api/documents/download/');
    await row.getByRole('button', { name: new RegExp(hu('documents-download')) }).click();
    expect(attachmentName(await download)).toBe('osszefoglalo.pdf');
  });

  test('shows the no-documents message for an older date, and offers users only published dates', async ({
    page,
  }) => {
    await signedIn(page, DEMO.user, '/documents');
    await page.getByRole('combobox', { name: hu('graph-sidebar-survey-date') }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(published.map((d) => formatSurveyDate(d.date)));
    await options.nth(1).click();
    await expect(page.getByText(hu('documents-empty'))).toBeVisible();
  });
});
