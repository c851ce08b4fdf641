import { zIdParams, zOkResponse } from '../schemas/common';
import {
  zUserScopeCheckPayload,
  zUserScopeCheckResponse,
  zUserScopePayload,
  zUserScopeResponse,
} from '../schemas/user-scope';
import { adminScoped, defineRoute, userScoped } from './route-definition';

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
  /** `GET session/scope`: the caller's own scope in the session account (null for admins and unscoped users). */
  sessionScope: defineRoute({
    ...userScoped,
    summary: 'Read my scope',
    method: 'GET',
    path: 'session/scope',
    response: zUserScopeResponse,
  }),
} as const;
