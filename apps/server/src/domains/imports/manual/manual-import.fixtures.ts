import ExcelJS from 'exceljs';
import { publishedResponse } from '../../../db/response-visibility.queries';
import { afterAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createLoneTenant, createSurveyDate } from '../../survey-dates/survey-dates.fixtures';
import { SURVEYMONKEY_METADATA_HEADERS } from './sheet-layout';

// A survey design with the texts of SurveyMonkey's export, and the same respondents as an export
// and as our template, for the manual import's tests (docs/import.md "The manual import").

/** The question ids of {@link EXPORT_DESIGN}. */
export const Q = { site: '5100', agree: '5101', open: '5102', team: '5103' } as const;

// a heading with a comma: Excel in a Hungarian locale writes it unquoted in a semicolon-separated csv
const SITE_HEADING = 'Hol dolgozol, melyik telephelyen?';
const AGREE_HEADING = 'Mennyire értesz egyet az alábbi állításokkal?';
const SCALE = [
  'Egyáltalán nem értek egyet',
  'Nem értek egyet',
  'Semleges',
  'Egyetértek',
  'Teljesen egyetértek',
];
const SITES = ['Északi üzem', 'Déli iroda', 'Távmunka'];
const OTHER = 'Egyéb (kérjük, adja meg)';
const NOT_APPLICABLE = 'Nem tudom megítélni';
const choices = (prefix: string) => [
  ...SCALE.map((text, i) => ({ id: `${prefix}${i + 1}`, text, position: i + 1, weight: i + 1 })),
  { id: `${prefix}9`, text: NOT_APPLICABLE, position: 6, is_na: true },
];

/**
 * A design as `/details` stores it (provider-api §3.4): a single choice with an "other" option, a
 * rating matrix whose heading carries HTML, an open-ended question, and on page 2 a second matrix
 * with the same heading and one statement repeated (provider-api §8.15).
 */
export const EXPORT_DESIGN = {
  id: '401000',
  custom_variables: { dept: 'Részleg' },
  pages: [
    {
      id: '1',
      position: 1,
      questions: [
        {
          id: Q.site,
          position: 1,
          family: 'single_choice',
          subtype: 'vertical',
          headings: [{ heading: SITE_HEADING }],
          answers: {
            choices: SITES.map((text, i) => ({ id: `71${i}`, text, position: i + 1 })),
            other: { id: '719', text: OTHER, position: 0, is_answer_choice: true },
          },
        },
        {
          id: Q.agree,
          position: 2,
          family: 'matrix',
          subtype: 'rating',
          headings: [{ heading: `<p><strong>Mennyire értesz egyet</strong> az alábbi állításokkal?</p>` }],
          answers: {
            rows: [
              { id: '61', text: 'Büszke vagyok a munkahelyemre', position: 1 },
              { id: '62', text: 'A vezetőm támogat', position: 2 },
              { id: '63', text: 'Tudom, mi a dolgom', position: 3 },
            ],
            choices: choices('81'),
          },
        },
        {
          id: Q.open,
          position: 3,
          family: 'open_ended',
          subtype: 'essay',
          headings: [{ heading: 'Mit javítanál?' }],
        },
      ],
    },
    {
      id: '2',
      position: 2,
      questions: [
        {
          id: Q.team,
          position: 1,
          family: 'matrix',
          subtype: 'rating',
          headings: [{ heading: AGREE_HEADING }],
          answers: {
            rows: [
              { id: '71', text: 'A csapatom összetart', position: 1 },
              { id: '72', text: 'Büszke vagyok a munkahelyemre', position: 2 },
            ],
            choices: choices('82'),
          },
        },
      ],
    },
  ],
};

/** The item codes of {@link EXPORT_DESIGN}, in the export's column order. */
export const EXPORT_CODES = [
  Q.site,
  `${Q.agree}:61`,
  `${Q.agree}:62`,
  `${Q.agree}:63`,
  `${Q.team}:71`,
  `${Q.team}:72`,
];

/**
 * One respondent: ids, and per item a choice position, '' (skipped), 'na', 'other', or a cell
 * typed by hand with the position it stands for.
 */
export interface Respondent {
  readonly id: string;
  readonly collector: string;
  readonly answers: readonly (
    | number
    | ''
    | 'na'
    | 'other'
    | { readonly cell: string; readonly value: number }
  )[];
  readonly comment?: string;
}

/** Two collectors' respondents: full, skipped items, N/A, "other", a position typed as a number, no answer at all. */
export const RESPONDENTS: readonly Respondent[] = [
  { id: '114000000001', collector: '460001', answers: [1, 5, 4, 3, 2, 1], comment: 'Több rugalmasság' },
  { id: '114000000002', collector: '460001', answers: [2, '', 3, '', '', 5] },
  { id: '114000000003', collector: '460002', answers: [3, 'na', 2, 1, 'na', 4], comment: '' },
  { id: '114000000004', collector: '460002', answers: ['other', 4, 4, 4, 4, 4], comment: 'Jó így' },
  { id: '114000000005', collector: '460001', answers: ['', '', '', '', '', ''] },
  {
    id: '114000000006',
    collector: '460001',
    answers: [{ cell: '2', value: 2 }, { cell: ' teljesen  egyetértek ', value: 5 }, 1, 2, 3, 4],
  },
];

/** What each respondent stores: item code → position, skipped items left out. */
export function expectedAnswers(respondent: Respondent): Record<string, number> {
  const answers: Record<string, number> = {};
  respondent.answers.forEach((answer, i) => {
    const code = EXPORT_CODES[i] ?? '';
    if (typeof answer === 'number') answers[code] = answer;
    else if (typeof answer === 'object') answers[code] = answer.value;
  });
  return answers;
}

const METADATA = SURVEYMONKEY_METADATA_HEADERS;

/** Options of {@link exportRows}. */
export interface ExportOptions {
  /** Row 1 repeats a question's heading over every column of its block instead of leaving them blank. */
  repeatHeadings?: boolean;
  /** Replaces a header cell: [row 0 or 1, column index, text]. */
  header?: readonly [0 | 1, number, string][];
  respondents?: readonly Respondent[];
}

/**
 * The respondents as SurveyMonkey's "All responses data" export lays them out: metadata columns,
 * then two header rows (heading, statement or "Response"), choice texts in the cells; respondent
 * and collector ids are numbers, as in the provider's xlsx.
 */
export function exportRows(options: ExportOptions = {}): (string | number)[][] {
  const heading = (text: string, span: number) => [
    text,
    ...Array.from({ length: span - 1 }, () => (options.repeatHeadings ? text : '')),
  ];
  const row1 = [
    'Respondent ID',
    'Collector ID',
    ...METADATA,
    'dept',
    ...heading(SITE_HEADING, 2),
    // the export writes the plain heading
    ...heading(AGREE_HEADING, 3),
    'Mit javítanál?',
    ...heading(AGREE_HEADING, 2),
  ];
  const row2 = [
    ...Array.from({ length: 2 + METADATA.length + 1 }, () => ''),
    'Response',
    OTHER,
    'Büszke vagyok a munkahelyemre',
    'A vezetőm támogat',
    'Tudom, mi a dolgom',
    'Open-Ended Response',
    'A csapatom összetart',
    'Büszke vagyok a munkahelyemre',
  ];
  for (const [row, column, text] of options.header ?? []) (row === 0 ? row1 : row2)[column] = text;
  const cell = (answer: Respondent['answers'][number], texts: readonly string[]) =>
    typeof answer === 'number'
      ? (texts[answer - 1] ?? '')
      : answer === 'na'
        ? NOT_APPLICABLE
        : answer === 'other'
          ? OTHER
          : typeof answer === 'object'
            ? answer.cell
            : '';
  const data = (options.respondents ?? RESPONDENTS).map((r) => {
    const [site, ...rest] = r.answers;
    return [
      Number(r.id),
      Number(r.collector),
      '06/02/2025 09:12:45 AM',
      '06/02/2025 09:19:03 AM',
      '10.0.0.7',
      '',
      '',
      '',
      '',
      'D17',
      cell(site ?? '', SITES),
      site === 'other' ? 'Pécs' : '',
      ...rest.slice(0, 3).map((a) => cell(a, SCALE)),
      r.comment ?? '',
      ...rest.slice(3).map((a) => cell(a, SCALE)),
    ];
  });
  return [row1, row2, ...data];
}

/** The same respondents in our template: `collector_id`, `response_id`, item codes, positions. */
export function templateRows(respondents: readonly Respondent[] = RESPONDENTS): (string | number)[][] {
  return [
    ['collector_id', 'response_id', ...EXPORT_CODES],
    ...respondents.map((r) => [
      r.collector,
      r.id,
      ...EXPORT_CODES.map((code) => expectedAnswers(r)[code] ?? ''),
    ]),
  ];
}

/** Rows as an xlsx, as exceljs writes it. */
export async function xlsxOf(rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Rows as a UTF-8 csv with a byte-order mark and CRLF, as the provider's csv export is written. */
export function csvOf(rows: readonly (readonly (string | number)[])[]): Buffer {
  const field = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`);
}

/** Posts a file to a manual import route as the admin screen does (multipart, one `file`). */
export async function uploadTo(
  t: TestApp,
  url: '/api/data-import/manual-import' | '/api/data-import/manual-import/preview',
  bytes: Uint8Array | null,
  token: string,
  name = 'export.xlsx',
) {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.call({
    method: 'POST',
    url,
    token,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

/**
 * A tenant with a survey date of two worker groups, each answering a provider survey of
 * {@link EXPORT_DESIGN}, with collectors 460001 (first group) and 460002 (second).
 */
export async function createExportTenant(t: TestApp) {
  const tenant = await createLoneTenant(t);
  const date = await createSurveyDate(t, tenant.account.id, { workerGroups: 2 });
  for (const survey of date.surveys) {
    await t.database.db
      .updateTable('sm_surveys')
      .set({ details: JSON.stringify(EXPORT_DESIGN) })
      .where('id', '=', survey.id)
      .execute();
  }
  await t.database.db
    .insertInto('collectors')
    .values(
      ['460001', '460002'].map((collector, i) => ({
        account_id: tenant.account.id,
        survey_date_id: date.id,
        sm_collector_id: collector,
        worker_group_id: date.workerGroups[i]?.id ?? 0,
        headcount: 10,
      })),
    )
    .execute();
  return { ...tenant, date };
}

/**
 * Boots the real app with {@link createExportTenant}'s tenant, for a test file that awaits it at its top level; the
 * app is closed after the file's tests.
 */
export async function bootExportTenant() {
  const t = await buildTestApp();
  afterAll(() => t.close());
  return { t, tenant: await createExportTenant(t) };
}

/**
 * A survey date of the account whose first provider survey (`surveyId`) asks the single-choice `items` (answers 1–3,
 * choice ids 701–703), and whose collector L1 of the first worker group counts `headcount` people: the date a
 * template upload of those items fills.
 */
export async function createChoiceDate(
  t: TestApp,
  accountId: number,
  surveyId: string,
  items: readonly string[],
  headcount: number,
) {
  const date = await createSurveyDate(t, accountId);
  const survey = date.surveys[0];
  const group = date.workerGroups[0];
  if (!survey || !group) throw new Error('fixture');
  const choices = [1, 2, 3].map((p) => ({ id: `70${p}`, position: p }));
  const questions = items.map((id) => ({ id, family: 'single_choice', answers: { choices } }));
  await t.database.db
    .updateTable('sm_surveys')
    .set({ details: JSON.stringify({ id: surveyId, pages: [{ id: '1', questions }] }) })
    .where('id', '=', survey.id)
    .execute();
  await t.database.db
    .insertInto('collectors')
    .values({
      account_id: accountId,
      survey_date_id: date.id,
      sm_collector_id: 'L1',
      worker_group_id: group.id,
      headcount,
    })
    .execute();
  return date;
}

/** A survey date's stored answers by response id, as readers see them. */
export async function storedAnswers(t: TestApp, surveyDateId: number): Promise<Record<string, unknown>> {
  const rows = await t.database.db
    .selectFrom('responses')
    .select(['sm_response_id', 'answers'])
    .where('survey_date_id', '=', surveyDateId)
    .where(publishedResponse())
    .orderBy('sm_response_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.sm_response_id, row.answers]));
}
