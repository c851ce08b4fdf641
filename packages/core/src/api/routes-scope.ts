import { zFileUploadPayload, zIdParams, zOkResponse } from '../schemas/common';
import { zScopeImportPreview, zScopeImportQuery, zScopeImportResponse } from '../schemas/scope-import';
import {
  zUserScopeCheckPayload,
  zUserScopeCheckResponse,
  zUserScopePayload,
  zUserScopeResponse,
} from '../schemas/user-scope';
import { adminScoped, defineRoute, userScoped } from './route-definition';
import { SPREADSHEET_ERROR_CODES } from '../errors/spreadsheet-errors';

/** The refusals of a scope import file before its rows are judged (docs/import.md "Spreadsheet limits"). */
const SCOPE_IMPORT_FILE_ERRORS = [
  'no-file-found',
  'cant-decode-file',
  'scope-import-missing-column',
  'payload-too-large',
  'server-busy',
  ...SPREADSHEET_ERROR_CODES,
] as const;

/** Scoped viewers (docs/privacy.md "Rule 10", docs/api.md "Scopes"): an admin sets a user's scope; a user reads theirs. */
export const scopeRoutes = {
  /** `GET users/{id}/scope`: a user's scope in the session account, null when unscoped. */
  usersScope: defineRoute({
    ...adminScoped,
    summary: 'Read a user’s scope',
    method: 'GET',
    path: 'users/{id}/scope',
    params: zIdParams,
    response: zUserScopeResponse,
  }),
  /** `PUT users/{id}/scope`: sets (or with null, removes) a user's scope; recorded in the audit log. */
  usersScopeSave: defineRoute({
    ...adminScoped,
    summary: 'Set a user’s scope',
    errors: ['admin-target-not-allowed'],
    method: 'PUT',
    path: 'users/{id}/scope',
    params: zIdParams,
    body: zUserScopePayload,
    response: zOkResponse,
  }),
  /** `POST users/scope-check`: the people a scope covers per date, and the dates its values would be withheld. */
  usersScopeCheck: defineRoute({
    ...adminScoped,
    summary: 'Judge a scope before saving it',
    method: 'POST',
    path: 'users/scope-check',
    body: zUserScopeCheckPayload,
    response: zUserScopeCheckResponse,
  }),
  /**
   * `POST users/scope-import/preview`: a multipart xlsx or csv of e-mail, name and scope, read and checked as the
   * import would, storing nothing: each row's change, the errors by row and column, the "fewer than k" warnings.
   */
  usersScopeImportPreview: defineRoute({
    ...adminScoped,
    summary: 'Preview a scope import',
    errors: SCOPE_IMPORT_FILE_ERRORS,
    bodyKind: 'upload',
    method: 'POST',
    path: 'users/scope-import/preview',
    query: zScopeImportQuery,
    body: zFileUploadPayload,
    response: zScopeImportPreview,
  }),
  /**
   * `POST users/scope-import`: the same file applied all or nothing in one transaction; any bad row answers
   * `scope-import-rows-invalid` and changes nothing. Each scope change is in the audit log.
   */
  usersScopeImport: defineRoute({
    ...adminScoped,
    summary: 'Import scopes from a spreadsheet',
    errors: [...SCOPE_IMPORT_FILE_ERRORS, 'scope-import-rows-invalid'],
    bodyKind: 'upload',
    method: 'POST',
    path: 'users/scope-import',
    query: zScopeImportQuery,
    body: zFileUploadPayload,
    response: zScopeImportResponse,
  }),
  /** `GET session/scope`: the caller's own scope in the session account (null for admins and unscoped users). */
  sessionScope: defineRoute({
    ...userScoped,
    summary: 'Read my scope',
    method: 'GET',
    path: 'session/scope',
    response: zUserScopeResponse,
  }),
} as const;
