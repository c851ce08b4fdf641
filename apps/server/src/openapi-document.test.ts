import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPRECATED_GETS, exampleOf } from './openapi-document';
import { buildTestApp, type TestApp } from './test/app';

// What a platform engineer reads at /api/docs/json and feeds to a client generator (docs/api.md): every
// call with a described body, named request and answer types, and an example to copy.

type Json = Record<string, unknown>;
let t: TestApp;
let document: Json;
beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Every operation of the document as `METHOD /path` with its object. */
const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
  );
const mediaOf = (holder: Json | undefined) => Object.values((holder?.content as Record<string, Json>) ?? {});

describe('the OpenAPI document (/api/docs/json)', () => {
  it('describes the request body of every call that changes state, uploads and empty POSTs included', () => {
    const undescribed = operations()
      .filter(([name]) => !name.startsWith('GET '))
      .filter(([, operation]) => mediaOf(operation.requestBody as Json).every((media) => !media.schema))
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
    const upload = operations().find(([name]) => name === 'POST /api/data-import/manual-import')?.[1];
    expect(Object.keys(((upload?.requestBody as Json | undefined)?.content as Json) ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });

  it('names the request and answer schema of every JSON call in components.schemas', () => {
    const schemas = (document.components as Json).schemas as Json;
    const inline = operations().flatMap(([name, operation]) => {
      const success = (operation.responses as Record<string, Json>)['200'];
      return [...mediaOf(operation.requestBody as Json), ...mediaOf(success)]
        .filter((media) => media.schema && !('$ref' in (media.schema as Json)))
        .filter(
          (media) =>
            !JSON.stringify(media.schema).includes('"binary"') &&
            !('data' in (((media.schema as Json).properties as Json) ?? {})),
        )
        .map(() => name);
    });
    expect(inline).toEqual([]);
    expect(schemas).toHaveProperty('GraphDataRequest');
    expect(schemas).toHaveProperty('GraphDataResponse');
    expect(schemas).toHaveProperty('LoginRequest');
    expect(Object.keys(schemas).length).toBeGreaterThan(100);
  });

  it('gives every call an example: its body, its answer or its parameters', () => {
    const without = operations()
      .filter(([, operation]) => {
        const success = (operation.responses as Record<string, Json>)['200'];
        const examples = [
          ...mediaOf(operation.requestBody as Json),
          ...mediaOf(success),
          ...((operation.parameters as Json[]) ?? []),
        ].filter((part) => part.example !== undefined);
        return examples.length === 0;
      })
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it("every example fits its schema (Redocly's no-invalid-media-type-examples finds none)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulzus-openapi-test-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const config = await loadConfig({
        configPath: new URL('../../../redocly.yaml', import.meta.url).pathname,
      });
      const problems = await lint({ ref: file, config });
      const bad = problems.filter((problem) => problem.ruleId === 'no-invalid-media-type-examples');
      expect(bad.map((problem) => problem.message)).toEqual([]);
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('states the ranges the server holds: min_group_size 3–10, ids above 0', () => {
    const groupSizes: Json[] = [];
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const size = ((node as Json).properties as Json | undefined)?.min_group_size as Json | undefined;
      if (size?.type === 'integer') groupSizes.push(size);
      for (const value of Object.values(node)) walk(value);
    };
    walk(document);
    expect(groupSizes.length).toBeGreaterThan(0);
    for (const size of groupSizes) expect(size).toMatchObject({ minimum: 3, maximum: 10 });
    const ids = operations().flatMap(([, operation]) =>
      ((operation.parameters as Json[]) ?? []).filter(
        (parameter) => parameter.name === 'id' && (parameter.schema as Json).type === 'integer',
      ),
    );
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids)
      expect(id.schema).toMatchObject({ type: 'integer', minimum: 0, exclusiveMinimum: true });
  });

  it("changes state on no GET but spec 1's language switch, which is deprecated beside its POST twin", () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const switchPath = paths['/api/account/languages/change/{langId}'];
    expect(switchPath?.get).toMatchObject({ operationId: 'accountLanguageChange', deprecated: true });
    expect(switchPath?.post).toMatchObject({ operationId: 'accountLanguageSet' });
    expect(switchPath?.post?.deprecated).toBeUndefined();
    expect(Object.keys(DEPRECATED_GETS)).toEqual(['accountLanguageChange']);
  });

  it('an example respects a range, an enum and a prefix pattern', () => {
    expect(exampleOf({ type: 'integer', minimum: 3, maximum: 10 }, {})).toBe(3);
    expect(exampleOf({ type: 'integer', minimum: 0, exclusiveMinimum: true }, {})).toBe(3);
    expect(exampleOf({ type: 'integer', minimum: 5, maximum: 10 }, {})).toBe(5);
    expect(exampleOf({ type: 'string', enum: ['hu', 'en'] }, {})).toBe('hu');
    expect(exampleOf({ type: 'string', pattern: '^pze_.*' }, {})).toBe('pze_example');
    expect(exampleOf({ $ref: '#/components/schemas/X' }, { X: { type: 'boolean' } })).toBe(true);
  });
});
