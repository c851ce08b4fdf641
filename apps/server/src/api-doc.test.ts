import { readFileSync } from 'node:fs';
import { routes } from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiDoc } from './api-doc';
import { buildTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('docs/api.md (server issue: done when)', () => {
  it('lists every route of the core table with its role rule, as served now', () => {
    const file = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const expected = renderApiDoc(routes, new Set(t.app.apiRoutes));
    // run `npm run docs:api` after adding or changing routes
    expect(file).toBe(expected);
  });
});
