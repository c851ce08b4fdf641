import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import {
  insertDemography,
  insertWorkerGroup,
  insertProviderDate,
} from '../demographies/survey-config.fixtures';
import { uploadCollectorsXlsx } from './collectors.fixtures';

const { t, world: w } = await bootTenantsApp();

async function setup() {
  const { date, office } = await insertProviderDate(t, w.accountA.id, [
    ['460001', 'Web Link 1'],
    ['460002', 'Email'],
  ]);
  // a name that would run as a formula if written raw (docs/security.md "Downloads")
  const risky = await insertWorkerGroup(t, w.accountA.id, `=HYPERLINK("http://x/${date.id}")`);
  const site = await insertDemography(t, w.accountA.id, date.id, {
    name: 'Site',
    type: 'collector',
    answers: ['North', 'South'],
  });
  await insertDemography(t, w.accountA.id, date.id, { name: 'Age', type: 'survey' });
  return { date, office, risky, site };
}

async function ticket(dateId: number, token = w.tokens.admin) {
  const res = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    payload: { resource: 'collectors-xlsx', id: dateId },
    token,
  });
  return res.json().ticket as string;
}

async function download(dateId: number, t1: string) {
  return t.call({ method: 'GET', url: `/api/survey-dates/${dateId}/collectors-xlsx?t=${t1}` });
}

async function load(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

async function upload(dateId: number, workbook: ExcelJS.Workbook) {
  return uploadCollectorsXlsx(t, dateId, Buffer.from(await workbook.xlsx.writeBuffer()), w.tokens.admin);
}

describe('collectors sample xlsx (spec 2 §7)', () => {
  it('is pre-filled with the provider collectors, worker groups and collector demographies', async () => {
    const { date, office, risky } = await setup();
    const res = await download(date.id, await ticket(date.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = await load(res.rawPayload);
    const sheet = workbook.getWorksheet('Collectors');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Gyűjtő azonosító',
      'Munkavállalói csoport',
      'Létszám',
      'Site',
    ]);
    expect(sheet?.getCell('A2').value).toBe('460001');
    expect(sheet?.getCell('B2').value).toBe(office.name);
    expect(sheet?.getCell('A3').value).toBe('460002');
    const lists = workbook.getWorksheet('Lists');
    const groups = lists?.getColumn(1).values;
    // the risky name is neutralised with a leading apostrophe
    expect(groups).toContain(`'${risky.name}`);
    expect(groups).not.toContain(risky.name);
    expect([lists?.getCell('B2').value, lists?.getCell('B3').value]).toEqual(['North', 'South']);
  });

  it('round-trips: a filled-in sample uploads into collectors, and the next sample shows them', async () => {
    const { date, office, risky, site } = await setup();
    const workbook = await load((await download(date.id, await ticket(date.id))).rawPayload);
    const sheet = workbook.getWorksheet('Collectors') as ExcelJS.Worksheet;
    sheet.getCell('C2').value = 12;
    sheet.getCell('D2').value = 'North';
    sheet.getCell('B3').value = `'${risky.name}`;
    sheet.getCell('C3').value = 7;
    sheet.getCell('D3').value = 'south';
    const res = await upload(date.id, workbook);
    expect(res.statusCode).toBe(200);
    expect(res.json().collectors).toEqual([
      expect.objectContaining({
        sm_collector_id: '460001',
        worker_group_id: office.id,
        headcount: 12,
        demographies: [{ demography_id: site.id, demography_answer_id: site.answers[0]?.id }],
      }),
      expect.objectContaining({
        sm_collector_id: '460002',
        worker_group_id: risky.id,
        headcount: 7,
        demographies: [{ demography_id: site.id, demography_answer_id: site.answers[1]?.id }],
      }),
    ]);
    const again = await load((await download(date.id, await ticket(date.id))).rawPayload);
    const row3 = again.getWorksheet('Collectors')?.getRow(3).values;
    expect(row3).toEqual([undefined, '460002', `'${risky.name}`, 7, 'South']);
  });

  it('names the cell of an unknown collector id or worker group and stores nothing (spec 2 §8)', async () => {
    const { date, office } = await setup();
    await t.call({
      method: 'PUT',
      url: `/api/survey-dates/${date.id}/collectors`,
      payload: {
        collectors: [
          { sm_collector_id: '460001', worker_group_id: office.id, headcount: 3, demographies: [] },
        ],
      },
      token: w.tokens.admin,
    });
    const before = (
      await t.call({ method: 'GET', url: `/api/survey-dates/${date.id}/collectors`, token: w.tokens.admin })
    ).json();
    const cases: [string, string, string, number][] = [
      ['A3', '999999', 'cant-find-collector-id', 422],
      ['B2', 'Nowhere', 'cant-find-worker-group', 422],
      ['C2', 'many', 'validation-failed', 400],
      ['D3', 'East', 'validation-failed', 400],
    ];
    for (const [cell, value, code, status] of cases) {
      const workbook = await load((await download(date.id, await ticket(date.id))).rawPayload);
      const sheet = workbook.getWorksheet('Collectors') as ExcelJS.Worksheet;
      sheet.getCell('C2').value = 1;
      sheet.getCell('C3').value = 2;
      sheet.getCell(cell).value = value;
      const res = await upload(date.id, workbook);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status,
        body: { error: { code, cell } },
      });
    }
    const after = (
      await t.call({ method: 'GET', url: `/api/survey-dates/${date.id}/collectors`, token: w.tokens.admin })
    ).json();
    expect(after).toEqual(before);
  });

  it('refuses a file that is not an xlsx', async () => {
    const { date } = await setup();
    const res = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/collectors-xlsx`,
      payload: { file: `data:text/plain;base64,${Buffer.from('id,group').toString('base64')}` },
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ error: { code: 'invalid-file' } });
    const notDataUrl = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/collectors-xlsx`,
      payload: { file: 'abc' },
      token: w.tokens.admin,
    });
    expect(notDataUrl.json().error.code).toBe('validation-failed');
  });

  it('opens once per ticket, not after expiry, and never for a user (spec 2 §7)', async () => {
    const { date } = await setup();
    const once = await ticket(date.id);
    expect((await download(date.id, once)).statusCode).toBe(200);
    expect((await download(date.id, once)).json()).toEqual({ error: { code: 'download-ticket-invalid' } });
    const late = await ticket(date.id);
    t.clock.advance(61_000);
    expect((await download(date.id, late)).json()).toEqual({ error: { code: 'download-ticket-invalid' } });
    const forUser = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      payload: { resource: 'collectors-xlsx', id: date.id },
      token: w.tokens.userA,
    });
    expect(forUser.statusCode).toBeGreaterThanOrEqual(403);
  });
});
