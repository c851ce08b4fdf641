// Test helpers that look at a report the way a reader does: its PDF's pages as images (Poppler's
// pdftoppm) and the drawn report page before it is printed (docs/reports.md "The visual check").
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** Whether Poppler's pdftoppm is installed (apt-get install -y poppler-utils; .ci/run installs it). */
export function pdftoppmReady(suite: string): boolean {
  const found = spawnSync('pdftoppm', ['-v']).status === 0;
  if (found) return true;
  const message = `${suite}: pdftoppm is not installed (apt-get install -y poppler-utils)`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI=true: a missing tool is a failure.`);
  console.error(`\n${'!'.repeat(78)}\n!! SKIPPING ${message}.\n${'!'.repeat(78)}\n`);
  return false;
}

/** A page as a grey image: width, height and one byte per pixel (0 black, 255 white). */
export interface GreyPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Reads a binary PGM (P5) as pdftoppm -gray writes it. */
function readPgm(file: Buffer): GreyPage {
  // the header: "P5", width, height, maxval, each after whitespace, then one byte of whitespace
  let at = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(file[at]!))) at += 1;
    let field = '';
    while (!/\s/.test(String.fromCharCode(file[at]!))) field += String.fromCharCode(file[at++]!);
    fields.push(field);
  }
  at += 1;
  const [magic, width, height] = fields;
  if (magic !== 'P5') throw new Error(`not a binary PGM: ${magic}`);
  return { width: Number(width), height: Number(height), pixels: file.subarray(at) };
}

/** Every page of a PDF as a grey image at `dpi` dots per inch. */
export function pdfPagesGrey(pdf: Buffer, dpi: number): GreyPage[] {
  const dir = mkdtempSync(join(tmpdir(), 'pulzus-report-'));
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), join(dir, 'report.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => readPgm(readFileSync(join(dir, name))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes every page of a PDF as `page-01.png`… into `dir` (emptied first). */
export function writePagePngs(pdf: Buffer, dir: string, dpi: number): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'pulzus-report-'));
  try {
    writeFileSync(join(tmp, 'report.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), join(tmp, 'report.pdf'), join(dir, 'page')]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The tolerance of a page against its baseline, as the chart stories' screenshots (vitest.browser.config.ts):
 * pixelmatch's colour threshold 0.1 (@blazediff/core, the implementation Vitest's "pixelmatch" comparator
 * runs) and at most 64 differing pixels, anti-aliased ones not counted. A page at 40 dpi has about 150,000
 * pixels, so 64 is a few stray glyph edges — a moved chart, a changed number or a new line is far more.
 */
export const PAGE_TOLERANCE = { threshold: 0.1, allowedPixels: 64 } as const;

/** Set to 1 to rewrite the page baselines instead of comparing (docs/reports.md "The visual check"). */
export const UPDATE_BASELINES_ENV = 'REPORT_BASELINES_UPDATE';

/**
 * Compares every page of a PDF with its committed baseline in `dir` (`page-01.png`…, docs/reports.md "The
 * visual check") and answers what differs: a page count, a page size, or a page with more than
 * {@link PAGE_TOLERANCE} pixels changed, whose actual image and diff (changes in red) are written to
 * `diffDir`. With `REPORT_BASELINES_UPDATE=1` the baselines are rewritten and nothing differs.
 */
export function comparePagePngs(pdf: Buffer, dir: string, dpi: number, diffDir: string): string[] {
  if (process.env[UPDATE_BASELINES_ENV] === '1') {
    writePagePngs(pdf, dir, dpi);
    return [];
  }
  const tmp = mkdtempSync(join(tmpdir(), 'pulzus-report-'));
  try {
    writePagePngs(pdf, tmp, dpi);
    const actual = readdirSync(tmp)
      .filter((f) => f.endsWith('.png'))
      .sort();
    let expected: string[] = [];
    try {
      expected = readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort();
    } catch {
      // no baselines yet: every page is reported missing below
    }
    const problems: string[] = [];
    if (actual.length !== expected.length) {
      problems.push(`${actual.length} pages, the baselines have ${expected.length}`);
    }
    rmSync(diffDir, { recursive: true, force: true });
    for (const name of actual) {
      if (!expected.includes(name)) {
        problems.push(`${name}: no baseline`);
        continue;
      }
      const a = PNG.sync.read(readFileSync(join(dir, name)));
      const b = PNG.sync.read(readFileSync(join(tmp, name)));
      if (a.width !== b.width || a.height !== b.height) {
        problems.push(`${name}: ${b.width}×${b.height} px, the baseline ${a.width}×${a.height}`);
        continue;
      }
      const out = new PNG({ width: a.width, height: a.height });
      const changed = diff(a.data, b.data, out.data, a.width, a.height, {
        threshold: PAGE_TOLERANCE.threshold,
      });
      if (changed > PAGE_TOLERANCE.allowedPixels) {
        problems.push(`${name}: ${changed} pixels differ (diff in ${diffDir})`);
        mkdirSync(diffDir, { recursive: true });
        writeFileSync(join(diffDir, name.replace(/\.png$/, '.actual.png')), readFileSync(join(tmp, name)));
        writeFileSync(join(diffDir, name.replace(/\.png$/, '.diff.png')), PNG.sync.write(out));
      }
    }
    return problems;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A box of the page in millimetres from its top left corner. */
export interface MmBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether a pixel is ink: darker than the lightest fills the report draws (table stripes, grid lines). */
const INK = 200;

/** The rows (top to bottom) and columns of a box that hold ink. */
export function inkIn(page: GreyPage, box: MmBox, pageMm: { width: number; height: number }) {
  const px = (mm: number, size: number, full: number) => Math.round((mm / full) * size);
  const x0 = px(box.left, page.width, pageMm.width);
  const x1 = px(box.right, page.width, pageMm.width);
  const y0 = px(box.top, page.height, pageMm.height);
  const y1 = px(box.bottom, page.height, pageMm.height);
  const rows: number[] = [];
  const columns = new Set<number>();
  for (let y = y0; y < y1; y += 1) {
    let inked = false;
    for (let x = x0; x < x1; x += 1) {
      if (page.pixels[y * page.width + x]! < INK) {
        inked = true;
        columns.add(x);
      }
    }
    if (inked) rows.push(y);
  }
  const mm = (pixels: number) => (pixels / page.height) * pageMm.height;
  return {
    /** Millimetres of the box's height that hold ink. */
    inkedHeightMm: mm(rows.length),
    /** From the first inked row to the last, in millimetres. */
    spanMm: rows.length === 0 ? 0 : mm(rows.at(-1)! - rows[0]! + 1),
    columns: columns.size,
  };
}

/** What the drawn report page shows that paper cannot: form controls and content wider than the page. */
export interface DrawnProblems {
  controls: string[];
  overflowing: string[];
}

/**
 * The drawn report's screen controls (inputs, buttons, selects that are rendered) and the elements past
 * the page's right edge or cut by a box narrower than its content, named by tag, class and text.
 */
export async function drawnProblems(page: Page): Promise<DrawnProblems> {
  return page.evaluate(() => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 1 && rect.height > 1;
    };
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll('input, button, select, textarea')]
      .filter(shown)
      .map(name);
    const overflowing: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 1)
        overflowing.push(`${name(el)} ends at ${Math.round(rect.right)} px of ${width}`);
      else if (el instanceof HTMLElement && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1) {
        const overflowX = getComputedStyle(el).overflowX;
        if (overflowX !== 'visible')
          overflowing.push(`${name(el)} cuts ${el.scrollWidth - el.clientWidth} px (${overflowX})`);
      }
    }
    return { controls, overflowing: overflowing.slice(0, 20) };
  });
}

/** Whether LibreOffice is installed (apt-get install -y libreoffice-impress; .ci/run installs it). */
export function libreOfficeReady(suite: string): boolean {
  const found = spawnSync('soffice', ['--version']).status === 0;
  if (found) return true;
  const message = `${suite}: LibreOffice is not installed (apt-get install -y libreoffice-impress)`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI=true: a missing tool is a failure.`);
  console.error(`\n${'!'.repeat(78)}\n!! SKIPPING ${message}.\n${'!'.repeat(78)}\n`);
  return false;
}

/** A PPTX as LibreOffice Impress prints it to PDF (a profile of its own, so runs do not share one). */
export function pptxToPdf(pptx: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pulzus-slides-'));
  try {
    writeFileSync(join(dir, 'report.pptx'), pptx);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        join(dir, 'report.pptx'),
      ],
      { timeout: 120_000, stdio: 'ignore' },
    );
    return readFileSync(join(dir, 'report.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes one page of a PDF as a PNG file (the documentation's examples, docs/reports.md). */
export function writePagePng(pdf: Buffer, page: number, file: string, dpi: number): void {
  const tmp = mkdtempSync(join(tmpdir(), 'pulzus-report-'));
  try {
    writeFileSync(join(tmp, 'report.pdf'), pdf);
    const base = file.replace(/\.png$/, '');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      join(tmp, 'report.pdf'),
      base,
    ]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
