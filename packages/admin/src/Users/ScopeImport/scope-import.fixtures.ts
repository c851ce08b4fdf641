import type { ScopeImportPreview } from '@pulzus/core';
import { USERS, WORKER_GROUPS } from '../../testing/fixtures';

/** The file a story or test uploads: a csv the preview answers are about. */
export function scopeFile(): File {
  return new File(['e-mail;név;látókör\r\npeter@acme.example;;Telephely: Debrecen\r\n'], 'latokorok.csv', {
    type: 'text/csv',
  });
}

const office = WORKER_GROUPS[1]?.id ?? 2;

/** A preview of every kind of change: a new user, a scope set, changed, removed and unchanged, one below k. */
export const PREVIEW: ScopeImportPreview = {
  mode: 'create',
  row_count: 5,
  rows: [
    {
      row: 2,
      email: USERS[0]?.email ?? 'peter@acme.example',
      name: USERS[0]?.name ?? 'Nagy Péter',
      user_id: USERS[0]?.id ?? 21,
      new_user: false,
      change: 'set',
      before: null,
      after: { worker_group_ids: [], demographies: [{ code: 'telephely', answers: ['Debrecen'] }] },
      warning: 'scope-fewer-than-k',
    },
    {
      row: 3,
      email: USERS[1]?.email ?? 'eva@acme.example',
      name: USERS[1]?.name ?? 'Kiss Éva',
      user_id: USERS[1]?.id ?? 22,
      new_user: false,
      change: 'changed',
      before: { worker_group_ids: [office], demographies: [] },
      after: {
        worker_group_ids: [office],
        demographies: [{ code: 'telephely', answers: ['Budapest', 'Debrecen'] }],
      },
      warning: null,
    },
    {
      row: 4,
      email: 'uj.kollega.hosszu.nevvel@nagyon-hosszu-cegnev.example',
      name: 'Szentgyörgyvölgyi-Kiss Erzsébet Anna',
      user_id: null,
      new_user: true,
      change: 'set',
      before: null,
      after: { worker_group_ids: [office], demographies: [] },
      warning: null,
    },
    {
      row: 5,
      email: 'volt.vezeto@acme.example',
      name: 'Volt Vezető',
      user_id: 40,
      new_user: false,
      change: 'removed',
      before: { worker_group_ids: [office], demographies: [] },
      after: null,
      warning: null,
    },
    {
      row: 6,
      email: 'marad@acme.example',
      name: 'Marad Márta',
      user_id: 41,
      new_user: false,
      change: 'unchanged',
      before: { worker_group_ids: [office], demographies: [] },
      after: { worker_group_ids: [office], demographies: [] },
      warning: null,
    },
  ],
  new_user_count: 1,
  set_count: 2,
  changed_count: 1,
  removed_count: 1,
  unchanged_count: 1,
  warning_count: 1,
  min_group_size: 5,
  latest_date: '2025-03-01',
  errors: [],
  error_count: 0,
};

/** A preview of a file with refused cells: nothing can be imported. */
export const PREVIEW_WITH_ERRORS: ScopeImportPreview = {
  ...PREVIEW,
  rows: PREVIEW.rows.slice(0, 1),
  errors: [
    { row: 3, column: 'scope', code: 'scope-unknown-dimension', value: 'Régió' },
    { row: 4, column: 'email', code: 'email-duplicate' },
    { row: 5, column: 'name', code: 'cell-formula' },
    { row: 6, column: 'scope', code: 'scope-unknown-value', value: 'Szeged' },
  ],
  error_count: 4,
};

/** A preview of a file with a header row and nothing under it. */
export const PREVIEW_EMPTY: ScopeImportPreview = {
  ...PREVIEW,
  row_count: 0,
  rows: [],
  new_user_count: 0,
  set_count: 0,
  changed_count: 0,
  removed_count: 0,
  unchanged_count: 0,
  warning_count: 0,
};
