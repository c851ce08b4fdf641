import {
  ROLE_IDS,
  type ScopeImportChange,
  type ScopeImportColumn,
  type ScopeImportMode,
  type ScopeImportRowError,
  type UserScope,
} from '@pulzus/core';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { restoreCell } from '../../../services/spreadsheet-safety';
import { foldName, readScopeCell, type ScopeDimensions, scopeKey } from './scope-syntax';

/** The header texts of each column, folded (hu and en, as the template and a hand-made sheet write them). */
const HEADERS: Record<ScopeImportColumn, readonly string[]> = {
  email: [
    'e-mail',
    'email',
    'e-mail-cím',
    'e-mail cím',
    'email cím',
    'e-mail address',
    'email address',
    'e-mail-cim',
  ],
  name: ['name', 'név', 'teljes név', 'full name'],
  scope: ['scope', 'scopes', 'látókör', 'hatókör'],
};

/** A live person an e-mail address of the file names, wherever they are. */
export interface KnownPerson {
  id: number;
  account_id: number | null;
  role_id: number;
  name: string;
  /** Their stored scope in the importing account, as JSON text; null when unscoped. */
  scope: UserScope | null;
}

/** One row the import would apply. */
export interface PlannedRow {
  row: number;
  email: string;
  name: string;
  person: KnownPerson | null;
  change: ScopeImportChange;
  /** The scope to store: the file's dimensions with the graphs list the user had kept. */
  after: UserScope | null;
}

/** What a file would do: its rows without errors, and every error. */
export interface ScopeImportPlan {
  rowCount: number;
  rows: PlannedRow[];
  errors: ScopeImportRowError[];
}

const zEmail = z.email().max(254);
// a cell a spreadsheet program runs as a formula (docs/security.md "Downloads"); the template's own leading
// apostrophe (spreadsheet-safety.ts) is taken off first
const FORMULA = /^[=+\-@]/;
/** The longest name kept for a new user. */
const MAX_NAME = 200;

/** Where each column is in the header row (0-based), or a `scope-import-missing-column` refusal. */
function columnsOf(header: readonly string[]): Record<ScopeImportColumn, number> {
  const folded = header.map((cell) => foldName(restoreCell(cell)));
  const find = (column: ScopeImportColumn) =>
    folded.findIndex((cell) => HEADERS[column].some((h) => foldName(h) === cell));
  const columns = { email: find('email'), name: find('name'), scope: find('scope') };
  if (columns.email < 0) throw new AppError('scope-import-missing-column', { column: 'e-mail' });
  if (columns.scope < 0) throw new AppError('scope-import-missing-column', { column: 'scope' });
  return columns;
}

/**
 * Judges every row of a scope import file against the account (docs/api.md "Scope import"): the header row names
 * the columns (e-mail, name, scope in any order, hu or en), blank rows are skipped, and each row's cells are
 * checked and its scope read. An address a live person of another account or an administrator has is never
 * changed; in `update` mode an unknown one is an error, in `create` mode it makes a user. Pure: the same file and
 * the same stored state always give the same plan, so the import re-plans inside its transaction.
 */
export function planScopeImport(
  sheet: readonly (readonly string[])[],
  options: {
    accountId: number;
    mode: ScopeImportMode;
    dimensions: ScopeDimensions;
    people: ReadonlyMap<string, KnownPerson>;
  },
): ScopeImportPlan {
  const [header = [], ...body] = sheet;
  const columns = columnsOf(header);
  const rows: PlannedRow[] = [];
  const errors: ScopeImportRowError[] = [];
  const seen = new Set<string>();
  let rowCount = 0;
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    rowCount++;
    const failed = errors.length;
    const fail = (column: ScopeImportColumn, code: ScopeImportRowError['code'], value?: string) =>
      errors.push({ row, column, code, ...(value === undefined ? {} : { value }) });
    const cell = (column: ScopeImportColumn) => {
      const text = restoreCell((columns[column] < 0 ? '' : (cells[columns[column]] ?? '')).trim()).trim();
      if (FORMULA.test(text)) {
        fail(column, 'cell-formula');
        return null;
      }
      return text;
    };
    const email = cell('email');
    const name = cell('name');
    const scopeText = cell('scope');
    const key = email === null ? '' : email.toLowerCase();
    if (email === '') fail('email', 'email-missing');
    else if (email !== null && !zEmail.safeParse(email).success) fail('email', 'email-invalid');
    else if (email !== null && seen.has(key)) fail('email', 'email-duplicate');
    if (email) seen.add(key);
    const person = options.people.get(key) ?? null;
    if (errors.length === failed && email) {
      if (person?.role_id === ROLE_IDS.admin) fail('email', 'user-is-admin');
      else if (person && person.account_id !== options.accountId)
        fail('email', options.mode === 'create' ? 'email-taken' : 'user-not-found');
      else if (!person && options.mode === 'update') fail('email', 'user-not-found');
      else if (!person && (name === '' || (name?.length ?? 0) > MAX_NAME)) fail('name', 'name-missing');
    }
    const read = scopeText === null ? null : readScopeCell(scopeText, options.dimensions);
    if (read && !read.ok) fail('scope', read.code, read.value);
    if (errors.length > failed || !read?.ok || email === null) return;
    const mine = person && person.account_id === options.accountId ? person : null;
    const before = mine?.scope ?? null;
    const after = read.scope && before?.graphs ? { ...read.scope, graphs: before.graphs } : read.scope;
    rows.push({
      row,
      email,
      name: mine ? mine.name : (name ?? ''),
      person: mine,
      change: changeOf(before, after),
      after,
    });
  });
  return { rowCount, rows, errors };
}

function changeOf(before: UserScope | null, after: UserScope | null): ScopeImportChange {
  if (scopeKey(before) === scopeKey(after)) return 'unchanged';
  if (!before) return 'set';
  return after ? 'changed' : 'removed';
}
