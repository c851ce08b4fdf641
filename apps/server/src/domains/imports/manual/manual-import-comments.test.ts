import { describe, expect, it } from 'vitest';
import {
  csvOf,
  EXPORT_CODES,
  expectedAnswers,
  exportRows,
  Q,
  RESPONDENTS,
  templateRows,
  uploadTo,
  xlsxOf,
  bootExportTenant,
} from './manual-import.fixtures';

// docs/import.md "Comments": open-ended answers and "other, please specify" texts, read from both layouts and
// stored beside the answers, re-imported exactly like them (the file is the truth for its respondents, all or nothing).

const { t, tenant } = await bootExportTenant();
const IMPORT = '/api/data-import/manual-import';

const upload = (bytes: Uint8Array, name = 'export.xlsx') =>
  uploadTo(t, IMPORT, bytes, tenant.tokens.admin, name);

async function storedTexts(): Promise<Record<string, unknown>> {
  const rows = await t.database.db
    .selectFrom('responses')
    .select(['sm_response_id', 'texts'])
    .where('survey_date_id', '=', tenant.date.id)
    .orderBy('sm_response_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.sm_response_id, row.texts]));
}

/** What the fixtures' respondents write: respondent 1 an open answer, 4 "other" (Pécs) and an open answer. */
const EXPECTED = {
  '114000000001': { [Q.open]: 'Több rugalmasság' },
  '114000000002': {},
  '114000000003': {},
  '114000000004': { [`${Q.site}:other`]: 'Pécs', [Q.open]: 'Jó így' },
  '114000000006': {},
};

/** Our template with the two text columns: the open question's id and the site question's `:other`. */
function templateWithTexts(
  comment: (id: string) => string = (id) =>
    (EXPECTED as Record<string, Record<string, string>>)[id]?.[Q.open] ?? '',
) {
  const [head, ...rows] = templateRows();
  return [
    [...head!, Q.open, `${Q.site}:other`],
    ...rows.map((row) => {
      const id = String(row[1]);
      return [...row, comment(id), id === '114000000004' ? 'Pécs' : ''];
    }),
  ];
}

describe('manual import of comments (docs/import.md "Comments")', () => {
  it('SurveyMonkey\'s export: the open-ended column and the "other" column are stored per response, empty cells are no comment', async () => {
    expect((await upload(await xlsxOf(exportRows()))).json()).toMatchObject({ status: 'ok' });
    expect(await storedTexts()).toEqual(EXPECTED);
  });

  it('our template with text columns stores the same, and importing either again changes nothing', async () => {
    expect((await upload(await xlsxOf(templateWithTexts()))).json()).toMatchObject({ status: 'ok' });
    expect(await storedTexts()).toEqual(EXPECTED);
    expect((await upload(csvOf(exportRows()), 'export.csv')).json()).toMatchObject({ status: 'ok' });
    expect(await storedTexts()).toEqual(EXPECTED);
  });

  it('a changed comment is replaced on re-import; an import with one invalid row changes no comment (all or nothing)', async () => {
    const changed = (id: string) => (id === '114000000001' ? 'Még több rugalmasság' : '');
    const rows = templateWithTexts(changed);
    const broken = rows.map((row, i) => (i === 2 ? row.map((cell, c) => (c === 2 ? 9 : cell)) : row));
    const refused = await upload(await xlsxOf(broken));
    expect(refused.statusCode).toBe(422);
    expect(await storedTexts()).toEqual(EXPECTED);
    expect((await upload(await xlsxOf(rows))).json()).toMatchObject({ status: 'ok' });
    const texts = await storedTexts();
    expect(texts['114000000001']).toEqual({ [Q.open]: 'Még több rugalmasság' });
    expect(texts['114000000004']).toEqual({ [`${Q.site}:other`]: 'Pécs' });
    // the answers are the file's too
    const answers = await t.database.db
      .selectFrom('responses')
      .select(['sm_response_id', 'answers'])
      .where('sm_response_id', '=', '114000000001')
      .executeTakeFirstOrThrow();
    expect(answers.answers).toEqual(expectedAnswers(RESPONDENTS[0]!));
    expect(EXPORT_CODES).toHaveLength(6);
  });
});
