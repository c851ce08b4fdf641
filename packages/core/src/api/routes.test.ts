import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUploadPath } from './headers';
import type { RouteDefinition } from './route-definition';
import { ROUTE_NAMES } from './route-table';
import { routes } from './routes';

const entries = Object.entries(routes) as [string, RouteDefinition][];
const signature = (route: RouteDefinition) => `${route.method} ${route.path}`;
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const sample = (path: string) => path.replace(/\{\w+\}/g, '12');

// every call of spec 1 §7 and spec 2 §7, with the paths the specs leave open as this table defines them
const SPEC_CALLS = [
  'POST login',
  'POST users/{id}/login-as',
  'POST logout',
  'GET ping',
  'GET roles',
  'POST session-account/set',
  'GET accounts',
  'POST accounts/add',
  'PUT accounts/{id}',
  'POST accounts/{id}/set-enabled',
  'GET account/enabled-graphs',
  'POST account/enabled-graphs',
  'GET account/graph-explanations',
  'POST account/graph-explanations',
  'GET admin/graph-explanations',
  'GET account/languages',
  'GET account/languages/change/{langId}',
  'POST account/languages/change/{langId}',
  'GET languages',
  'GET users/get-user-list',
  'GET users/admin',
  'POST users',
  'PUT users/{id}',
  'DELETE users/{id}',
  'POST users/{id}/set-enabled',
  'POST users/{id}/send-password-reminder',
  'PUT users/{id}/password',
  'POST users/{id}/unlock-user',
  'POST users/change-password',
  'POST users/password-reminder',
  'POST users/check-verify-hash',
  'POST users/set-password',
  'GET users/{id}/scope',
  'PUT users/{id}/scope',
  'POST users/scope-check',
  'POST users/scope-import/preview',
  'POST users/scope-import',
  'GET session/scope',
  'GET worker-groups',
  'POST worker-groups',
  'GET survey-dates',
  'GET survey-dates/get-last-survey-date',
  'GET survey-dates/{id}/response-count',
  'POST survey-dates',
  'POST survey-dates/{id}/set-enabled',
  'PATCH survey-dates/{id}/set-refresh',
  'GET survey-dates/{id}/item-matches',
  'PUT survey-dates/{id}/item-matches',
  'POST session/return',
  'GET audit-log',
  'GET audit-log/{accountId}/csv',
  'DELETE survey-dates/{id}',
  'DELETE survey-dates/{id}/answers',
  'GET sm-surveys',
  'GET sm-surveys-by-session-account',
  'GET sm-api-key',
  'GET survey-dates/{id}/demographies',
  'POST survey-dates/{id}/demographies',
  'PUT demographies/{id}',
  'DELETE demographies/{id}',
  'PUT survey-dates/{id}/demographies-order',
  'GET survey-dates/{id}/sm-collectors',
  'GET sm-surveys/{id}/questions',
  'GET sm-client-id',
  'POST sm-connect',
  'PATCH sm-api-key/{id}',
  'GET survey-dates/{id}/collectors',
  'POST survey-dates/{id}/collectors-xlsx',
  'PUT survey-dates/{id}/collectors',
  'GET survey-dates/{id}/collectors-xlsx',
  'GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
  'PUT question-groups',
  'GET data-import/limits',
  // added for the import progress view (docs/import.md "The import queue")
  'GET data-import/jobs',
  'POST data-import/surveys/{id}/details',
  'POST data-import/surveys/{id}/collectors',
  'POST data-import/surveys/{id}/responses',
  'POST data-import/surveys',
  'POST data-import/manual-import',
  // the manual import's dry run (docs/import.md "The manual import")
  'POST data-import/manual-import/preview',
  'POST admin/import-csv',
  'GET survey-dates/{id}/documents',
  'POST survey-dates/{id}/documents',
  'DELETE documents/{id}',
  'POST documents/{id}/download',
  'GET documents/download/{token}',
  'POST graph/participation-rate',
  'GET graph/participation-rate/survey-dates/{id}/xlsx',
  'GET survey-dates/{id}/graph-dimensions',
  'POST survey-dates/{id}/graph-dimensions',
  'POST graph/data',
  // the sidebar's filter answers and whether each is available (docs/privacy.md "Rule 6")
  'POST graph/filter-options',
  'POST graph/excel-export',
  'GET email-templates',
  'POST email-templates/{id}',
  'GET language/{accountId}/csv',
  'POST language/{accountId}/csv',
  // embedding (docs/embedding.md): embed keys and the embed session exchange
  'GET embed-keys',
  'POST embed-keys',
  // pinned queries and signing secrets (docs/embedding.md)
  'PUT embed-keys/{id}',
  'POST embed-keys/{id}/signing-secret',
  'DELETE embed-keys/{id}',
  'POST embed/session',
  // added by the server: the client's merged catalogue (spec 2 §2 Translations)
  'GET account/translations',
  // the graph areas' texts in one language, what the embed element translates with (docs/embedding.md)
  'GET account/translations/graph',
  // the board-ready report: its job, progress and file (docs/reports.md)
  'POST reports',
  'GET reports/{id}',
  'GET reports/{id}/file',
  'POST download-tickets',
  // single sign-on through an account's identity provider (docs/sso.md)
  'POST sso/start',
  'POST sso/oidc/callback',
  'POST sso/saml/finish',
  'GET sso/settings',
  'PUT sso/settings',
  // sharing a published date with scoped users (docs/api.md "Sharing a date")
  'GET survey-dates/{id}/shares',
  'POST survey-dates/{id}/shares',
  'POST survey-date-shares/open',
  // open-text comments under their own privacy rules (docs/comments.md, docs/privacy.md "Comments")
  'GET comments',
  'GET comments/themes',
  'GET comments/survey-dates/{id}/xlsx',
  'POST comments/{commentId}/hide',
  'PUT questions/{id}/comments',
  'GET account/comment-settings',
  'PUT account/comment-settings',
];

describe('route table completeness (spec 1 §7, spec 2 §7)', () => {
  it('has exactly one entry per call of both specs', () => {
    expect(entries.map(([, route]) => signature(route)).sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('uses camelCase call names and lists them all', () => {
    for (const name of ROUTE_NAMES) expect(name).toMatch(/^[a-z][a-zA-Z]*$/);
    expect(ROUTE_NAMES).toHaveLength(SPEC_CALLS.length);
  });
});

describe.each(entries)('route %s (spec 1 §7, spec 2 §7)', (_name, route) => {
  it('has a relative path template without a leading slash', () => {
    expect(route.path).toMatch(/^[a-z][a-z0-9\-/{}A-Z]*[a-z}A-Z]$/);
  });

  it('has zod schemas whose params match the path template', () => {
    for (const schema of [route.params, route.query, route.body, route.response]) {
      if (schema !== undefined) expect(schema).toBeInstanceOf(z.ZodType);
    }
    const names = pathParams(route.path);
    if (names.length === 0) expect(route.params).toBeUndefined();
    else expect(Object.keys((route.params as z.ZodObject).shape).sort()).toEqual([...names].sort());
  });

  it('marks uploads exactly where the header rule sees an upload path (spec 1 §7)', () => {
    const upload = route.bodyKind === 'upload';
    if (route.method === 'POST') expect(isUploadPath(sample(route.path))).toBe(upload);
    if (upload) expect(route.body).toBeDefined();
  });

  it('answers JSON with a response schema unless it is a download', () => {
    if (route.bodyKind === 'download') {
      expect(route.response).toBeUndefined();
      expect(route.credential).toBe('ticket');
    } else {
      expect(route.response).toBeDefined();
    }
  });

  it('matches its credential to its access and takes a ?t= ticket where it needs one', () => {
    if (route.access === 'public') expect(route.credential).toBe('none');
    else expect(route.credential).not.toBe('none');
    if (route.access === 'public') expect(route.accountScoped).toBe(false);
    if (route.ticket) {
      expect((route.query as z.ZodObject).shape).toHaveProperty('t');
      if (route.ticket.idParam) expect(pathParams(route.path)).toContain(route.ticket.idParam);
    }
  });

  it('has no body on GET', () => {
    if (route.method === 'GET') expect(route.body).toBeUndefined();
  });
});

describe('route access (spec 1 §6)', () => {
  it('leaves only sign-in (password and company), the password flows and the embed key exchange public', () => {
    const publicNames = entries.filter(([, r]) => r.access === 'public').map(([name]) => name);
    expect(publicNames.sort()).toEqual([
      'embedSession',
      'login',
      'ssoOidcCallback',
      'ssoSamlFinish',
      'ssoStart',
      'usersCheckVerifyHash',
      'usersPasswordReminder',
      'usersSetPassword',
    ]);
  });

  it('keeps every survey-date sub-resource account-scoped', () => {
    for (const [, route] of entries) {
      if (route.path.startsWith('survey-dates')) expect(route.accountScoped).toBe(true);
    }
  });
});
