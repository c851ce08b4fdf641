import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';
import { MAX_DOCUMENT_BYTES } from '@pulzus/core';

const { t, world: w } = await bootTenantsApp();
let xlsx: Buffer;

beforeAll(async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet').addRow(['a', 1]);
  xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;

function upload(dateId: number, fileName: string, bytes: Buffer, token = w.tokens.admin, type?: string) {
  return t.call({
    method: 'POST',
    url: `/api/survey-dates/${dateId}/documents`,
    payload: { name: 'Report', file_name: fileName, file: dataUrl(bytes, type) },
    token,
  });
}

const list = (dateId: number, token = w.tokens.admin) =>
  t.call({ method: 'GET', url: `/api/survey-dates/${dateId}/documents`, token });

async function downloadToken(documentId: number, token = w.tokens.admin) {
  return t.call({ method: 'POST', url: `/api/documents/${documentId}/download`, payload: {}, token });
}

describe('document upload (spec 2 §3, §5)', () => {
  it('stores PDF, Office, image and text files and lists them newest first', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const files: [string, Buffer][] = [
      ['Éves jelentés.pdf', PDF],
      ['data.xlsx', xlsx],
      ['logo.png', PNG],
      ['notes.txt', Buffer.from('Őszi jegyzetek\r\n', 'latin1')],
    ];
    for (const [name, bytes] of files) {
      t.clock.advance(1000);
      expect((await upload(date.id, name, bytes)).json()).toEqual({ status: 'ok', id: expect.any(Number) });
    }
    const { documents } = (await list(date.id)).json();
    expect(documents.map((d: { file_name: string }) => d.file_name)).toEqual([
      'notes.txt',
      'logo.png',
      'data.xlsx',
      'Éves jelentés.pdf',
    ]);
    expect(documents[3]).toEqual({
      id: expect.any(Number),
      name: 'Report',
      original_filename: 'Éves jelentés.pdf',
      file_name: 'Éves jelentés.pdf',
      upload_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('checks the content, not the name or the declared type (unsupported-media-type)', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const cases: [string, Buffer][] = [
      ['report.pdf', PNG],
      ['photo.png', PDF],
      ['sheet.docx', xlsx],
      ['program.pdf', Buffer.from('MZ\x90\x00binary')],
      ['notes.txt', Buffer.from([0x41, 0x00, 0x42])],
      ['notes.txt', PDF],
      ['script.exe', Buffer.from('MZ')],
      ['page.html', Buffer.from('<script>alert(1)</script>')],
      ['empty.pdf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(date.id, name, bytes, w.tokens.admin, 'application/pdf');
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 415,
        body: { error: { code: 'unsupported-media-type' } },
      });
    }
    expect((await list(date.id)).json().documents).toEqual([]);
  });

  it('requires a name, a file name and a data URL (spec 2 §5)', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const url = `/api/survey-dates/${date.id}/documents`;
    for (const payload of [
      { name: '', file_name: 'a.pdf', file: dataUrl(PDF) },
      { name: 'x', file_name: ' ', file: dataUrl(PDF) },
      { name: 'x', file_name: 'a.pdf', file: 'not a data url' },
    ]) {
      expect((await t.call({ method: 'POST', url, payload, token: w.tokens.admin })).statusCode).toBe(400);
    }
  });

  it('accepts a file above the 1 MB default body limit on the upload route only', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    expect((await upload(date.id, 'big.pdf', big)).statusCode).toBe(200);
    const collectors = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/collectors-xlsx`,
      payload: { file: dataUrl(big) },
      token: w.tokens.admin,
    });
    expect(collectors.json()).toEqual({ error: { code: 'payload-too-large' } });
  });

  it('refuses a document over 25 MB with payload-too-large, by decoded size and by body size', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const over = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length, 0x20)]);
    const res = await upload(date.id, 'huge.pdf', over);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 413,
      body: { error: { code: 'payload-too-large' } },
    });
    const far = await upload(date.id, 'huge.pdf', Buffer.concat([over, Buffer.alloc(2 * 1024 * 1024)]));
    expect({ status: far.statusCode, body: far.json() }).toEqual({
      status: 413,
      body: { error: { code: 'payload-too-large' } },
    });
    expect((await list(date.id)).json().documents).toEqual([]);
  });

  it("is for admins, on their session account's dates", async () => {
    const date = await insertSurveyDate(t, w.accountA.id, { published: true });
    expect((await upload(date.id, 'a.pdf', PDF, w.tokens.userA)).statusCode).toBe(403);
    expect((await upload(date.id, 'a.pdf', PDF, w.tokens.adminB)).json()).toEqual({
      error: { code: 'not-found' },
    });
  });
});

describe('document list and delete (spec 2 §2, §6)', () => {
  it('shows users the documents of published dates only', async () => {
    const hidden = await insertSurveyDate(t, w.accountA.id);
    const published = await insertSurveyDate(t, w.accountA.id, { published: true });
    await upload(hidden.id, 'a.pdf', PDF);
    await upload(published.id, 'b.pdf', PDF);
    expect((await list(hidden.id, w.tokens.userA)).statusCode).toBe(404);
    expect((await list(published.id, w.tokens.demoA)).json().documents).toHaveLength(1);
    expect((await list(published.id, w.tokens.userB)).statusCode).toBe(404);
  });

  it('deletes a document of the session account only', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const { id } = (await upload(date.id, 'a.pdf', PDF)).json();
    expect(
      (await t.call({ method: 'DELETE', url: `/api/documents/${id}`, token: w.tokens.adminB })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/documents/${id}`, token: w.tokens.userA })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/documents/${id}`, token: w.tokens.admin })).json(),
    ).toEqual({ status: 'ok' });
    expect((await list(date.id)).json().documents).toEqual([]);
  });
});

describe('document download (spec 2 §7)', () => {
  it('opens the file once through a single-use token, as an attachment with a safe name', async () => {
    const date = await insertSurveyDate(t, w.accountA.id, { published: true });
    const { id } = (await upload(date.id, 'Éves "jelentés"\r\nX-Evil: 1.pdf', PDF)).json();
    const { token } = (await downloadToken(id, w.tokens.userA)).json();
    const res = await t.call({ method: 'GET', url: `/api/documents/download/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Eves _jelentes_X-Evil: 1.pdf"; filename*=UTF-8''%C3%89ves%20%22jelent%C3%A9s%22X-Evil%3A%201.pdf`,
    );
    const again = await t.call({ method: 'GET', url: `/api/documents/download/${token}` });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 403,
      body: { error: { code: 'download-ticket-invalid' } },
    });
  });

  it('refuses an expired token, a made-up one and a session token', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const { id } = (await upload(date.id, 'a.pdf', PDF)).json();
    const { token } = (await downloadToken(id)).json();
    t.clock.advance(61_000);
    // a session token is three dot-separated parts (a real one is longer than the router's path parameter limit)
    for (const bad of [token, 'x'.repeat(43), `${token}.${token}.${token}`.slice(0, 90)]) {
      const res = await t.call({ method: 'GET', url: `/api/documents/download/${bad}` });
      expect(res.json()).toEqual({ error: { code: 'download-ticket-invalid' } });
    }
  });

  it("gives users no token for unpublished dates' documents, and other tenants none at all", async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const { id } = (await upload(date.id, 'a.pdf', PDF)).json();
    expect((await downloadToken(id, w.tokens.userA)).json()).toEqual({ error: { code: 'not-found' } });
    expect((await downloadToken(id, w.tokens.userB)).json()).toEqual({ error: { code: 'not-found' } });
    expect((await downloadToken(id)).statusCode).toBe(200);
  });

  it('stops a token once the date is unpublished before it is used (spec 2 §6)', async () => {
    const date = await insertSurveyDate(t, w.accountA.id, { published: true });
    const { id } = (await upload(date.id, 'a.pdf', PDF)).json();
    const { token } = (await downloadToken(id, w.tokens.userA)).json();
    await t.database.db
      .updateTable('survey_dates')
      .set({ enabled_for_users: false })
      .where('id', '=', date.id)
      .execute();
    expect((await t.call({ method: 'GET', url: `/api/documents/download/${token}` })).statusCode).toBe(404);
  });
});
