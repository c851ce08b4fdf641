import { expect, test } from '@playwright/test';
import { layoutProblems } from '../support/page-checks';
import { createPerson } from '../support/people';
import { api, apiToken } from '../support/session';
import { TEXTS } from '../support/texts';

// docs/graphs.md "Key drivers": on the demo tenant, whose impacts all lie between 0.71 and 0.77, the page opens on
// the focus list; the topics' quadrant names every point and no label lies over another, on a phone and a laptop,
// in both languages
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

for (const language of ['hu', 'en'] as const) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    test(`key drivers (${language}, ${size.width} px): the focus list first; in the quadrant every topic is named, no label over another`, async ({
      page,
      request,
    }) => {
      const text = (key: string) => TEXTS[language][key as keyof (typeof TEXTS)[typeof language]] as string;
      // a manager of the demo tenant made here, so the demo logins keep their language for the other specs
      const person = await createPerson(request, 'user', `Kulcs${language}${viewport}`);
      const token = (
        await api<{ token: string }>(
          request,
          await apiToken(request, person),
          'GET',
          `account/languages/change/${language === 'hu' ? 1 : 2}`,
        )
      ).token;
      await page.setViewportSize(size);
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('e2e-token-placed')) {
          localStorage.setItem('id_token', value);
          sessionStorage.setItem('e2e-token-placed', '1');
        }
      }, token);
      await page.goto('/graph/key_drivers');
      const chart = page.locator('[data-component="Pulzus.DriverQuadrant"]');
      await expect(chart).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect(chart.getByRole('radio', { name: text('drivers-view-focus') })).toBeChecked();
      await expect(chart.locator('.pulzus-drivers-focus li').first()).toBeVisible();

      await chart.getByRole('radio', { name: text('drivers-view-topics') }).check();
      const points = chart.locator('[data-point]');
      await expect(points.first()).toBeVisible();
      const drawn = await points.count();
      expect(drawn).toBeGreaterThan(1);
      // every point has its label, each naming it in full
      const labels = chart.locator('.pulzus-drivers-label[data-label-of]');
      await expect(labels).toHaveCount(drawn);
      const names = await points.evaluateAll((marks) =>
        marks.map((mark) => (mark.getAttribute('aria-label') ?? '').split(':')[0]),
      );
      const labelTexts = await labels.evaluateAll((texts) =>
        texts.map((label) => [...label.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')),
      );
      expect([...labelTexts].sort()).toEqual([...names].sort());
      // the page walk's own check: no two chart texts overlap (quadrant names, ticks and labels alike)
      expect((await layoutProblems(page)).filter((problem) => problem.startsWith('overlapping'))).toEqual([]);
    });
  }
}
