import type { GraphDataRequest } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './app';

/**
 * Downloads a graph's xlsx export as the caller of `token` would (a download ticket for the survey date, then the
 * form post a browser sends) and opens the workbook.
 */
export async function downloadGraphExport(
  t: TestApp,
  token: string,
  surveyDateId: number,
  data: { title: string; request: GraphDataRequest },
): Promise<ExcelJS.Workbook> {
  const ticket = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    token,
    payload: { resource: 'graph-excel-export', id: surveyDateId },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const res = await t.call({
    method: 'POST',
    url: `/api/graph/excel-export?t=${ticket.json().ticket}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}
