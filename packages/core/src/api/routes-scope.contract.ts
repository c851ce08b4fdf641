import { SPREADSHEET_ERROR_CODES } from '../errors/spreadsheet-errors';
import { zFileUploadPayload, zIdParams, zOkResponse } from '../schemas/common';
import { zScopeImportPreview, zScopeImportQuery, zScopeImportResponse } from '../schemas/scope-import';
import {
  zUserScopeCheckPayload,
  zUserScopeCheckResponse,
  zUserScopePayload,
  zUserScopeResponse,
} from '../schemas/user-scope';
import { adminScoped, userScoped, type RouteContractsOf } from './route-definition';
import type { scopeRoutes } from './routes-scope';

/** The refusals of a scope import file before its rows are judged (docs/import.md "Spreadsheet limits"). */
const SCOPE_IMPORT_FILE_ERRORS = [
  'no-file-found',
  'cant-decode-file',
  'scope-import-missing-column',
  'payload-too-large',
  'server-busy',
  ...SPREADSHEET_ERROR_CODES,
] as const;

/** The contract of {@link scopeRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const scopeRouteContracts = {
  usersScope: {
    ...adminScoped,
    summary: 'Read a user’s scope',
    params: zIdParams,
    response: zUserScopeResponse,
  },
  usersScopeSave: {
    ...adminScoped,
    summary: 'Set a user’s scope',
    errors: ['admin-target-not-allowed'],
    params: zIdParams,
    body: zUserScopePayload,
    response: zOkResponse,
  },
  usersScopeCheck: {
    ...adminScoped,
    summary: 'Judge a scope before saving it',
    body: zUserScopeCheckPayload,
    response: zUserScopeCheckResponse,
  },
  usersScopeImportPreview: {
    ...adminScoped,
    summary: 'Preview a scope import',
    errors: SCOPE_IMPORT_FILE_ERRORS,
    query: zScopeImportQuery,
    body: zFileUploadPayload,
    response: zScopeImportPreview,
  },
  usersScopeImport: {
    ...adminScoped,
    summary: 'Import scopes from a spreadsheet',
    errors: [...SCOPE_IMPORT_FILE_ERRORS, 'scope-import-rows-invalid'],
    query: zScopeImportQuery,
    body: zFileUploadPayload,
    response: zScopeImportResponse,
  },
  sessionScope: { ...userScoped, summary: 'Read my scope', response: zUserScopeResponse },
} as const satisfies RouteContractsOf<typeof scopeRoutes>;
