import { expect, test } from '@playwright/test';
import { signedIn } from '../support/session';
import { hu } from '../support/texts';

// the portal's defaults (apps/portal/src/layout/footer-links.ts) when the server configures no link
const DEFAULTS = {
  'pulzus-footer-bug-report-url': 'mailto:support@pulzus.app?subject=Pulzus%20hibabejelent%C3%A9s',
  'pulzus-footer-questions-url': 'mailto:info@pulzus.app?subject=Pulzus%20k%C3%A9rd%C3%A9s',
};

test.describe('footer (spec 1 §2 "Logged-in layout")', () => {
  test('shows the year and the bug-report and questions links the server hands the portal', async ({
    page,
    request,
  }) => {
    // what the server put into the page: FOOTER_BUG_REPORT_URL / FOOTER_QUESTIONS_URL as meta tags, if set
    const html = await (await request.get('/welcome')).text();
    const configured = (name: keyof typeof DEFAULTS) =>
      new RegExp(`<meta name="${name}" content="([^"]*)"`)
        .exec(html)?.[1]
        ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) ?? DEFAULTS[name];

    await signedIn(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link')).toHaveCount(2);
    await expect(footer.getByRole('link', { name: hu('layout-footer-bug-report') })).toHaveAttribute(
      'href',
      configured('pulzus-footer-bug-report-url'),
    );
    await expect(footer.getByRole('link', { name: hu('layout-footer-questions') })).toHaveAttribute(
      'href',
      configured('pulzus-footer-questions-url'),
    );
  });
});
