import { graphMessages, LANGUAGE_CODES, type LanguageCode, messages } from '@pulzus/core';
import { AppError } from '../../errors';
import { parseCsv } from '../../spreadsheets/csv';
import { neutraliseCsvCell, restoreCsvCell } from '../../services/spreadsheet-safety';
import { parseDataNameKey } from './data-names';

/** The catalogue keys, in catalogue order. */
export const CATALOGUE_KEYS: readonly string[] = Object.keys(messages.en);
const DEFAULTS = messages as Record<LanguageCode, Readonly<Record<string, string>>>;

/** Stored overrides: language → key → text. */
export type Overrides = Record<LanguageCode, Record<string, string>>;

/** The catalogue of each language with the account's overrides applied. */
export function mergeCatalogue(overrides: Overrides): Overrides {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, { ...DEFAULTS[code], ...overrides[code] }]),
  ) as Overrides;
}

/**
 * The texts a graph reads (core's `graphMessages` areas: common, layout, errors, graphs) in one
 * language with the account's overrides of those keys: what the embed element translates with.
 */
export function graphCatalogue(overrides: Overrides, language: LanguageCode): Record<string, string> {
  const graphKeys = new Set(Object.keys(graphMessages[language]));
  return Object.fromEntries(
    Object.entries(mergeCatalogue(overrides)[language]).filter(([key]) => graphKeys.has(key)),
  );
}

/**
 * The csv download: columns key, hu, en with the account's current texts, then one row per data name of the
 * account (`data.<kind>.<name>`, docs/i18n.md "Data names") with its texts, the stored name where it has none;
 * every cell neutralised (docs/security.md "Downloads").
 */
export function catalogueRows(
  overrides: Overrides,
  dataNames: readonly { key: string; name: string }[] = [],
  dataOverrides: Overrides = emptyOverrides(),
): string[][] {
  const merged = mergeCatalogue(overrides);
  return [
    ['key', ...LANGUAGE_CODES],
    ...CATALOGUE_KEYS.map((key) =>
      [key, ...LANGUAGE_CODES.map((code) => merged[code][key] ?? '')].map(neutraliseCsvCell),
    ),
    ...dataNames.map(({ key, name }) =>
      [key, ...LANGUAGE_CODES.map((code) => dataOverrides[code][key] ?? name)].map(neutraliseCsvCell),
    ),
  ];
}

/** No override in any language. */
export function emptyOverrides(): Overrides {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, {}])) as Overrides;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The placeholder names of a text, sorted; null when a `{{` or `}}` is left unmatched. */
export function placeholdersOf(text: string): string[] | null {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string).sort();
  const rest = text.replace(PLACEHOLDER, '');
  return rest.includes('{{') || rest.includes('}}') ? null : names;
}

/** One refused row of an upload. */
export interface UploadProblem {
  row: number;
  key: string;
  language?: LanguageCode;
  problem: 'unknown-key' | 'duplicate-key' | 'placeholders';
}

/** What an upload changes: for each language, the texts to store (others of the listed keys revert to the default). */
export interface UploadPlan {
  keys: string[];
  texts: { key: string; language: LanguageCode; text: string }[];
}

const MAX_REPORTED = 50;

/**
 * Checks an uploaded translations csv key by key (spec 2 §7, docs/security.md "Downloads"): a header
 * with key, hu and en; every key known and listed once; every text with exactly the placeholders of
 * the default text. Problems are reported together (`validation-failed` with `errors`) and nothing is
 * applied; an empty cell or the default text means "no override".
 */
export function planUpload(csv: string): UploadPlan {
  return planUploadRows(parseCsv(csv));
}

/**
 * {@link planUpload} of rows already parsed (in a worker thread); null when the csv was unreadable. A data-name row
 * (docs/i18n.md "Data names") is known when `dataKeys` holds it (the account has the name); its default text, in
 * every language, is the stored name.
 */
export function planUploadRows(
  rows: string[][] | null,
  dataKeys: ReadonlySet<string> = new Set(),
): UploadPlan {
  const header = rows?.[0]?.map((cell) => restoreCsvCell(cell.trim()).toLowerCase());
  const keyColumn = header?.indexOf('key') ?? -1;
  const columns = LANGUAGE_CODES.map((code) => [code, header?.indexOf(code) ?? -1] as const);
  if (!rows || keyColumn < 0 || columns.some(([, index]) => index < 0)) throw new AppError('invalid-file');
  const known = new Set(CATALOGUE_KEYS);
  const seen = new Set<string>();
  const problems: UploadProblem[] = [];
  const plan: UploadPlan = { keys: [], texts: [] };
  for (const [index, cells] of rows.entries()) {
    if (index === 0 || cells.every((cell) => cell.trim() === '')) continue;
    const row = index + 1;
    const key = restoreCsvCell((cells[keyColumn] ?? '').trim());
    const dataName = dataKeys.has(key) ? parseDataNameKey(key) : null;
    if (!known.has(key) && !dataName) {
      problems.push({ row, key, problem: 'unknown-key' });
      continue;
    }
    if (seen.has(key)) {
      problems.push({ row, key, problem: 'duplicate-key' });
      continue;
    }
    seen.add(key);
    plan.keys.push(key);
    for (const [language, column] of columns) {
      const text = restoreCsvCell(cells[column] ?? '');
      const fallback = dataName ? dataName.name : (DEFAULTS[language][key] ?? '');
      if (text.trim() === '' || text === fallback) continue;
      if (JSON.stringify(placeholdersOf(text)) !== JSON.stringify(placeholdersOf(fallback))) {
        problems.push({ row, key, language, problem: 'placeholders' });
        continue;
      }
      plan.texts.push({ key, language, text });
    }
  }
  if (problems.length) {
    throw new AppError('validation-failed', {
      errors: problems.slice(0, MAX_REPORTED),
      error_count: problems.length,
    });
  }
  return plan;
}
