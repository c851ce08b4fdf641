import {
  formatNumber,
  formatPercent,
  formatSurveyDate,
  type GraphResponse,
  type GraphSlug,
  graphDefinition,
  graphNotices,
  isChartGraphSlug,
  participationTables,
  type ReportData,
  seriesMinimum,
  WITHHELD_REASON_KEYS,
  withheldReasonAt,
} from '@pulzus/core';
import PptxGenJS from 'pptxgenjs';

const WIDE = { w: 13.33, h: 7.5 };
const TEXT = '1F2430';
const MUTED = '5B6272';
/** Rows of a numbers table per slide; a longer table goes on to the next slide, its header repeated. */
const ROWS_PER_SLIDE = 14;

type Cell = { text: string; options?: { bold?: boolean; color?: string; align?: 'left' | 'right' } };

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
        text: value === null ? (hidden ? withheld(s, i) : '–') : formatPercent(value, language),
        options: { align: 'right' as const, ...(hidden ? { color: MUTED } : {}) },
      };
    }),
  ]);
  return [header, ...rows];
}

/** Whether a graph can be a native chart: a bar or column graph with every value there. */
function nativeChartable(slug: string, response: GraphResponse): boolean {
  if (!isChartGraphSlug(slug)) return false;
  const kind = graphDefinition(slug).chart;
  return (
    (kind === 'bar' || kind === 'column') &&
    response.graph_meta.categories.length <= ROWS_PER_SLIDE &&
    response.graph_data.every((s) => s.data.every((v) => v !== null))
  );
}

/**
 * The report as slides (docs/reports.md): a title slide, the participation table, and one slide per
 * graph with its title, what the query chose, its explanation and its numbers — as a native chart
 * beside the table when every value is there, as the table alone otherwise (a long table continues on
 * the next slide).
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
    ].join('\n'),
    { x: 0.7, y: 3.8, w: 12, h: 1.5, fontSize: 16, color: TEXT, valign: 'top' },
  );
  if (data.participation) participationSlide(pptx, data, t);
  for (const graph of data.graphs) {
    const slide = pptx.addSlide();
    slide.addText(graph.title, {
      x: 0.5,
      y: 0.3,
      w: WIDE.w - 1,
      h: 0.6,
      fontSize: 24,
      bold: true,
      color: TEXT,
    });
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
    const rows = graphTableRows(graph.response, language, graph.slug, t);
    const chart = nativeChartable(graph.slug, graph.response);
    if (chart && isChartGraphSlug(graph.slug)) {
      slide.addChart(
        pptx.ChartType.bar,
        graph.response.graph_data.map((s) => ({
          name: s.name,
          labels: graph.response.graph_meta.categories,
          values: s.data.map((v) => v ?? 0),
        })),
        {
          x: 0.5,
          y: 1.8,
          w: 7,
          h: 5.3,
          barDir: graphDefinition(graph.slug).chart === 'bar' ? 'bar' : 'col',
          showLegend: graph.response.graph_data.length > 1,
          legendPos: 'b',
          catAxisLabelFontSize: 9,
          valAxisLabelFontSize: 9,
        },
      );
    }
    slide.addTable(rows, {
      x: chart ? 7.8 : 0.5,
      y: 1.8,
      w: chart ? 5 : WIDE.w - 1,
      fontSize: 9,
      color: TEXT,
      border: { type: 'solid', pt: 0.5, color: 'D5D9E0' },
      autoPage: true,
      autoPageRepeatHeader: true,
      autoPageHeaderRows: 1,
      autoPageSlideStartY: 0.6,
      rowH: 0.3,
    });
  }
  const out = await pptx.write({ outputType: 'nodebuffer' });
  return out as Buffer;
}

/** The participation table's slide: a row per unit of each worker group and each group's total, as the page shows them. */
function participationSlide(pptx: PptxGenJS, data: ReportData, t: (key: string) => string): void {
  const participation = data.participation;
  if (!participation) return;
  const language = data.language;
  const slide = pptx.addSlide();
  slide.addText(t('participation-rate-title'), {
    x: 0.5,
    y: 0.3,
    w: WIDE.w - 1,
    h: 0.6,
    fontSize: 24,
    bold: true,
    color: TEXT,
  });
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
  slide.addTable(rows, {
    x: 0.5,
    y: 1.1,
    w: WIDE.w - 1,
    fontSize: 9,
    color: TEXT,
    border: { type: 'solid', pt: 0.5, color: 'D5D9E0' },
    autoPage: true,
    autoPageRepeatHeader: true,
    autoPageHeaderRows: 1,
    autoPageSlideStartY: 0.6,
    rowH: 0.28,
  });
}
