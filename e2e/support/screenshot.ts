import type { Page } from '@playwright/test';

/**
 * The whole page as one picture, taken at the page's own viewport width and touch emulation.
 *
 * Why not `page.screenshot({ fullPage: true })`: in Chromium it drops the touch emulation while it captures —
 * `(pointer: coarse)` turns false and back — so a phone's page is drawn for a mouse (an admin table's row actions
 * spread out, beyond the screen, instead of behind its "…" button), and the page re-renders once more afterwards; a
 * check run in that moment under load reads the mouse layout (docs/storybook.md "Page walk"). Growing the
 * viewport to the page's height keeps the emulation.
 */
export async function wholePageScreenshot(page: Page, options: { path?: string } = {}): Promise<Buffer> {
  const viewport = page.viewportSize();
  if (!viewport) return page.screenshot({ ...options, fullPage: true });
  const height = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0),
  );
  if (height <= viewport.height) return page.screenshot(options);
  await page.setViewportSize({ width: viewport.width, height });
  try {
    return await page.screenshot(options);
  } finally {
    await page.setViewportSize(viewport);
  }
}
