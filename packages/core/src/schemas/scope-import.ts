import { z } from 'zod';
import { zId, zIsoDate } from './common';
import { zUserScope } from './user-scope';

/**
 * What a scope import does with an e-mail address no user of the account has (docs/api.md "Scope import"):
 * `create` makes a user (role user) of it, `update` only changes existing users and calls such a row an error.
 */
export const SCOPE_IMPORT_MODES = ['create', 'update'] as const;
/** What a scope import does with an unknown e-mail address. */
export type ScopeImportMode = (typeof SCOPE_IMPORT_MODES)[number];

/** The query of the scope import calls: the mode (default `update`, which never creates anyone). */
export const zScopeImportQuery = z.strictObject({ mode: z.enum(SCOPE_IMPORT_MODES).default('update') });
/** The query of the scope import calls. */
export type ScopeImportQuery = z.infer<typeof zScopeImportQuery>;

/** The columns of a scope import file, in the template's order. */
export const SCOPE_IMPORT_COLUMNS = ['email', 'name', 'scope'] as const;
/** A column of a scope import file. */
export type ScopeImportColumn = (typeof SCOPE_IMPORT_COLUMNS)[number];

/**
 * Why a cell of a scope import is refused (docs/api.md "Scope import"; the admin screen says each in hu and en):
 * `email-missing`, `email-invalid`, `email-duplicate` (an earlier row has the address), `name-missing` (a new user
 * needs a name), `user-not-found` (update mode, or an address of no user of this account), `user-is-admin`
 * (administrators see everything and have no scope), `email-taken` (create mode: another account's user has it),
 * `cell-formula` (a cell a spreadsheet would run as a formula), `scope-syntax` (not `dimension: value, value; …`),
 * `scope-unknown-dimension`, `scope-unknown-value` (no worker group or answer of that name), `scope-repeated-dimension`,
 * `scope-too-many-dimensions` (more than two, docs/privacy.md "Rule 10").
 */
export const SCOPE_IMPORT_ERROR_CODES = [
  'email-missing',
  'email-invalid',
  'email-duplicate',
  'name-missing',
  'user-not-found',
  'user-is-admin',
  'email-taken',
  'cell-formula',
  'scope-syntax',
  'scope-unknown-dimension',
  'scope-unknown-value',
  'scope-repeated-dimension',
  'scope-too-many-dimensions',
] as const;
/** Why a cell of a scope import is refused. */
export type ScopeImportErrorCode = (typeof SCOPE_IMPORT_ERROR_CODES)[number];

/** One refused cell: its row of the file (the header is row 1), its column, why, and the name it did not know. */
export const zScopeImportRowError = z.object({
  row: z.number().int().positive(),
  column: z.enum(SCOPE_IMPORT_COLUMNS),
  code: z.enum(SCOPE_IMPORT_ERROR_CODES),
  /** The dimension or value name that was not found, or the cell's text for a syntax error (at most 200 characters). */
  value: z.string().max(200).optional(),
});
/** One refused cell of a scope import. */
export type ScopeImportRowError = z.infer<typeof zScopeImportRowError>;

/** The most errors and rows an answer lists; the rest are counted. */
export const SCOPE_IMPORT_LISTED = 1000;

/** The details of the `scope-import-rows-invalid` error: the first errors and how many there are. */
export const zScopeImportErrorDetails = z.object({
  errors: z.array(zScopeImportRowError).min(1),
  error_count: z.number().int().nonnegative(),
});
/** The details of the `scope-import-rows-invalid` error. */
export type ScopeImportErrorDetails = z.infer<typeof zScopeImportErrorDetails>;

/** What importing a row changes about its user's scope: set (none before), changed, removed, or nothing. */
export const SCOPE_IMPORT_CHANGES = ['set', 'changed', 'removed', 'unchanged'] as const;
/** What importing a row changes about its user's scope. */
export type ScopeImportChange = (typeof SCOPE_IMPORT_CHANGES)[number];

/** One row a scope import would apply. */
export const zScopeImportRow = z.object({
  row: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  /** Null for a user the import would create. */
  user_id: zId.nullable(),
  new_user: z.boolean(),
  change: z.enum(SCOPE_IMPORT_CHANGES),
  before: zUserScope.nullable(),
  after: zUserScope.nullable(),
  /**
   * On the latest date with answers, why the new scope's values would be withheld (`scope-fewer-than-k`,
   * `scope-complement-fewer-than-k`; docs/privacy.md "Rule 10"), or null.
   */
  warning: z.enum(['scope-fewer-than-k', 'scope-complement-fewer-than-k']).nullable(),
});
/** One row a scope import would apply. */
export type ScopeImportRow = z.infer<typeof zScopeImportRow>;

const zCount = z.number().int().nonnegative();

/**
 * The answer of `POST users/scope-import/preview`: what importing the file would change, storing nothing. `errors`
 * is what the import would refuse with; empty when it can be imported.
 */
export const zScopeImportPreview = z.object({
  mode: z.enum(SCOPE_IMPORT_MODES),
  /** The rows below the header that are not blank. */
  row_count: zCount,
  /** The first {@link SCOPE_IMPORT_LISTED} rows without errors, in file order. */
  rows: z.array(zScopeImportRow),
  new_user_count: zCount,
  set_count: zCount,
  changed_count: zCount,
  removed_count: zCount,
  unchanged_count: zCount,
  /** Rows whose new scope would show nothing on the latest date. */
  warning_count: zCount,
  /** The k the warnings are judged by, and the latest date with answers (null: no answers yet, no warnings). */
  min_group_size: z.number().int(),
  latest_date: zIsoDate.nullable(),
  errors: z.array(zScopeImportRowError),
  error_count: zCount,
});
/** The answer of `POST users/scope-import/preview`. */
export type ScopeImportPreview = z.infer<typeof zScopeImportPreview>;

/** The answer of `POST users/scope-import`: the users created and the scopes written (set, changed or removed). */
export const zScopeImportResponse = z.object({
  status: z.literal('ok'),
  created_count: zCount,
  changed_count: zCount,
  unchanged_count: zCount,
});
/** The answer of `POST users/scope-import`. */
export type ScopeImportResponse = z.infer<typeof zScopeImportResponse>;
