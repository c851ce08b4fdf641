import {
  driverPoints,
  formatSurveyDate,
  type GraphDataRequest,
  graphDefinition,
  type GraphMeta,
  type GraphResponse,
  type GraphSeries,
  graphNotices,
  type MessageKey,
  seriesMinimum,
  translate,
  WITHHELD_REASON_KEYS,
  withheldReasonAt,
} from '@pulzus/core';
import type { SurveyCube } from '@pulzus/core/analytics';
import ExcelJS from 'exceljs';
import { requestFilters } from './graph-filter-policy';
import { safeText, sheetName } from '../../services/sheet-text';
import { DataNames } from '../translations/translations.service';

/** What the graph export writes: the numbers computed on the server and the settings behind them. */
export interface GraphWorkbook {
  title: string;
  language: string;
  request: GraphDataRequest;
  response: GraphResponse;
  cubes: readonly SurveyCube[];
  /** The minimum group size the numbers were withheld with. */
  k: number;
  /** The account's texts of data names in `language` for the settings sheet (docs/i18n.md "Data names"). */
  dataNames?: DataNames;
}

type Row = [string, string | number | boolean | null];

function demographyName(cubes: readonly SurveyCube[], id: number, names: DataNames): string | null {
  for (const cube of cubes) {
    const i = cube.demographyIndexById.get(id);
    const name = i === undefined ? undefined : cube.demographies[i]?.name;
    if (name !== undefined) return names.of('demography', name);
  }
  return null;
}

/** The request settings in words: graph, dates, demography, topic, switches and every filter (spec 2 §7). */
function settingRows(book: GraphWorkbook): Row[] {
  const t = (key: string) => translate(book.language, key as MessageKey);
  const { request, cubes } = book;
  const names = book.dataNames ?? new DataNames();
  const named = (kind: Parameters<DataNames['of']>[0], name: string | undefined) =>
    name === undefined ? undefined : names.of(kind, name);
  const q = request.query as Record<string, unknown>;
  const rows: Row[] = [[t(`graph-title-${request.type}`), request.type]];
  const dates = [...cubes].sort((a, b) => (a.date < b.date ? -1 : 1));
  rows.push([
    t('graph-sidebar-survey-dates'),
    dates.map((c) => formatSurveyDate(c.date, book.language)).join(', '),
  ]);
  const demography = (q.demography_id ?? q.main_dimension_demography_id) as number | undefined;
  if (demography !== undefined)
    rows.push([t('graph-sidebar-demography'), demographyName(cubes, demography, names)]);
  if (typeof q.hide_no_answers === 'boolean')
    rows.push([t('graph-sidebar-hide-no-answers'), q.hide_no_answers]);
  if (typeof q.question_group_id === 'number') {
    const cube = cubes.find((c) => c.topicIndexById.has(q.question_group_id as number));
    rows.push([
      t('graph-sidebar-topic'),
      named('topic', cube?.topics[cube.topicIndexById.get(q.question_group_id)!]?.name) ?? null,
    ]);
  }
  if (typeof q.show_satisfaction_index === 'boolean')
    rows.push([t('graph-sidebar-show-satisfaction-index'), q.show_satisfaction_index]);
  const groupName = (id: number) =>
    named('worker-group', cubes.flatMap((c) => c.workerGroups).find((g) => g.id === id)?.name) ?? String(id);
  for (const filter of requestFilters(request)) {
    if (filter.type === 'worker_group' && filter.worker_group_ids.length > 0) {
      rows.push([t('graph-sidebar-worker-group'), filter.worker_group_ids.map(groupName).join(', ')]);
    } else if (filter.type === 'demography' && filter.demography_answer_ids.length > 0) {
      const answers = cubes.flatMap((c) => c.demographies.flatMap((d) => d.answers));
      const answerNames = filter.demography_answer_ids.map(
        (id) => named('demography-answer', answers.find((a) => a.id === id)?.name) ?? String(id),
      );
      rows.push([
        t('graph-sidebar-demography-filters'),
        `${demographyName(cubes, filter.demography_id, names)}: ${answerNames.join(', ')}`,
      ]);
    } else if (filter.type === 'answer') {
      for (const qf of filter.question_filters) {
        const cube = cubes.find((c) => c.itemIndexByQuestionId.has(qf.question_id));
        const item = cube?.items[cube.itemIndexByQuestionId.get(qf.question_id)!];
        rows.push([
          t('graph-sidebar-question-filters'),
          `${named('question', item?.name) ?? qf.question_id}: ${qf.answers.join(', ')}`,
        ]);
      }
    }
  }
  rows.push(['k', book.k]);
  rows.push(['request', JSON.stringify(request)]);
  return rows;
}

/**
 * The respondent count, or in words why it is withheld (docs/privacy.md "Rule 1"): "fewer than k" for a
 * population of 0..k-1, "hidden for privacy" for one another rule withholds; never an empty cell, which
 * would read as zero.
 */
function workerCountCell(meta: GraphMeta, language: string, k: number): number | string | null {
  if (meta.worker_count !== null) return meta.worker_count;
  const text =
    meta.worker_count_hidden === 'fewer-than-k'
      ? translate(language, 'graph-worker-count-fewer-than-k', { k: meta.min_group_size ?? k })
      : translate(language, 'graph-worker-count-hidden');
  return safeText(text);
}

/** `#rrggbb` mixed with white: `share` 0 is white, 1 the colour (the heatmap's cell colours). */
function mixWithWhite(hex: string, share: number): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(255 + (c - 255) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `FF${channel(1)}${channel(3)}${channel(5)}`.toUpperCase();
}

/**
 * The fill of a heatmap cell, as the widget colours it (docs/graphs.md "Heatmap"): red below the
 * company's value in its column, green above, full strength 20 points away; none at the company value.
 */
export function heatmapFill(difference: number): string | null {
  if (difference === 0) return null;
  const share = Math.min(1, Math.abs(difference) / 20) * 0.55;
  return mixWithWhite(difference < 0 ? '#d0574f' : '#2f8f5b', share);
}

/**
 * Why value `c` of series `s` is withheld, in words (docs/privacy.md "Reasons"): its reason with the k it names, or
 * "hidden for privacy" from an answer without reasons; null where it is not withheld (a value, or not asked).
 */
function withheldWords(book: GraphWorkbook, s: number, c: number): string | null {
  const series = book.response.graph_data[s];
  if (!series || (series.data[c] ?? null) !== null || series.withheld?.[c] !== true) return null;
  const reason = withheldReasonAt(series, c);
  if (reason === null) return translate(book.language, 'chart-withheld');
  const k = seriesMinimum(book.request.type, s, book.response.graph_meta.min_group_size ?? book.k);
  return translate(book.language, WITHHELD_REASON_KEYS[reason], { k });
}

/**
 * The key drivers' rows (docs/graphs.md "Key drivers"): each topic and item with its topic, score,
 * impact and quadrant, as the widget's table lists them; a withheld value is an empty cell and its
 * quadrant says why it is not drawn (the reason of its impact, or of its score).
 */
function writeDriverRows(sheet: ExcelJS.Worksheet, book: GraphWorkbook, t: (key: string) => string) {
  const response = book.response;
  const [score, impact] = response.graph_data;
  sheet.addRow([
    safeText(t('chart-category')),
    safeText(t('drivers-topic')),
    safeText(score?.name ?? ''),
    safeText(impact?.name ?? ''),
    safeText(t('drivers-quadrant')),
  ]).font = { bold: true };
  for (const point of driverPoints(response)) {
    const quadrant = point.quadrant
      ? t(`drivers-${point.quadrant}`)
      : point.withheld
        ? (withheldWords(book, 1, point.index) ?? withheldWords(book, 0, point.index) ?? t('chart-withheld'))
        : t('drivers-no-variation');
    sheet.addRow([
      safeText(point.name),
      safeText(point.topicName),
      point.score,
      point.impact,
      safeText(quadrant),
    ]).font = { bold: point.parent === null };
  }
}

/**
 * The graph export xlsx (spec 2 §7): a data sheet with the title, one row per category and one column per
 * series (a withheld value's cell says why, docs/privacy.md "Reasons"), the respondent count (or why it is
 * withheld) and the warnings; a
 * settings sheet with the request. Every text cell is neutralised against formula injection.
 */
export async function writeGraphXlsx(book: GraphWorkbook): Promise<Buffer> {
  const t = (key: string) => translate(book.language, key as MessageKey);
  const { graph_data, graph_meta, warnings } = book.response;
  const chart = graphDefinition(book.request.type).chart;
  const heatmap = chart === 'matrix';
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  const data = workbook.addWorksheet(sheetName('Data', taken));
  data.addRow([safeText(book.title)]).font = { bold: true, size: 14 };
  // the key drivers are one row per point with its topic and quadrant, not one column per series
  if (chart === 'quadrant') writeDriverRows(data, book, t);
  // a later date's series is followed by its change since the previous date (docs/graphs.md "Change since the
  // previous date"), drawn grey where it is too small to mean anything or cannot be judged, as on screen
  const seriesName = (s: GraphSeries) => (s.stack ? `${s.name} (${s.stack})` : s.name);
  const header = [
    null,
    ...graph_data.flatMap((s) =>
      s.change
        ? [safeText(seriesName(s)), safeText(`${t('trend-chart-change')} (${seriesName(s)})`)]
        : [safeText(seriesName(s))],
    ),
  ];
  if (graph_meta.counts) header.push(safeText(t('graph-worker-count')));
  if (chart !== 'quadrant') data.addRow(header).font = { bold: true };
  const categories = chart === 'quadrant' ? [] : graph_meta.categories;
  categories.forEach((category, i) => {
    // a withheld value's cell says why (docs/privacy.md "Reasons"); a value not asked stays empty
    const cellOf = (s: GraphSeries, j: number) => s.data[i] ?? withheldWords(book, j, i);
    const values: (string | number | null)[] = [
      safeText(category),
      ...graph_data.flatMap((s, j) => (s.change ? [cellOf(s, j), s.change[i] ?? null] : [cellOf(s, j)])),
    ];
    if (graph_meta.counts) values.push(graph_meta.counts[i] ?? null);
    const row = data.addRow(values);
    let column = 2;
    for (const series of graph_data) {
      column++;
      if (!series.change) continue;
      if (series.change[i] != null && series.change_meaningful?.[i] !== true)
        row.getCell(column).font = { color: { argb: 'FF8A8A8A' }, italic: true };
      column++;
    }
    // a heatmap's groups are coloured against the company (its first series), as on screen
    const company = graph_data[0]?.data[i] ?? null;
    if (heatmap && company !== null) {
      graph_data.forEach((series, s) => {
        const value = series.data[i] ?? null;
        const fill = s === 0 || value === null ? null : heatmapFill(value - company);
        if (fill) row.getCell(s + 2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
      });
    }
  });
  data.addRow([]);
  data.addRow([safeText(t('graph-worker-count')), workerCountCell(graph_meta, book.language, book.k)]);
  // the warnings, with one line per reason values are withheld in place of the privacy warnings (as on screen)
  for (const notice of graphNotices(book.response, warnings, book.request.type))
    data.addRow([
      safeText(
        notice.kind === 'warning' ? t(notice.key) : translate(book.language, notice.key, { k: notice.k }),
      ),
    ]);
  data.getColumn(1).width = 48;
  const settings = workbook.addWorksheet(sheetName('Settings', taken));
  for (const [label, value] of settingRows(book)) {
    settings.addRow([safeText(label), typeof value === 'string' ? safeText(value) : value]);
  }
  settings.getColumn(1).width = 36;
  settings.getColumn(2).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
