import { defineRoute } from './route-definition';

/** Scoped viewers (docs/privacy.md "Rule 10", docs/api.md "Scopes"): an admin sets a user's scope; a user reads theirs. */
export const scopeRoutes = {
  /** `GET users/{id}/scope`: a user's scope in the session account, null when unscoped. */
  usersScope: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'users/{id}/scope',
  }),
  /** `PUT users/{id}/scope`: sets (or with null, removes) a user's scope; recorded in the audit log. */
  usersScopeSave: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'users/{id}/scope',
  }),
  /** `POST users/scope-check`: the people a scope covers per date, and the dates its values would be withheld. */
  usersScopeCheck: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/scope-check',
  }),
  /**
   * `POST users/scope-import/preview`: a multipart xlsx or csv of e-mail, name and scope, read and checked as the
   * import would, storing nothing: each row's change, the errors by row and column, the "fewer than k" warnings.
   */
  usersScopeImportPreview: defineRoute({
    bodyKind: 'upload',
    method: 'POST',
    path: 'users/scope-import/preview',
  }),
  /**
   * `POST users/scope-import`: the same file applied all or nothing in one transaction; any bad row answers
   * `scope-import-rows-invalid` and changes nothing. Each scope change is in the audit log.
   */
  usersScopeImport: defineRoute({
    bodyKind: 'upload',
    method: 'POST',
    path: 'users/scope-import',
  }),
  /** `GET session/scope`: the caller's own scope in the session account (null for admins and unscoped users). */
  sessionScope: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'session/scope',
  }),
} as const;
