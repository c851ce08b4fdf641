import { readFileSync } from 'node:fs';
import { ERROR_CATALOGUE, ERROR_CODES, type RouteDefinition, type RouteName, routes } from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiDoc } from './api-doc';
import { buildTestApp, type TestApp } from './test/app';
import { createTenants } from './test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('docs/api.md', () => {
  it('lists every route of the core table with its role rule, as served now', () => {
    const file = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const expected = renderApiDoc(routes, new Set(t.app.apiRoutes));
    // run `npm run docs:api` after adding or changing routes
    expect(file).toBe(expected);
  });
});

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string } }>; description: string }
  >;
}

describe('OpenAPI document for tools (/api/docs/json)', () => {
  const document = () =>
    t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components: {
        schemas: Record<string, { properties: { error: { properties: { code: { enum: string[] } } } } }>;
      };
    };
  const served = () =>
    (Object.entries(routes) as [RouteName, RouteDefinition][]).filter(([, def]) =>
      t.app.apiRoutes.includes(def),
    );
  const operationOf = (def: RouteDefinition) => {
    const operation = document().paths[`/api/${def.path}`]?.[def.method.toLowerCase()];
    if (!operation) throw new Error(`${def.method} ${def.path} is not in the document`);
    return operation;
  };

  it('names every served call by its API client method, with a summary', async () => {
    for (const [name, def] of served()) {
      const operation = operationOf(def);
      expect(operation.operationId, `${def.method} ${def.path}`).toBe(name);
      expect(operation.summary, name).toBe(def.summary);
    }
    // the document a tool downloads is this one
    const downloaded = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(downloaded.json().paths['/api/login'].post.operationId).toBe('login');
  });

  it('states the account minimum group size as 3 to 10 (graphs.md "Privacy"), where the server enforces it', async () => {
    const downloaded = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const named = downloaded.paths['/api/accounts/add'].post.requestBody.content['application/json'].schema;
    // the body is a named schema of components.schemas (openapi-document.ts), read through its $ref
    const body = named.$ref
      ? downloaded.components.schemas[String(named.$ref).replace('#/components/schemas/', '')]
      : named;
    expect(body.properties.min_group_size).toMatchObject({ type: 'integer', minimum: 3, maximum: 10 });
  });

  it('requires the bearer token on signed-in calls, nothing on public ones, the ticket on ticket downloads', async () => {
    expect(operationOf(routes.login).security).toEqual([]);
    expect(operationOf(routes.usersList).security).toEqual([{ bearer: [] }]);
    // the graph widget's read calls also take an embed session token
    expect(operationOf(routes.graphData).security).toEqual([{ bearer: [] }, { embedToken: [] }]);
    expect(operationOf(routes.auditLogDownload).security).toEqual([{ downloadTicket: [] }]);
    // and the document says what the server does: a signed-in call refuses an anonymous request
    const anonymous = await t.call({ method: 'GET', url: '/api/users/get-user-list' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the error responses a call really answers, with the shared error schema of catalogue codes', () => {
    const usersUpdate = operationOf(routes.usersUpdate);
    expect(Object.keys(usersUpdate.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
    expect(usersUpdate.responses['409']?.description).toContain('`email-taken`');
    expect(usersUpdate.responses['404']?.content?.['application/json']?.schema?.$ref).toBe(
      '#/components/schemas/Error',
    );
    // a public call without a token answers no 401 `unauthorized`, but the login's own refusals
    expect(operationOf(routes.login).responses['401']?.description).not.toContain('`unauthorized`');
    expect(Object.keys(operationOf(routes.login).responses)).toEqual(
      expect.arrayContaining(['401', '423', '429']),
    );
    expect(document().components.schemas.Error?.properties.error.properties.code.enum).toEqual(ERROR_CODES);
  });

  it('documents each refusal the server really gives, under its status', async () => {
    const world = await createTenants(t);
    const def = routes.usersUpdate;
    const url = `/api/users/${world.userA.id}`;
    const valid = { name: 'Someone', email: 'someone@example.com', nickname: 'Some', role: 'user' };
    const refusals = [
      await t.call({ method: 'PUT', url, payload: valid }),
      await t.call({ method: 'PUT', url, payload: valid, token: world.tokens.userA }),
      await t.call({ method: 'PUT', url: '/api/users/987654', payload: valid, token: world.tokens.admin }),
      await t.call({ method: 'PUT', url, payload: { email: 1 }, token: world.tokens.admin }),
      await t.call({
        method: 'PUT',
        url,
        payload: JSON.stringify({ ...valid, name: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
        token: world.tokens.admin,
      }),
      await t.call({
        method: 'PUT',
        url,
        payload: '<user name="Someone"/>',
        headers: { 'content-type': 'application/xml' },
        token: world.tokens.admin,
      }),
    ];
    const statuses = refusals.map((res) => res.statusCode);
    expect(statuses).toEqual([401, 403, 404, 400, 413, 415]);
    for (const res of refusals) {
      const { code } = (res.json() as { error: { code: string } }).error;
      expect(operationOf(def).responses[String(res.statusCode)]?.description, code).toContain(`\`${code}\``);
    }
  });

  it('keeps every error response on a status of its codes in the catalogue', () => {
    for (const [, def] of served()) {
      for (const [status, response] of Object.entries(operationOf(def).responses)) {
        if (status === '200') continue;
        const codes = [...response.description.matchAll(/`([a-z-]+)`/g)].map(
          (m) => m[1] as keyof typeof ERROR_CATALOGUE,
        );
        expect(codes.length, `${def.path} ${status}`).toBeGreaterThan(0);
        for (const code of codes)
          expect(ERROR_CATALOGUE[code].status, `${def.path} ${code}`).toBe(Number(status));
      }
    }
  });
});
