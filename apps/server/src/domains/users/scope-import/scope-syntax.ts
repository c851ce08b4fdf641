import { SCOPE_MAX_DIMENSIONS, type ScopeImportErrorCode, type UserScope } from '@pulzus/core';

/** A name as the import compares it: accents, case and repeated blanks do not count ("Pécs" = "PECS"). */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The words that name the worker group dimension in a scope cell, folded: the hu and en labels of the scope popup
 * (`admin-users-scope-worker-groups`) in the singular and plural.
 */
const WORKER_GROUP_WORDS = new Set(
  [
    'worker group',
    'worker groups',
    'workergroup',
    'group',
    'munkavállalói csoport',
    'munkavállalói csoportok',
    'csoport',
  ].map(foldName),
);

/** The dimensions a scope cell may name: the account's worker groups, and its demographies with their answers. */
export interface ScopeDimensions {
  workerGroups: readonly { id: number; name: string; code: string }[];
  /** By code; `names` are every name the demography had on any date (the latest first), `answers` likewise. */
  demographies: readonly { code: string; names: readonly string[]; answers: readonly string[] }[];
}

/** A scope cell read: the scope (null: the cell was empty, the scope is removed) or why it is refused. */
export type ScopeCellResult =
  | { ok: true; scope: UserScope | null }
  | { ok: false; code: ScopeImportErrorCode; value?: string };

/** Up to 200 characters of a text named in an error. */
const shown = (text: string) => text.slice(0, 200);

/**
 * Reads a scope cell (docs/api.md "Scope import"): `dimension: value, value; dimension: value`, e.g.
 * `Telephely: Szeged, Pécs; munkavállalói csoport: Irodai munkatársak`. A dimension is the worker group word (hu or
 * en) or a demography's name or code; a value a worker group's name or code, or an answer's name; all compared
 * without accents and case. An empty cell removes the scope. At most {@link SCOPE_MAX_DIMENSIONS} dimensions.
 */
export function readScopeCell(cell: string, dimensions: ScopeDimensions): ScopeCellResult {
  const clauses = cell
    .split(/[;\n]/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  if (clauses.length === 0) return { ok: true, scope: null };
  const workerGroupIds: number[] = [];
  const demographies: { code: string; answers: string[] }[] = [];
  const seen = new Set<string>();
  for (const clause of clauses) {
    const colon = clause.indexOf(':');
    const dimension = foldName(colon < 0 ? '' : clause.slice(0, colon));
    const values = (colon < 0 ? [] : clause.slice(colon + 1).split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (dimension === '' || values.length === 0)
      return { ok: false, code: 'scope-syntax', value: shown(clause) };
    const name = shown(clause.slice(0, colon).trim());
    if (WORKER_GROUP_WORDS.has(dimension)) {
      if (seen.has('worker-groups')) return { ok: false, code: 'scope-repeated-dimension', value: name };
      seen.add('worker-groups');
      for (const value of values) {
        const folded = foldName(value);
        const group = dimensions.workerGroups.find(
          (g) => foldName(g.name) === folded || foldName(g.code) === folded,
        );
        if (!group) return { ok: false, code: 'scope-unknown-value', value: shown(value) };
        if (!workerGroupIds.includes(group.id)) workerGroupIds.push(group.id);
      }
      continue;
    }
    const demography = dimensions.demographies.find(
      (d) => foldName(d.code) === dimension || d.names.some((n) => foldName(n) === dimension),
    );
    if (!demography) return { ok: false, code: 'scope-unknown-dimension', value: name };
    if (seen.has(demography.code)) return { ok: false, code: 'scope-repeated-dimension', value: name };
    seen.add(demography.code);
    const answers: string[] = [];
    for (const value of values) {
      const answer = demography.answers.find((a) => foldName(a) === foldName(value));
      if (answer === undefined) return { ok: false, code: 'scope-unknown-value', value: shown(value) };
      if (!answers.includes(answer)) answers.push(answer);
    }
    demographies.push({ code: demography.code, answers });
  }
  if (seen.size > SCOPE_MAX_DIMENSIONS) return { ok: false, code: 'scope-too-many-dimensions' };
  return { ok: true, scope: { worker_group_ids: workerGroupIds, demographies } };
}

/**
 * A scope's dimensions in one order (groups and answers sorted, demographies by code), its graphs list left out:
 * two scopes with the same key keep the same people, whatever order a file or the popup named them in.
 */
export function scopeKey(scope: UserScope | null): string {
  if (!scope) return '';
  return JSON.stringify([
    [...scope.worker_group_ids].sort((a, b) => a - b),
    [...scope.demographies]
      .map((d) => [d.code, [...d.answers].sort()] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);
}
