import { expect, test } from '@playwright/test';
import { attachmentName, downloadResponse, signedIn } from '../support/session';
import { hu } from '../support/texts';

test.describe('participation rate page (spec 2 §2 "Participation rate")', () => {
  test('shows a table per worker group with a total row, the info popup and per-group xlsx downloads', async ({
    page,
    context,
  }) => {
    await signedIn(page);
    await page.getByRole('link', { name: hu('graph-title-participation_rate'), exact: true }).click();
    await expect(page).toHaveURL(/\/participation-rate$/);
    const tables = page.getByRole('table');
    await expect(tables).toHaveCount(2, { timeout: 20_000 });
    for (const table of await tables.all()) {
      await expect(table.locator('tfoot th')).toHaveText(hu('participation-rate-total'));
    }
    await page.getByRole('button', { name: hu('participation-rate-info') }).click();
    await expect(page.getByText(hu('participation-rate-explanation'))).toBeVisible();
    await page.keyboard.press('Escape');

    // the demo has two worker groups: one button per group (spec 2 §2)
    const buttons = page.getByRole('button', { name: /xlsx/ });
    await expect(buttons).toHaveCount(2);
    const download = downloadResponse(context, '/api/graph/participation-rate/survey-dates/');
    await buttons.first().click();
    expect(attachmentName(await download)).toMatch(/\.xlsx$/);
  });
});
