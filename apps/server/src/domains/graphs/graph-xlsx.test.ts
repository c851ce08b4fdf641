import type { GraphDataRequest, GraphResponse } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { heatmapFill, writeGraphXlsx } from './graph-xlsx';

const heatmap: GraphResponse = {
  graph_data: [
    { name: 'Összesen', data: [64, 58] },
    { name: 'Budapest', data: [71, 58] },
    { name: 'Debrecen', data: [null, 40], withheld: [true, false] },
  ],
  graph_meta: {
    categories: ['Elkötelezettségi index', 'Elégedettségi index'],
    categories_colors: [null, null],
    worker_count: 40,
  },
  warnings: ['graph-warning-privacy'],
};

async function dataSheet(response: GraphResponse, type: 'heatmap' | 'total' | 'key_drivers' | 'trends') {
  const request: GraphDataRequest =
    type === 'heatmap'
      ? { type, query: { survey_dates: [1], main_dimension_demography_id: 2, filters: [] } }
      : type === 'trends'
        ? { type, query: { filters: [] } }
        : { type, query: { survey_dates: [1], filters: [] } };
  const buffer = await writeGraphXlsx({
    title: 'Hőtérkép',
    language: 'hu',
    request,
    response,
    cubes: [],
    k: 5,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book.getWorksheet('Data')!;
}

const fillOf = (cell: ExcelJS.Cell) =>
  cell.fill?.type === 'pattern' ? ((cell.fill.fgColor?.argb as string | undefined) ?? null) : null;

describe('the heatmap export (docs/graphs.md "Heatmap")', () => {
  it('colours each group against the company in its column: green above, red below, none when equal or withheld', async () => {
    const sheet = await dataSheet(heatmap, 'heatmap');
    // row 3: engagement; columns: category, company, Budapest, Debrecen
    const engagement = sheet.getRow(3);
    expect(engagement.getCell(1).value).toBe('Elkötelezettségi index');
    expect(fillOf(engagement.getCell(2))).toBeNull();
    expect(fillOf(engagement.getCell(3))).toBe(heatmapFill(7));
    expect(fillOf(engagement.getCell(4))).toBeNull();
    // an answer without reasons: the cell says "hidden for privacy"
    expect(engagement.getCell(4).value).toBe('Adatvédelmi okból rejtve');
    const satisfaction = sheet.getRow(4);
    expect(fillOf(satisfaction.getCell(3))).toBeNull();
    expect(fillOf(satisfaction.getCell(4))).toBe(heatmapFill(-18));
  });

  it('a difference is green above the company and red below, stronger further away, full at 20 points', () => {
    const channels = (argb: string | null) => ({
      red: Number.parseInt(argb!.slice(2, 4), 16),
      green: Number.parseInt(argb!.slice(4, 6), 16),
    });
    const above = channels(heatmapFill(10));
    const below = channels(heatmapFill(-10));
    expect(above.green).toBeGreaterThan(above.red);
    expect(below.red).toBeGreaterThan(below.green);
    expect(channels(heatmapFill(15)).red).toBeLessThan(above.red);
    expect(heatmapFill(40)).toBe(heatmapFill(20));
    expect(heatmapFill(0)).toBeNull();
  });

  it('other graphs are not coloured', async () => {
    const sheet = await dataSheet(heatmap, 'total');
    expect(fillOf(sheet.getRow(3).getCell(3))).toBeNull();
  });
});

describe('the key drivers export (docs/graphs.md "Key drivers")', () => {
  const drivers: GraphResponse = {
    graph_data: [
      { name: 'Eredmény', data: [38, 50, 25, 50, 50] },
      {
        name: 'Hatás az elkötelezettségre',
        data: [0.9, 0.64, 0.43, null, null],
        withheld: [false, false, false, true, true],
      },
    ],
    graph_meta: {
      categories: ['Csapat', 'T1', 'T2', 'Bér', 'P1'],
      categories_colors: ['blue', 'blue', 'blue', 'green', 'green'],
      category_parents: [null, 0, 0, null, 3],
      worker_count: 40,
    },
    warnings: ['graph-warning-privacy'],
  };

  it('one row per topic and item: its topic, score, impact and quadrant; a withheld one says so', async () => {
    const sheet = await dataSheet(drivers, 'key_drivers');
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(2)).toEqual(['Kategória', 'Témakör', 'Eredmény', 'Hatás az elkötelezettségre', 'Besorolás']);
    // items among items: median score 37.5 and median impact 0.535 divide them (T1 above both, T2 below)
    expect(row(4)).toEqual(['T1', 'Csapat', 50, 0.64, 'Erősségek']);
    expect(row(5)).toEqual(['T2', 'Csapat', 25, 0.43, 'Figyelendők']);
    expect(row(7)).toEqual(['P1', 'Bér', 50, undefined, 'Adatvédelmi okból rejtve']);
  });
});

describe('the change in the export (docs/graphs.md "Change since the previous date")', () => {
  const trends: GraphResponse = {
    graph_data: [
      { name: '2024. március', data: [50, 50, null], withheld: [false, false, true] },
      {
        name: '2025. március',
        data: [80, 55, 61],
        change: [30, 5, null],
        change_meaningful: [true, false, null],
      },
    ],
    graph_meta: {
      categories: ['Elkötelezettségi index', 'Elégedettségi index', 'Csapat'],
      categories_colors: [null, null, 'blue'],
      worker_count: 200,
    },
    warnings: ['graph-warning-privacy'],
  };

  it('a later date is followed by its change; a change too small to mean anything is grey', async () => {
    const sheet = await dataSheet(trends, 'trends');
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(2)).toEqual([undefined, '2024. március', '2025. március', 'Változás (2025. március)']);
    expect(row(3)).toEqual(['Elkötelezettségi index', 50, 80, 30]);
    expect(row(5)).toEqual(['Csapat', 'Adatvédelmi okból rejtve', 61]);
    expect(sheet.getRow(3).getCell(4).font?.color).toBeUndefined();
    expect(sheet.getRow(4).getCell(4).font?.color?.argb).toBe('FF8A8A8A');
  });
});

describe('docs/privacy.md "Reasons": the export says why each value is hidden', () => {
  const reasons: GraphResponse = {
    graph_data: [
      {
        name: '2025. március',
        data: [null, null, null, 70, null],
        withheld: [true, true, true, false, false],
        withheld_reasons: ['fewer-than-k', 'protects-smaller', 'combination', null, null],
      },
    ],
    graph_meta: {
      categories: ['Budapest', 'Debrecen', 'Szeged', 'Pécs', 'Győr'],
      categories_colors: [],
      worker_count: 120,
      min_group_size: 5,
    },
    warnings: ['graph-warning-privacy', 'graph-warning-privacy-combination'],
  };

  it('a withheld cell names its reason, a value not asked stays empty, and the notes say one line per reason', async () => {
    const sheet = await dataSheet(reasons, 'total');
    const cell = (n: number) => sheet.getRow(n).getCell(2).value;
    expect(cell(3)).toBe('Rejtve: kevesebb mint 5 fő válaszolt');
    expect(cell(4)).toBe('Rejtve egy kisebb csoport védelmében');
    expect(cell(5)).toBe('Rejtve: túl sok szűrés együtt');
    expect(cell(6)).toBe(70);
    expect(cell(7)).toBeNull();
    const texts = sheet.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(texts).toContain('Egyes értékek rejtve maradnak, mert kevesebb mint 5 fő válaszolt.');
    expect(texts.some((t) => t.startsWith('Egyes értékek egy kisebb csoport védelmében'))).toBe(true);
    expect(texts.some((t) => t.includes('Vegyen ki egy szűrést'))).toBe(true);
    // never "the minimum is not met" for a cover
    expect(texts.some((t) => t.includes('a minimális kitöltői létszám nem teljesül'))).toBe(false);
  });
});
