import {
  type ChartGraphSlug,
  driverPoints,
  formatNumber,
  formatPercent,
  formatSurveyDate,
  type GraphResponse,
  type GraphSlug,
  GRAPH_PALETTE,
  graphDefinition,
  graphNotices,
  heatmapTint,
  isChartGraphSlug,
  participationTables,
  type ReportData,
  type ReportGraph,
  type ReportSummary,
  seriesMinimum,
  WITHHELD_REASON_KEYS,
  withheldReasonAt,
} from '@pulzus/core';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { commentSlides } from './report-pptx-comments';

const WIDE = { w: 13.33, h: 7.5 };
const TEXT = '1F2430';
const MUTED = '5B6272';

type Cell = {
  text: string;
  options?: { bold?: boolean; color?: string; align?: 'left' | 'right'; fill?: { color: string } };
};

/** A report text with its `{{k}}` filled in. */
const withK = (text: string, k: number) => text.replace('{{k}}', String(k));

/**
 * One graph's numbers as table rows: a row per category, a column per series, each value as the graph
 * API answered it, a withheld value as the words of its reason ("fewer than 5 people answered", docs/privacy.md
 * "Reasons"), or the "hidden" text of the charts from an answer without reasons (never a number).
 */
export function graphTableRows(
  response: GraphResponse,
  language: string,
  slug: GraphSlug | string,
  t: (key: string) => string,
): Cell[][] {
  const k = response.graph_meta.min_group_size ?? 5;
  const withheld = (s: number, i: number) => {
    const reason = withheldReasonAt(response.graph_data[s]!, i);
    return reason === null
      ? t('chart-withheld-short')
      : withK(t(WITHHELD_REASON_KEYS[reason]), seriesMinimum(slug, s, k));
  };
  // the key drivers' impacts are correlations, not percents (graph definition table's correlationSeries)
  const correlation = isChartGraphSlug(slug) ? graphDefinition(slug).correlationSeries : undefined;
  const header: Cell[] = [
    { text: '', options: { bold: true } },
    ...response.graph_data.map((s) => ({ text: s.name, options: { bold: true, align: 'right' as const } })),
  ];
  const rows = response.graph_meta.categories.map((category, i) => [
    { text: category },
    ...response.graph_data.map((series, s) => {
      const value = series.data[i] ?? null;
      const hidden = value === null && (series.withheld?.[i] ?? true);
      return {
        text:
          value === null
            ? hidden
              ? withheld(s, i)
              : '–'
            : s === correlation
              ? impactText(value, language)
              : formatPercent(value, language),
        options: { align: 'right' as const, ...(hidden ? { color: MUTED } : {}) },
      };
    }),
  ]);
  return [header, ...rows];
}

/**
 * The report as slides (docs/reports.md "The slides"): a title slide, the executive summary, the
 * participation table, and per graph a slide with its title, what the query chose, its notices and a
 * native chart of its kind (the explanation in the speaker notes), then its numbers as a table (a long
 * table continues on the next slide). Every text run is tagged with the report's language.
 */
export async function writeReportPptx(data: ReportData): Promise<Buffer> {
  const t = (key: string) => data.texts[key] ?? key;
  const language = data.language;
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = t('report-title');
  pptx.company = data.account_name;
  const cover = pptx.addSlide();
  cover.addText(data.account_name, { x: 0.7, y: 2, w: 12, h: 0.6, fontSize: 20, color: MUTED });
  cover.addText(t('report-title'), { x: 0.7, y: 2.6, w: 12, h: 1, fontSize: 36, bold: true, color: TEXT });
  const dates = [data.survey_date, ...data.compare_dates].map((d) => formatSurveyDate(d.date, language));
  cover.addText(
    [
      `${t('report-survey-date')}: ${dates[0]}`,
      ...(dates.length > 1 ? [`${t('report-compare-dates')}: ${dates.slice(1).join(', ')}`] : []),
      ...(data.filters.length > 0 ? [`${t('report-filters')}: ${data.filters.join('; ')}`] : []),
      // a filtered report counts the filtered population, never the company's (docs/reports.md "The cover")
      ...(data.filters.length > 0 && data.population
        ? [`${t('report-respondents-filtered')}: ${populationText(data.population, language, t)}`]
        : []),
    ].join('\n'),
    { x: 0.7, y: 3.8, w: 12, h: 1.5, fontSize: 16, color: TEXT, valign: 'top' },
  );
  if (data.summary) summarySlide(pptx, data, data.summary, t);
  if (data.participation) participationSlide(pptx, data, t);
  for (const graph of data.graphs) {
    const slide = pptx.addSlide();
    slide.addText(graph.title, titleOptions());
    // why values are hidden, one line per reason, as the graph page says it (docs/privacy.md "Reasons")
    const notices = graphNotices(graph.response, graph.response.warnings, graph.slug).map((n) =>
      n.kind === 'warning' ? t(n.key) : withK(t(n.key), n.k),
    );
    const notes = [graph.selection.join(' · '), graph.explanation ?? '', ...notices]
      .filter((s) => s !== '')
      .join('\n');
    if (notes)
      slide.addText(notes, {
        x: 0.5,
        y: 0.9,
        w: WIDE.w - 1,
        h: 0.8,
        fontSize: 11,
        color: MUTED,
        valign: 'top',
      });
    // speaker notes: what the graph shows and why values are hidden, for the one who presents it
    slide.addNotes([graph.explanation ?? '', ...notices].filter((s) => s !== '').join('\n'));
    if (isChartGraphSlug(graph.slug)) nativeChart(pptx, slide, graph, graph.slug, t, language);
    // the numbers as text on the next slide(s): a withheld value reads its reason (docs/privacy.md "Reasons")
    if (graphDefinition(graph.slug as ChartGraphSlug).chart !== 'matrix') {
      const table = pptx.addSlide();
      table.addText(`${graph.title} – ${t('report-numbers')}`, titleOptions());
      table.addTable(
        graphTableRows(graph.response, language, graph.slug, t),
        tableOptions({ y: 1.1, fontSize: 9, rowH: 0.3 }),
      );
    }
  }
  if (data.comments?.length) commentSlides(pptx, data.comments, t, language);
  const out = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return withLanguage(out, LANGUAGE_TAGS[language]);
}

/** The participation table's slide: a row per unit of each worker group and each group's total, as the page shows them. */
function participationSlide(pptx: PptxGenJS, data: ReportData, t: (key: string) => string): void {
  const participation = data.participation;
  if (!participation) return;
  const language = data.language;
  const slide = pptx.addSlide();
  slide.addText(t('participation-rate-title'), titleOptions());
  const names = new Map(participation.worker_groups.map((g) => [g.id, g.name]));
  const right = { align: 'right' as const };
  const rate = (p: number | null) => (p === null ? '–' : formatPercent(p, language));
  const rows: Cell[][] = [
    [
      { text: t('participation-rate-unit'), options: { bold: true } },
      { text: t('participation-rate-sent'), options: { bold: true, ...right } },
      { text: t('participation-rate-completed'), options: { bold: true, ...right } },
      { text: t('participation-rate-rate'), options: { bold: true, ...right } },
    ],
  ];
  const tables = participationTables(
    participation.collectors,
    participation.demographies,
    participation.worker_groups.map((g) => g.id),
  );
  for (const table of tables) {
    const group = names.get(table.worker_group_id) ?? String(table.worker_group_id);
    for (const row of table.rows)
      rows.push([
        { text: `${group}: ${row.label}` },
        { text: formatNumber(row.headcount, language), options: right },
        { text: formatNumber(row.respondent_count, language), options: right },
        { text: rate(row.completion), options: right },
      ]);
    rows.push([
      { text: `${group}: ${t('participation-rate-total')}`, options: { bold: true } },
      { text: formatNumber(table.total.headcount, language), options: { bold: true, ...right } },
      { text: formatNumber(table.total.respondent_count, language), options: { bold: true, ...right } },
      { text: rate(table.total.completion), options: { bold: true, ...right } },
    ]);
  }
  slide.addTable(rows, tableOptions({ y: 1.1, fontSize: 9, rowH: 0.28 }));
}

/** The language tag of every text run of the slides, so PowerPoint checks the spelling in the right language. */
const LANGUAGE_TAGS: Record<string, string> = { hu: 'hu-HU', en: 'en-US' };

/** The chart colours: the screen's graph palette (core's GRAPH_PALETTE), without the leading '#'. */
const PALETTE = GRAPH_PALETTE.map((c) => c.replace('#', ''));

/** The heatmap's colours as the widgets' theme has them (packages/widgets/src/theme/theme.ts). */
const HEATMAP_COLOURS = { below: 'd0574f', above: '2f8f5b', background: 'ffffff' };

/** A slide title's text options. */
function titleOptions(): PptxGenJS.TextPropsOptions {
  return { x: 0.5, y: 0.3, w: WIDE.w - 1, h: 0.6, fontSize: 24, bold: true, color: TEXT };
}

/**
 * A table's options, the same for every table of the deck: full width, thin borders, and a long
 * table continuing on further slides with its header row repeated (docs/reports.md "The slides").
 */
function tableOptions(place: { y: number; fontSize: number; rowH?: number }): PptxGenJS.TableProps {
  return {
    x: 0.5,
    w: WIDE.w - 1,
    color: TEXT,
    border: { type: 'solid', pt: 0.5, color: 'D5D9E0' },
    autoPage: true,
    autoPageRepeatHeader: true,
    autoPageHeaderRows: 1,
    autoPageSlideStartY: 0.6,
    ...place,
  };
}

/** Where a graph's chart sits beneath its title and notes. */
const CHART_BOX = { x: 0.5, y: 1.8, w: WIDE.w - 1, h: 5.4 };

/**
 * A graph as a native chart of its kind (docs/reports.md "The slides"): bars or columns (stacked where the
 * graph stacks, one chart per survey date of a stacked graph), lines for trends, a scatter of the key
 * drivers' topics with their names, the heatmap as a table coloured by the screen's rule. A withheld value
 * is left out of the chart (a gap, never a number); the numbers slide says why.
 */
function nativeChart(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  graph: ReportGraph,
  slug: ChartGraphSlug,
  t: (key: string) => string,
  language: string,
): void {
  const { graph_data: series, graph_meta: meta } = graph.response;
  const kind = graphDefinition(slug).chart;
  const common = {
    catAxisLabelFontSize: 9,
    valAxisLabelFontSize: 9,
    legendFontSize: 9,
    chartColors: PALETTE,
    valAxisMinVal: 0,
    displayBlanksAs: 'gap',
    lang: LANGUAGE_TAGS[language],
  } as const;
  if (kind === 'bar' || kind === 'column') {
    const stacks = [...new Set(series.map((s) => s.stack))];
    const stacked = stacks.some((stack) => stack !== undefined);
    const w = CHART_BOX.w / stacks.length;
    stacks.forEach((stack, i) => {
      const own = series.filter((s) => s.stack === stack);
      slide.addChart(
        pptx.ChartType.bar,
        // a bar chart's axis runs upwards: the categories reversed read top-down, as on screen
        own.map((s) => ({
          name: s.name,
          labels: kind === 'bar' ? [...meta.categories].reverse() : meta.categories,
          values: (kind === 'bar' ? [...s.data].reverse() : s.data) as number[],
        })),
        {
          ...common,
          x: CHART_BOX.x + i * w,
          y: CHART_BOX.y,
          w,
          h: CHART_BOX.h,
          barDir: kind === 'bar' ? 'bar' : 'col',
          barGrouping: stacked ? 'stacked' : 'clustered',
          ...(stacked ? { overlap: 100 } : {}),
          valAxisMaxVal: 100,
          showLegend: own.length > 1,
          legendPos: 'b',
          showTitle: stacked && stack !== undefined,
          ...(stack !== undefined ? { title: stack, titleFontSize: 11 } : {}),
          showValue: meta.categories.length <= 20,
          dataLabelFontSize: 8,
          dataLabelFormatCode: '0"%"',
        },
      );
    });
    return;
  }
  if (kind === 'line') {
    // trends: a line per index, across the survey dates (the answer's series)
    slide.addChart(
      pptx.ChartType.line,
      meta.categories.map((name, c) => ({
        name,
        labels: series.map((s) => s.name),
        values: series.map((s) => s.data[c] ?? null) as number[],
      })),
      {
        ...common,
        ...CHART_BOX,
        valAxisMaxVal: 100,
        showLegend: true,
        legendPos: 'r',
        lineDataSymbol: 'circle',
        lineDataSymbolSize: 7,
      },
    );
    return;
  }
  if (kind === 'quadrant') {
    // key drivers: the topics drawn, impact across, score up, each point named
    const points = driverPoints(graph.response).filter(
      (p) => p.parent === null && p.score !== null && p.impact !== null,
    );
    const [scoreSeries, impactSeries] = series;
    slide.addChart(
      pptx.ChartType.scatter,
      [
        { name: impactSeries?.name ?? '', values: points.map((p) => p.impact!) },
        {
          name: scoreSeries?.name ?? '',
          values: points.map((p) => p.score!),
          labels: [points.map((p) => p.name)],
        },
      ],
      {
        ...common,
        ...CHART_BOX,
        valAxisMaxVal: 100,
        lineSize: 0,
        lineDataSymbolSize: 9,
        showLabel: true,
        dataLabelFormatScatter: 'custom',
        dataLabelFontSize: 9,
        dataLabelPosition: 'r',
        showValAxisTitle: true,
        valAxisTitle: scoreSeries?.name ?? '',
        showCatAxisTitle: true,
        catAxisTitle: impactSeries?.name ?? '',
        catLabelFormatCode: '0.00',
        showLegend: false,
      },
    );
    return;
  }
  if (kind === 'matrix') heatmapTable(slide, graph, t, language);
}

/** Mixes a colour into the background by a share in percent, as CSS color-mix does in sRGB. */
function mix(colour: string, background: string, share: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return [0, 1, 2]
    .map((i) => Math.round((channel(colour, i) * share + channel(background, i) * (100 - share)) / 100))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * The heatmap as a table: a row per group, the company's first, a column per index, each group's cell
 * tinted by core's heatmap rule (`heatmapTint`), as the screen tints it; a withheld value reads its reason.
 */
function heatmapTable(
  slide: PptxGenJS.Slide,
  graph: ReportGraph,
  t: (key: string) => string,
  language: string,
) {
  const rows = graphTableRows(graph.response, language, graph.slug, t);
  // graphTableRows puts a row per category; the heatmap reads a row per series (group): transpose
  const { graph_data: series, graph_meta: meta } = graph.response;
  const company = series[0]?.data ?? [];
  const header: Cell[] = [
    { text: t('heatmap-group'), options: { bold: true } },
    ...meta.categories.map((c) => ({ text: c, options: { bold: true, align: 'right' as const } })),
  ];
  const body = series.map((s, r) => [
    { text: s.name, options: { bold: r === 0 } },
    ...meta.categories.map((_, c) => {
      const cell = rows[c + 1]![r + 1]!;
      const value = s.data[c] ?? null;
      const base = company[c] ?? null;
      const tint = r === 0 || value === null || base === null ? null : heatmapTint(value - base);
      return {
        text: cell.text,
        options: {
          ...cell.options,
          bold: r === 0,
          ...(tint && tint.share > 0
            ? { fill: { color: mix(HEATMAP_COLOURS[tint.tone], HEATMAP_COLOURS.background, tint.share) } }
            : {}),
        },
      };
    }),
  ]);
  slide.addTable([header, ...body] as PptxGenJS.TableRow[], tableOptions({ y: CHART_BOX.y, fontSize: 8 }));
}

/**
 * Every text run (and paragraph end) of the slides, charts and speaker notes tagged with the report's language:
 * pptxgenjs writes en-US, or no language, in places no option reaches (notes, chart labels).
 */
async function withLanguage(file: Buffer, tag: string | undefined): Promise<Buffer> {
  if (!tag) return file;
  const zip = await JSZip.loadAsync(file);
  const parts = Object.keys(zip.files).filter((name) =>
    /^ppt\/(slides|charts|notesSlides|slideLayouts|slideMasters|notesMasters)\/[^/]+\.xml$/.test(name),
  );
  for (const name of parts) {
    const xml = await zip.file(name)!.async('string');
    zip.file(
      name,
      xml.replace(
        /<a:(rPr|endParaRPr)\b([^>]*?)(\/?)>/g,
        (_, element: string, attributes: string, end: string) => {
          const tagged = /\blang="[^"]*"/.test(attributes)
            ? attributes.replace(/\blang="[^"]*"/, `lang="${tag}"`)
            : `${attributes} lang="${tag}"`;
          return `<a:${element}${tagged}${end}>`;
        },
      ),
    );
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The filtered respondents: the number, "fewer than k", or hidden (docs/privacy.md "Rule 1"). */
function populationText(
  population: NonNullable<ReportData['population']>,
  language: string,
  t: (key: string) => string,
): string {
  if (population.respondents !== null) return formatNumber(population.respondents, language);
  if (population.hidden === 'fewer-than-k' && population.k !== null)
    return withK(t('graph-worker-count-fewer-than-k'), population.k);
  return t('chart-withheld-short');
}

/** The executive summary's slide: the results home's numbers (docs/reports.md "Executive summary"). */
function summarySlide(
  pptx: PptxGenJS,
  data: ReportData,
  summary: ReportSummary,
  t: (key: string) => string,
): void {
  const language = data.language;
  const slide = pptx.addSlide();
  slide.addText(t('report-summary'), titleOptions());
  const value = (v: { value: number | null; withheld: boolean }) =>
    v.value !== null ? formatPercent(v.value, language) : v.withheld ? t('chart-withheld-short') : '–';
  const list = (items: readonly { name: string; value: number | null; withheld: boolean }[]) =>
    items.length === 0
      ? t('report-summary-nothing')
      : items.map((i, n) => `${n + 1}. ${i.name}: ${value(i)}`).join('\n');
  const { headline, participation } = summary;
  const engagement = headline
    ? [
        value(headline),
        headline.previousDateLabel === null
          ? t('report-summary-no-previous')
          : headline.change === null
            ? ''
            : `${t('report-summary-change')
                .replace('{{change}}', formatChange(headline.change))
                .replace('{{date}}', headline.previousDateLabel)} – ${t(
                headline.meaningful === true
                  ? 'report-summary-change-meaningful'
                  : 'report-summary-change-not-meaningful',
              )}`,
      ]
        .filter((line) => line !== '')
        .join('\n')
    : t('report-summary-nothing');
  const boxes: [string, string][] = [
    [t('report-summary-engagement'), engagement],
    ...(participation
      ? ([
          [
            t('report-summary-participation'),
            t('report-summary-participation-counts')
              .replace(
                '{{rate}}',
                participation.completion === null ? '–' : formatPercent(participation.completion, language),
              )
              .replace('{{respondents}}', formatNumber(participation.respondent_count, language))
              .replace('{{headcount}}', formatNumber(participation.headcount, language)),
          ],
        ] as [string, string][])
      : []),
    [t('report-summary-strongest'), list(summary.strongest)],
    [t('report-summary-weakest'), list(summary.weakest)],
    [
      t('report-summary-changes'),
      !summary.hasPreviousDate
        ? t('report-summary-no-previous')
        : summary.changes.length === 0
          ? t('report-summary-no-changes')
          : summary.changes.map((c, n) => `${n + 1}. ${c.name}: ${formatChange(c.change ?? 0)}`).join('\n'),
    ],
    [
      t('report-summary-priorities'),
      summary.priorities.length === 0
        ? t('report-summary-no-priorities')
        : summary.priorities
            .map(
              (p, n) =>
                `${n + 1}. ${p.name}: ${p.score === null ? t('chart-withheld-short') : formatPercent(p.score, language)}`,
            )
            .join('\n'),
    ],
  ];
  boxes.forEach(([heading, body], i) => {
    const x = 0.5 + (i % 3) * 4.15;
    const y = 1.2 + Math.floor(i / 3) * 3;
    slide.addText(
      [
        { text: heading, options: { bold: true, fontSize: 14, breakLine: true } },
        { text: body, options: { fontSize: 12 } },
      ],
      { x, y, w: 3.95, h: 2.8, valign: 'top', color: TEXT, line: { color: 'D5D9E0', width: 0.75 } },
    );
  });
}

/** A change as the charts write it: "▲ 3", "▼ 2", "0". */
function formatChange(change: number): string {
  if (change > 0) return `▲ ${change}`;
  if (change < 0) return `▼ ${-change}`;
  return '0';
}

/** An impact (a correlation) with two decimals, as the key-drivers chart writes it (its formatImpact). */
function impactText(impact: number, language: string): string {
  const text = Math.abs(impact).toFixed(2);
  return `${impact < 0 ? '−' : ''}${language === 'hu' ? text.replace('.', ',') : text}`;
}
