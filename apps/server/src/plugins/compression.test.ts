import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { loadEnv } from '../env';
import { openTestDatabase } from '../test/database';

const dir = mkdtempSync(join(tmpdir(), 'pulzus-compress-'));
const BUNDLE = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"sor ${i}"}`).join(',')}];`;
const PNG = randomBytes(8192);

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-BN4O0B4F.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'logo-BP__21ny.png'), PNG);
  database = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
  });
  app = await buildApp({ env, database, portalDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const decode = { gzip: gunzipSync, br: brotliDecompressSync } as const;

describe('answers are compressed as Accept-Encoding asks (README "Running in production")', () => {
  it.each(['gzip', 'br'] as const)('%s: the portal bundle, immutable still', async (encoding) => {
    const res = await app.inject({
      url: '/assets/index-BN4O0B4F.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 3);
    expect(decode[encoding](res.rawPayload).toString()).toBe(BUNDLE);
  });

  it.each(['gzip', 'br'] as const)('%s: API JSON, keeping its Cache-Control', async (encoding) => {
    const plain = await app.inject({ url: '/api/docs/json' });
    const res = await app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': `${encoding}, deflate` },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(JSON.parse(decode[encoding](res.rawPayload).toString())).toEqual(plain.json());
  });

  it('prefers brotli when both are accepted, and sends identity when neither is', async () => {
    const both = await app.inject({
      url: '/assets/index-BN4O0B4F.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const none = await app.inject({ url: '/assets/index-BN4O0B4F.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(BUNDLE);
  });

  it('leaves tiny bodies and already-compressed types alone', async () => {
    const tiny = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ status: 'ok' });
    const image = await app.inject({
      url: '/assets/logo-BP__21ny.png',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('the portal page stays no-cache; one under the threshold goes out as it is', async () => {
    const res = await app.inject({ url: '/graph/total', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
