import { zScopeImportPreview } from '@pulzus/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../../test/fixtures';
import { repeatedPart, SHEET_HEAD, SHEET_TAIL, sheetPart, xlsxOf } from '../../../test/spreadsheet-bombs';
import { seedHandCompany } from '../../graphs/graphs-company.fixtures';
import { csvOf, uploadScopes } from './scope-import.fixtures';

// The worst files an admin (or a stolen admin session) can upload get row and column errors or a 4xx, never a 500,
// and change nothing (docs/api.md "Scope import", docs/import.md "Spreadsheet limits").
const { t, world: w } = await bootTenantsApp({ MIN_GROUP_SIZE: '3' });

beforeAll(async () => {
  await seedHandCompany(t, w.accountA.id, { minGroupSize: 3 });
  // the first upload starts the parse worker thread and reads the dates' cubes: not what a test times
  await uploadScopes(t, 'e-mail,scope', { token: w.tokens.admin });
}, 120_000);

const preview = async (file: string | Uint8Array, mode: 'create' | 'update' = 'update') => {
  const res = await uploadScopes(t, file, { token: w.tokens.admin, mode });
  expect(res.statusCode, res.body).toBe(200);
  return zScopeImportPreview.parse(res.json());
};

/** Windows-1250, as Excel in a Hungarian locale saves "CSV (pontosvesszővel tagolt)": the accents of Hungarian. */
function windows1250(text: string): Uint8Array {
  const latin2: Record<string, number> = { ő: 0xf5, ű: 0xfb, Ő: 0xd5, Ű: 0xdb };
  return Uint8Array.from([...text].map((ch) => latin2[ch] ?? ch.charCodeAt(0)));
}

describe('what spreadsheet programs write is read', () => {
  it('a Hungarian Excel csv (Windows-1250, semicolons, hu headers) is read, names matched without accents or case', async () => {
    const file = windows1250(
      `E-mail-cím;Név;Látókör\r\n${w.userA.email};Kovács Anna;"telephely: debrecen, BUDAPEST"\r\n`,
    );
    const result = await preview(
      windows1250(`E-mail-cím;Név;Látókör\r\n${w.userA.email};Kovács Anna;Site: debrecen, BUDAPEST\r\n`),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows[0]?.after).toEqual({
      worker_group_ids: [],
      demographies: [{ code: 'site', answers: ['Debrecen', 'Budapest'] }],
    });
    // a dimension the account has no demography of is named in the error, decoded
    expect((await preview(file)).errors).toEqual([
      { row: 2, column: 'scope', code: 'scope-unknown-dimension', value: 'telephely' },
    ]);
  });

  it('UTF-16 text with tabs (Excel "Unicode text") and an xlsx are read as the csv is', async () => {
    const text = `\uFEFFE-mail\tScope\r\n${w.userA.email}\tworker group: Office\r\n`;
    const utf16 = new Uint8Array(Buffer.from(text, 'utf16le'));
    expect((await preview(utf16)).rows[0]?.change).not.toBeUndefined();
    const xlsx = xlsxOf(
      sheetPart([
        ['E-mail', 'Scope'],
        [w.userA.email, 'worker group: Office'],
      ]),
    );
    const rows = (await preview(new Uint8Array(xlsx))).rows;
    expect(rows.map((r) => r.email)).toEqual([w.userA.email]);
  });
});

describe('hostile cells get row and column errors', () => {
  it('cells a spreadsheet would run as formulas are refused, whichever column', async () => {
    const result = await preview(
      csvOf([
        ['e-mail', 'name', 'scope'],
        ['new-1@example.test', '=HYPERLINK("http://evil.test","x")', 'Site: Budapest'],
        ['+36301234567', 'Név', 'Site: Budapest'],
        [w.userA.email, '', '@SUM(A1:A9)'],
        [w.demoA.email, '', "'=cmd|' /C calc'!A0"],
      ]),
      'create',
    );
    expect(result.errors).toEqual([
      { row: 2, column: 'name', code: 'cell-formula' },
      { row: 3, column: 'email', code: 'cell-formula' },
      { row: 4, column: 'scope', code: 'cell-formula' },
      { row: 5, column: 'scope', code: 'cell-formula' },
    ]);
    expect(result.rows).toEqual([]);
  });

  it('10,000 rows of one address: each repeat is an error, the first 1,000 listed and all counted', async () => {
    const rows = Array.from({ length: 10_000 }, () => [w.userA.email, 'Anna', 'Site: Budapest']);
    const result = await preview(csvOf([['e-mail', 'name', 'scope'], ...rows], ';'));
    expect(result.row_count).toBe(10_000);
    expect(result.error_count).toBe(9_999);
    expect(result.errors).toHaveLength(1_000);
    expect(result.errors[0]).toEqual({ row: 3, column: 'email', code: 'email-duplicate' });
    const apply = await uploadScopes(t, csvOf([['e-mail', 'scope'], ...rows.map(([e, , s]) => [e!, s!])]), {
      token: w.tokens.admin,
      apply: true,
    });
    expect(apply.statusCode).toBe(422);
    expect(apply.json().error).toMatchObject({ code: 'scope-import-rows-invalid', error_count: 9_999 });
  });
});

describe('files that are no sheet get a 4xx', () => {
  it.each([
    ['binary bytes', new Uint8Array([0, 1, 2, 3, 255, 0, 7]), 422, 'cant-decode-file'],
    [
      'a sheet without the scope column',
      csvOf([
        ['e-mail', 'name'],
        ['a@example.test', 'A'],
      ]),
      422,
      'scope-import-missing-column',
    ],
    ['a quote left open', 'e-mail,scope\r\n"a@example.test,Site: Budapest', 422, 'cant-decode-file'],
    [
      'more rows than any account has people',
      `e-mail,scope\r\n${'a@example.test,x\r\n'.repeat(20_001)}`,
      422,
      'spreadsheet-too-many-rows',
    ],
  ] as const)('%s: %s %s', async (_name, file, status, code) => {
    const res = await uploadScopes(t, file, { token: w.tokens.admin, apply: true });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('an xlsx that inflates past the limits is refused before it is parsed', async () => {
    const bomb = xlsxOf(
      repeatedPart(
        'xl/worksheets/sheet1.xml',
        SHEET_HEAD,
        '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(1000),
        2_000,
        SHEET_TAIL,
      ),
    );
    const res = await uploadScopes(t, new Uint8Array(bomb), { token: w.tokens.admin, name: 'bomb.xlsx' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toMatch(/^spreadsheet-/);
  });

  it('a request without a file part, or a file past 8 MiB, is a 4xx', async () => {
    const none = await t.call({
      method: 'POST',
      url: '/api/users/scope-import/preview',
      token: w.tokens.admin,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('no-file-found');
    const huge = await uploadScopes(t, 'x'.repeat(9 * 1024 * 1024), { token: w.tokens.admin });
    expect(huge.statusCode).toBe(413);
    const mode = await t.call({
      method: 'POST',
      url: '/api/users/scope-import/preview?mode=everything',
      token: w.tokens.admin,
      payload: {},
    });
    expect(mode.statusCode).toBe(400);
  });
});
