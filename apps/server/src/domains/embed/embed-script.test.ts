import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { loadEnv } from '../../env';
import { openTestDatabase } from '../../test/database';
import { captureLogs } from '../../test/log-capture';
import { EMBED_CHUNK_CACHE_CONTROL, EMBED_SCRIPT_CACHE_CONTROL } from './embed-script';

const SCRIPT = 'export function definePulzusGraph() { /* test build */ }\n';
const CHUNK = 'export function GraphView() { /* loaded on demand */ }\n';
const CHUNK_FILE = 'GraphView-Bx9_k2Qa.js';

let dir: string;
let database: DatabaseHandle;
const { stream: sink, lines } = captureLogs();
const apps: FastifyInstance[] = [];

/** The real app over a temp folder as the element build (never packages/widgets). */
async function appWithScriptDir(scriptDir: string): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
  });
  const app = await buildApp({ env, database, embedScriptDir: scriptDir, logStream: sink });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pulzus-embed-'));
  writeFileSync(join(dir, 'pulzus-graph.js'), SCRIPT);
  writeFileSync(join(dir, CHUNK_FILE), CHUNK);
  // what else a folder may hold: only the script and its chunks are served from it
  writeFileSync(join(dir, 'notes.txt'), 'not for the browser\n');
  mkdirSync(join(dir, 'private'));
  writeFileSync(join(dir, 'private', 'inner.js'), 'export const secret = 1;\n');
  writeFileSync(join(dir, '..', `${basename(dir)}-sibling.js`), 'export const outside = 1;\n');
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(dir, '..', `${basename(dir)}-sibling.js`), { force: true });
});

describe('GET /embed/pulzus-graph.js', () => {
  it('serves the element build to pages on any origin: module script type, CORS *, cross-origin CORP, a cached ETag', async () => {
    const app = await appWithScriptDir(dir);
    const res = await app.inject({
      method: 'GET',
      url: '/embed/pulzus-graph.js',
      headers: { origin: 'https://intra.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe(EMBED_SCRIPT_CACHE_CONTROL);
    // unversioned: a browser asks again on each load, so it never runs a script whose chunks are gone
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 to a browser that holds the same build, and the new file after a rebuild', async () => {
    const app = await appWithScriptDir(dir);
    const first = await app.inject({ method: 'GET', url: '/embed/pulzus-graph.js' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/embed/pulzus-graph.js',
      headers: { 'if-none-match': etag },
    });
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: 304, body: '' });

    writeFileSync(join(dir, 'pulzus-graph.js'), `${SCRIPT}// rebuilt with more code\n`);
    const rebuilt = await app.inject({
      method: 'GET',
      url: '/embed/pulzus-graph.js',
      headers: { 'if-none-match': etag },
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('rebuilt');
    expect(rebuilt.headers.etag).not.toBe(etag);
  });

  it('without a build answers 404 and says so in the log at start-up', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'pulzus-embed-empty-'));
    try {
      const app = await appWithScriptDir(empty);
      const res = await app.inject({ method: 'GET', url: '/embed/pulzus-graph.js' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
      expect(lines.join('')).toContain('embed element not built');
      expect(lines.join('')).toContain('npm run build:embed');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('GET /embed/<chunk>.js', () => {
  it("serves the code the script loads on demand with the script's headers, cached for good", async () => {
    const app = await appWithScriptDir(dir);
    const res = await app.inject({
      method: 'GET',
      url: `/embed/${CHUNK_FILE}`,
      headers: { origin: 'https://intra.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CHUNK);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe(EMBED_CHUNK_CACHE_CONTROL);
    expect(res.headers['cache-control']).toContain('immutable');

    const again = await app.inject({
      method: 'GET',
      url: `/embed/${CHUNK_FILE}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 to a missing chunk, a file of another kind and any path out of the folder', async () => {
    const app = await appWithScriptDir(dir);
    const sibling = `${basename(dir)}-sibling.js`;
    const urls = [
      '/embed/GraphView-missing0.js',
      '/embed/notes.txt',
      '/embed/private/inner.js',
      '/embed/private%2Finner.js',
      `/embed/..%2F${sibling}`,
      `/embed/%2E%2E%2F${sibling}`,
      `/embed/../${sibling}`,
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({
        url,
        status: 404,
        body: expect.not.stringContaining('export const'),
      });
    }
  });
});
