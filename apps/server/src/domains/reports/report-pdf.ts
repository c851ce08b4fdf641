import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { ReportData } from '@pulzus/core';
import type { Browser, Page } from 'playwright-core';
import { AppError } from '../../errors';

/** Where the report page is served to the server's own browser: a name no network resolves. */
const ORIGIN = 'http://pulzus-report.invalid';

/** Launch flags that keep headless Chromium off the network and light (scripts/chromium.mjs). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // shared memory in /tmp, not /dev/shm: a container's /dev/shm is 64 MB unless the runtime is told
  // otherwise, too little for Chromium, whose pages then crash (docs/deployment.md "Container image
  // and compose")
  '--disable-dev-shm-usage',
];

/** A4 landscape at 96 px per inch, less the 10 mm margins: the charts measure this width, as on paper. */
const PAGE = { width: 1047, height: 718 };

/** Loaded report pages kept for the next reports (one per report built at once is plenty). */
const MAX_IDLE_PAGES = 2;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The report page's handle, as apps/portal/src/report/main.tsx sets it on its window. */
interface ReportWindow {
  pulzusReport?: { render(json: string): Promise<void>; clear(): void };
}

/** Settings of the PDF renderer. */
export interface ReportPdfOptions {
  /** The Chromium binary (`CHROMIUM_PATH`). */
  chromiumPath: string;
  /** The built report page (`apps/portal/dist-report`). */
  pageDir: string;
}

/**
 * Prints report pages to PDF with the system's Chromium (docs/reports.md "Why Chromium"): one browser
 * per process, started on first use; each report gets a page of its own, which reaches nothing but the
 * report page's files and the data written into it.
 */
export class ReportPdfRenderer {
  readonly #options: ReportPdfOptions;
  #browser: Promise<Browser> | null = null;
  #idle: Page[] = [];

  /** A renderer for the Chromium and page directory given; nothing starts until the first report. */
  constructor(options: ReportPdfOptions) {
    this.#options = options;
  }

  /** Whether this server can print: Chromium and the built report page are both there. */
  available(): boolean {
    return existsSync(this.#options.chromiumPath) && existsSync(join(this.#options.pageDir, 'index.html'));
  }

  /** Refuses with `report-renderer-unavailable` (503) when this server cannot print. */
  assertAvailable(): void {
    if (!this.available()) throw new AppError('report-renderer-unavailable');
  }

  async #launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: this.#options.chromiumPath,
      args: CHROMIUM_ARGS,
    });
    browser.on('disconnected', () => {
      this.#browser = null;
      this.#idle = [];
    });
    return browser;
  }

  /** A page with the report page loaded and nothing drawn: an idle one, else a new one. */
  async #page(): Promise<Page> {
    const idle = this.#idle.pop();
    if (idle) return idle;
    this.#browser ??= this.#launch().catch((error: unknown) => {
      this.#browser = null;
      throw error;
    });
    const browser = await this.#browser;
    const context = await browser.newContext({ viewport: PAGE });
    // the page reaches its own files and nothing else
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      const path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
      const file = normalize(join(this.#options.pageDir, path));
      if (!file.startsWith(this.#options.pageDir) || !existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({
        body: await readFile(file),
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/index.html`);
    await page.waitForFunction(() => (globalThis as ReportWindow).pulzusReport !== undefined);
    return page;
  }

  /**
   * The report as a tagged A4 landscape PDF with an outline and page numbers in the footer. The page
   * stays loaded for the next report (its script is parsed once per browser, not per report) and is
   * emptied between reports; a page that failed is closed.
   */
  async render(
    data: ReportData,
    pageLabel: string,
    /** Looks at the drawn page before it is printed (the report page tests' layout checks). */
    inspect?: (page: Page) => Promise<void>,
  ): Promise<Buffer> {
    this.assertAvailable();
    const page = await this.#page();
    let reusable = false;
    try {
      await page.evaluate(
        (json) => (globalThis as ReportWindow).pulzusReport!.render(json),
        JSON.stringify(data),
      );
      await inspect?.(page);
      const pdf = await page.pdf({
        format: 'A4',
        landscape: true,
        printBackground: true,
        tagged: true,
        outline: true,
        margin: { top: '10mm', bottom: '14mm', left: '10mm', right: '10mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: `<div style="font-size:9px;width:100%;text-align:center;color:#5b6272">${escapeHtml(pageLabel)} <span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
      });
      await page.evaluate(() => (globalThis as ReportWindow).pulzusReport!.clear());
      reusable = true;
      return pdf;
    } finally {
      if (reusable && this.#idle.length < MAX_IDLE_PAGES) this.#idle.push(page);
      else
        await page
          .context()
          .close()
          .catch(() => {});
    }
  }

  /** Closes the browser, if one was started. */
  async close(): Promise<void> {
    const browser = this.#browser;
    this.#browser = null;
    this.#idle = [];
    if (browser) await (await browser.catch(() => null))?.close();
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
