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

async function dataSheet(response: GraphResponse, type: 'heatmap' | 'total') {
  const request: GraphDataRequest =
    type === 'heatmap'
      ? { type, query: { survey_dates: [1], main_dimension_demography_id: 2, filters: [] } }
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
    expect(engagement.getCell(4).value).toBeNull();
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
