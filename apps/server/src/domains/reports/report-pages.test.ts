import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import {
  type ChartGraphSlug,
  type Demography,
  type GraphFilter,
  graphDefinition,
  messages,
  type ReportData,
  type ReportRequest,
} from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDemographies } from '../demographies/demographies.service';
import { graphServicesOf } from '../graphs/graphs.service';
import { buildReportComments } from './report-comments';
import { buildReportData } from './report-data.service';
import { readPdf, readPptxSlides } from './report-files.fixtures';
import {
  type DrawnProblems,
  drawnProblems,
  inkIn,
  pdfPagesGrey,
  libreOfficeReady,
  pdftoppmReady,
  pptxToPdf,
  UPDATE_BASELINES_ENV,
  writePagePng,
  comparePagePngs,
} from './report-pages.fixtures';
import { writeReportPptx } from './report-pptx';
import { reportServicesOf } from './reports.service';
import { type DemoReportWorld, demoReportWorld, pdfRendererReady, demoUserCaller } from './reports.fixtures';

// docs/reports.md "The visual check": every page of the demo report, in hu and en, unfiltered, filtered to a
// small population and over two dates, printed and looked at as images. A page holding only a heading or a
// legend, content past the page's edge or a printed form control fails; every page is compared with its
// committed PNG baseline (e2e/screenshots/report/, as the page walk keeps its screenshots) and a changed
// page fails with its diff; REPORT_BASELINES_UPDATE=1 rewrites the baselines instead.

/** A4 landscape and the margins report-pdf.ts prints with, in millimetres. */
const PAGE_MM = { width: 297, height: 210 };
const CONTENT = { left: 10, top: 10, right: 287, bottom: 196 };
/** A page with less ink than this in its content box is blank. */
const BLANK_MM = 2;
const BASELINES = join(import.meta.dirname, '../../../../../e2e/screenshots/report');
/** Where a changed page's actual image and its diff are written (not committed). */
const DIFFS = join(import.meta.dirname, '../../../../../test-results/report-diffs');
/** One page of each kind, shown by docs/reports.md (written from the Hungarian unfiltered report). */
const DOC_IMAGES = join(import.meta.dirname, '../../../../../docs/images/reports');
const updating = process.env[UPDATE_BASELINES_ENV] === '1';

/**
 * The page of each kind a reader meets — the cover, the summary and the first graph of each chart kind (a
 * stacked one apart) — by the text it starts with.
 */
function pageKinds(data: ReportData, pages: readonly string[], prefix: string): [string, number][] {
  const starting = (text: string) => pages.findIndex((page) => squeeze(page).startsWith(squeeze(text)));
  const kinds = new Map<string, number>();
  kinds.set(`${prefix}cover`, 0);
  kinds.set(`${prefix}summary`, starting(data.texts['report-summary'] ?? ''));
  for (const graph of data.graphs) {
    const chart = graphDefinition(graph.slug as ChartGraphSlug).chart;
    const kind = graph.response.graph_data.some((s) => s.stack !== undefined) ? `${chart}-stacked` : chart;
    if (!kinds.has(`${prefix}${kind}`)) kinds.set(`${prefix}${kind}`, starting(graph.title));
  }
  return [...kinds].filter(([, at]) => at >= 0);
}
/** Fixed, so the baselines do not change with the clock. */
const GENERATED_AT = '2026-03-02T09:30:00.000Z';

let w: DemoReportWorld;
let latest: number;
let previous: number;
let demographies: Demography[];

const ready = pdfRendererReady('the report page check') && pdftoppmReady('the report page check');

beforeAll(async () => {
  if (!ready) return;
  w = await demoReportWorld();
  latest = w.user.dates.at(-1)!;
  previous = w.user.dates.at(-2)!;
  demographies = await listDemographies(w.t.database.db, w.accountId, latest);
}, 180_000);

afterAll(async () => {
  await w?.close();
});

const caller = () => demoUserCaller(w);

/** The board pack's small population: Pécs and 1–3 years of service. */
function pecsOneToThree(): GraphFilter[] {
  return ['Pécs', '1–3 éve'].map((name) => {
    const demography = demographies.find((d) => d.answers.some((a) => a.name === name))!;
    return {
      type: 'demography',
      demography_id: demography.id,
      demography_answer_ids: [demography.answers.find((a) => a.name === name)!.id],
    };
  });
}

const VARIANTS = [
  ['unfiltered', () => ({ filters: [], compare: [] })],
  ['pecs-1-3-years', () => ({ filters: pecsOneToThree(), compare: [] })],
  ['two-dates', () => ({ filters: [], compare: [previous] })],
] as const satisfies readonly (readonly [string, () => { filters: GraphFilter[]; compare: number[] }])[];

/** The report's data as the worker builds it, its time fixed. */
async function reportData(
  language: 'hu' | 'en',
  selection: { filters: GraphFilter[]; compare: number[] },
): Promise<ReportData> {
  const request: ReportRequest = {
    survey_date_id: latest,
    compare_survey_date_ids: selection.compare,
    filters: selection.filters,
    format: 'pdf',
    language,
  };
  return {
    ...(await buildReportData(graphServicesOf(w.t.app), caller(), w.accountId, request)),
    // the comments section as the report job adds it (docs/reports.md "Comments")
    comments: await buildReportComments(reportServicesOf(w.t.app).comments, caller(), w.accountId, request),
    generated_at: GENERATED_AT,
  };
}

/** Builds the report's data as the worker does and prints it, with the drawn page's problems. */
async function printed(language: 'hu' | 'en', selection: { filters: GraphFilter[]; compare: number[] }) {
  const data = await reportData(language, selection);
  let problems: DrawnProblems = { controls: [], overflowing: [] };
  const pdf = await reportServicesOf(w.t.app).pdf.render(
    data,
    data.texts['report-page'] ?? '',
    async (page) => {
      problems = await drawnProblems(page);
    },
  );
  return { data, pdf, problems };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a page's text is nothing but headings, legends and notes: the sections' and graphs' titles, what a
 * graph chose, its explanation, its series' and topics' names (the legends), the catalogue's texts (notices,
 * table headers, legend words, the footer) — no number, no category, no row. Compared without spaces, as
 * pdf.js splits words at ligatures.
 */
function headingOrLegendOnly(data: ReportData): (pageText: string) => boolean {
  const known = new Set<string>();
  for (const graph of data.graphs) {
    known.add(graph.title);
    for (const s of graph.selection) known.add(s);
    known.add(graph.selection.join(' · '));
    if (graph.explanation) known.add(graph.explanation);
    for (const series of graph.response.graph_data) known.add(series.name);
    for (const topic of graph.topics ?? []) known.add(topic.name);
  }
  const literal = [...known].map(squeeze).filter((t) => t.length > 0);
  // catalogue texts with their placeholders as wildcards ("fewer than {{k}} people")
  const catalogue = Object.values(data.texts)
    .map(squeeze)
    .filter((t) => t.length > 1)
    .map((t) =>
      t
        .split(/\{\{[^}]*\}\}/)
        .map(asPattern)
        .join('.{0,40}?'),
    );
  const patterns = [...literal.map(asPattern), ...catalogue].sort((a, b) => b.length - a.length);
  const all = new RegExp(patterns.join('|'), 'gu');
  const footer = new RegExp(`${asPattern(squeeze(data.texts['report-page'] ?? ''))}\\d+/\\d+`, 'u');
  return (pageText) => {
    const rest = squeeze(pageText).replace(footer, '').replace(all, '');
    return !/[\p{L}\p{N}]/u.test(rest);
  };
}

describe.runIf(ready)(
  'every page of the demo report reads on paper (docs/reports.md "The visual check")',
  () => {
    for (const language of ['hu', 'en'] as const) {
      for (const [variant, selection] of VARIANTS) {
        it(`${language}, ${variant}: a summary after the cover, no page of only a heading or a legend, nothing past the edge, no form control`, async () => {
          const { data, pdf, problems } = await printed(language, selection());
          expect
            .soft(
              comparePagePngs(
                pdf,
                join(BASELINES, `${language}-${variant}`),
                40,
                join(DIFFS, `${language}-${variant}`),
              ),
              'pages changed against their baselines (REPORT_BASELINES_UPDATE=1 rewrites them)',
            )
            .toEqual([]);
          // the documentation's examples change with the baselines, not on every run
          if (updating && language === 'hu' && variant === 'unfiltered') {
            const { pages } = await readPdf(pdf);
            for (const [kind, at] of pageKinds(data, pages, 'pdf-'))
              writePagePng(pdf, at + 1, join(DOC_IMAGES, `${kind}.png`), 50);
          }
          // REPORT_PDF_DIR keeps the PDFs for a look (the baselines are images only)
          if (process.env.REPORT_PDF_DIR) {
            mkdirSync(process.env.REPORT_PDF_DIR, { recursive: true });
            writeFileSync(join(process.env.REPORT_PDF_DIR, `${language}-${variant}.pdf`), pdf);
          }
          expect.soft(problems.controls, 'printed form controls').toEqual([]);
          expect.soft(problems.overflowing, 'content wider than the page').toEqual([]);

          const { pages } = await readPdf(pdf);
          const texts = messages[language];
          expect.soft(pages[1], 'the executive summary follows the cover').toContain(texts['report-summary']);
          // the cover's time in the report's zone (Europe/Budapest, UTC+1 in March), not the server's
          expect.soft(pages[0]).toContain('2026-03-02 10:30:00');
          if (selection().filters.length > 0) {
            // the cover counts the filtered population, never the company's totals beside the filters
            expect(squeeze(pages[0]!)).toContain(squeeze(texts['report-respondents-filtered']));
            expect(squeeze(pages[0]!)).not.toContain(squeeze(texts['report-population']));
          }

          const images = pdfPagesGrey(pdf, 30);
          expect(images.length).toBe(pages.length);
          const orphan = headingOrLegendOnly(data);
          const howToRead = squeeze(texts['report-how-to-read']);
          const appendix = pages.findIndex((page) => squeeze(page).startsWith(howToRead));
          expect(appendix, 'the how-to-read appendix').toBeGreaterThan(1);
          const thin: string[] = [];
          const pastEdge: string[] = [];
          for (const [i, image] of images.entries()) {
            const content = inkIn(image, CONTENT, PAGE_MM);
            // the appendix ("how to read this") is text by design: from its page on, only blank pages count
            if (content.inkedHeightMm < BLANK_MM || (i < appendix && orphan(pages[i]!)))
              thin.push(
                `page ${i + 1}: ${content.inkedHeightMm.toFixed(0)} mm of ink: ${pages[i]!.slice(0, 100)}`,
              );
            const right = inkIn(
              image,
              { ...CONTENT, left: CONTENT.right + 1, right: PAGE_MM.width },
              PAGE_MM,
            );
            if (right.columns > 0) pastEdge.push(`page ${i + 1}`);
          }
          expect.soft(thin, 'pages holding only a heading or a legend').toEqual([]);
          expect.soft(pastEdge, 'pages with ink in the right margin').toEqual([]);
          expect(data.graphs.length).toBeGreaterThan(0);
        }, 120_000);
      }
    }
  },
);

/** The chart parts each slide holds (its relationships), in slide order. */
async function slideCharts(zip: JSZip): Promise<number[]> {
  const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const counts: number[] = [];
  for (let n = 1; n <= slides.length; n += 1) {
    const rels = (await zip.file(`ppt/slides/_rels/slide${n}.xml.rels`)?.async('string')) ?? '';
    counts.push((rels.match(/\/charts\/chart\d+\.xml/g) ?? []).length);
  }
  return counts;
}

/** The language tags of every text run (and paragraph end) of the slides, charts and speaker notes. */
async function runLanguages(zip: JSZip): Promise<Map<string, number>> {
  const tags = new Map<string, number>();
  const parts = Object.keys(zip.files).filter((n) =>
    /^ppt\/(slides|charts|notesSlides)\/[^/]+\.xml$/.test(n),
  );
  for (const name of parts) {
    const xml = await zip.file(name)!.async('string');
    for (const run of xml.matchAll(/<a:(?:rPr|endParaRPr)\b[^>]*>/g)) {
      const tag = /\blang="([^"]*)"/.exec(run[0])?.[1] ?? '(none)';
      tags.set(tag, (tags.get(tag) ?? 0) + 1);
    }
  }
  return tags;
}

const slidesReady = ready && libreOfficeReady('the slide check');

describe.runIf(slidesReady)(
  'the slides: native charts, the report\'s language, and pages that read (docs/reports.md "The slides")',
  () => {
    for (const language of ['hu', 'en'] as const) {
      for (const [variant, selection] of VARIANTS) {
        it(`${language}, ${variant}: a native chart for every graph (the heatmap a coloured table), every run in ${language}, LibreOffice's pages pass the page checks`, async () => {
          const data = await reportData(language, selection());
          const pptx = await writeReportPptx(data);
          const zip = await JSZip.loadAsync(pptx);
          const texts = await readPptxSlides(pptx);
          const charts = await slideCharts(zip);
          const tag = language === 'hu' ? 'hu-HU' : 'en-US';
          expect(Object.fromEntries(await runLanguages(zip))).toEqual({ [tag]: expect.any(Number) });
          expect
            .soft(texts[1], 'the summary slide follows the title')
            .toContain(messages[language]['report-summary']);
          for (const graph of data.graphs) {
            const at = texts.findIndex((text) => text.startsWith(graph.title));
            expect(at, graph.title).toBeGreaterThan(0);
            const slide = await zip.file(`ppt/slides/slide${at + 1}.xml`)!.async('string');
            if (graphDefinition(graph.slug as ChartGraphSlug).chart === 'matrix') {
              // the heatmap: a table whose cells are tinted red and green by the screen's rule
              const fills = [...slide.matchAll(/<a:tcPr[^>]*>.*?<\/a:tcPr>/gs)]
                .map((m) => /srgbClr val="([0-9A-Fa-f]{6})"/.exec(m[0])?.[1]?.toLowerCase())
                .filter((c): c is string => c !== undefined && c !== 'ffffff');
              expect.soft(fills.length, `${graph.slug}: coloured cells`).toBeGreaterThan(0);
            } else {
              expect.soft(charts[at], `${graph.slug}: a native chart`).toBeGreaterThan(0);
            }
            // speaker notes carry the graph's explanation
            if (graph.explanation) {
              const notes = Object.keys(zip.files).filter((n) =>
                /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n),
              );
              const all = (await Promise.all(notes.map((n) => zip.file(n)!.async('string')))).join('');
              expect
                .soft(squeeze(all), `${graph.slug}: speaker notes`)
                .toContain(squeeze(graph.explanation).slice(0, 40));
            }
          }

          const pdf = pptxToPdf(pptx);
          expect
            .soft(
              comparePagePngs(
                pdf,
                join(BASELINES, `slides-${language}-${variant}`),
                30,
                join(DIFFS, `slides-${language}-${variant}`),
              ),
              'slides changed against their baselines (REPORT_BASELINES_UPDATE=1 rewrites them)',
            )
            .toEqual([]);
          const { pages } = await readPdf(pdf);
          // the documentation's examples change with the baselines, not on every run
          if (updating && language === 'hu' && variant === 'unfiltered') {
            for (const [kind, at] of pageKinds(data, pages, 'slide-'))
              writePagePng(pdf, at + 1, join(DOC_IMAGES, `${kind}.png`), 40);
          }
          const images = pdfPagesGrey(pdf, 30);
          const orphan = headingOrLegendOnly(data);
          const slideMm = { width: 338.7, height: 190.5 };
          const problems: string[] = [];
          for (const [i, image] of images.entries()) {
            const all = inkIn(
              image,
              { left: 0, top: 0, right: slideMm.width, bottom: slideMm.height },
              slideMm,
            );
            if (all.inkedHeightMm < BLANK_MM || (i > 0 && orphan(pages[i]!)))
              problems.push(`slide ${i + 1}: only a heading or a legend: ${pages[i]!.slice(0, 80)}`);
            const edge = inkIn(
              image,
              { left: slideMm.width - 4, top: 0, right: slideMm.width, bottom: slideMm.height },
              slideMm,
            );
            if (edge.columns > 0) problems.push(`slide ${i + 1}: ink at the right edge`);
          }
          expect.soft(problems).toEqual([]);
        }, 240_000);
      }
    }
  },
);
