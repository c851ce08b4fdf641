import { expect, test } from '@playwright/test';
import { attachmentName, downloadResponse, signedIn } from '../support/session';
import { hu } from '../support/texts';

test.describe('the board-ready report (docs/reports.md)', () => {
  test('the welcome page’s Report button builds a PDF of the latest date and downloads it', async ({
    page,
    context,
  }) => {
    await signedIn(page);
    await page.getByRole('button', { name: hu('report-button') }).click();
    const dialog = page.getByRole('dialog', { name: hu('report-dialog-title') });
    await expect(dialog.getByRole('radio', { name: hu('report-format-pdf') })).toBeChecked();
    await dialog.getByRole('button', { name: hu('report-create') }).click();
    // the server builds it on its queue; the dialog shows the progress, then the download
    const downloadButton = dialog.getByRole('button', { name: hu('report-download') });
    await expect(downloadButton).toBeVisible({ timeout: 60_000 });
    const download = downloadResponse(context, '/api/reports/');
    await downloadButton.click();
    const response = await download;
    expect(attachmentName(response)).toMatch(/\.pdf$/);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test('a graph page’s Report button offers the slides of its selection, keyboard only', async ({
    page,
    context,
  }) => {
    await signedIn(page, undefined, '/graph/satisfaction_total');
    const button = page.getByRole('button', { name: hu('report-button') });
    await expect(button).toBeEnabled({ timeout: 20_000 });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: hu('report-dialog-title') });
    await dialog.getByRole('radio', { name: hu('report-format-pptx') }).check();
    await dialog.getByRole('button', { name: hu('report-create') }).press('Enter');
    const downloadButton = dialog.getByRole('button', { name: hu('report-download') });
    await expect(downloadButton).toBeVisible({ timeout: 60_000 });
    const download = downloadResponse(context, '/api/reports/');
    await downloadButton.press('Enter');
    expect(attachmentName(await download)).toMatch(/\.pptx$/);
  });
});
