import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Env, loadEnv } from '../env';
import { IMMUTABLE_CACHE_CONTROL, PROBE_PATHS, portal, withPortalConfig } from './portal';

const INDEX = '<!doctype html><html lang="hu"><head><title>Pulzus</title></head><body></body></html>';
const dir = mkdtempSync(join(tmpdir(), 'pulzus-portal-'));

function envWith(vars: Record<string, string>): Env {
  return loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    ...vars,
  });
}

async function portalApp(env: Env): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('env', env);
  await app.register(portal, { dir });
  await app.ready();
  return app;
}

beforeAll(() => {
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'lazy-pages-BN4O0B4F.js'), 'console.log(2)');
  writeFileSync(join(dir, 'assets', 'lazy-pages-BN4O0B4F.js.map'), '{}');
  writeFileSync(join(dir, 'assets', 'index-BP__21ny.css'), 'body{}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the portal page carries the footer links the server is configured with (spec 1 §2 footer)', () => {
  it('puts both links as meta tags into index.html at /, a deep link and /index.html', async () => {
    const app = await portalApp(
      envWith({
        FOOTER_BUG_REPORT_URL: 'https://hibak.example.hu/uj?forras=pulzus&x="y"',
        FOOTER_QUESTIONS_URL: 'mailto:kerdes@example.hu',
      }),
    );
    for (const url of ['/', '/graph/total', '/index.html']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain(
        '<meta name="pulzus-footer-bug-report-url" content="https://hibak.example.hu/uj?forras=pulzus&#38;x=&#34;y&#34;" />',
      );
      expect(answer.body).toContain(
        '<meta name="pulzus-footer-questions-url" content="mailto:kerdes@example.hu" />',
      );
    }
    await app.close();
  });

  it('adds nothing when no link is configured, so the portal keeps its defaults', async () => {
    const app = await portalApp(envWith({}));
    const answer = await app.inject({ url: '/welcome' });
    expect(answer.body).toBe(INDEX);
    await app.close();
  });

  it('still serves the build’s files as files and answers an unknown /api path with 404', async () => {
    const app = await portalApp(envWith({}));
    const asset = await app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const api = await app.inject({ url: '/api/nincs-ilyen' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not-found' } });
    await app.close();
  });

  it('refuses a footer link that is not http(s) or mailto, as it ends up in an href', () => {
    expect(() => envWith({ FOOTER_BUG_REPORT_URL: 'javascript:alert(1)' })).toThrow(/FOOTER_BUG_REPORT_URL/);
    expect(() => envWith({ FOOTER_QUESTIONS_URL: 'nem egy cím' })).toThrow(/FOOTER_QUESTIONS_URL/);
  });

  it('withPortalConfig inserts only the configured link', () => {
    const html = withPortalConfig(INDEX, {
      FOOTER_BUG_REPORT_URL: undefined,
      FOOTER_QUESTIONS_URL: 'https://q.example',
    });
    expect(html).not.toContain('pulzus-footer-bug-report-url');
    expect(html).toContain(
      '<meta name="pulzus-footer-questions-url" content="https://q.example" />\n</head>',
    );
  });
});

describe('cache rules of the portal build (README "Running in production")', () => {
  it('hashed assets are immutable for a year', async () => {
    const app = await portalApp(envWith({}));
    for (const url of [
      '/assets/lazy-pages-BN4O0B4F.js',
      '/assets/index-BP__21ny.css',
      '/assets/lazy-pages-BN4O0B4F.js.map',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    await app.close();
  });

  it('files without a hash in their name are not, and index.html (/, a deep link, /index.html) is no-cache', async () => {
    const app = await portalApp(envWith({}));
    for (const url of ['/assets/app.js', '/favicon.svg']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).not.toContain('immutable');
    }
    for (const url of ['/', '/graph/total', '/index.html']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });
});

describe('paths that are not the portal answer 404 JSON, not index.html', () => {
  it('unknown /api paths, the probe paths load balancers try by habit, and missing build files', async () => {
    const app = await portalApp(envWith({}));
    const urls = [
      '/api',
      '/api/',
      '/api/nincs/ilyen?x=1',
      ...PROBE_PATHS,
      '/healthz/',
      '/metrics?format=prometheus',
      '/assets/regi-chunk-AbCd1234.js',
    ];
    expect(urls).toEqual(
      expect.arrayContaining(['/health', '/healthz', '/ready', '/readyz', '/livez', '/metrics']),
    );
    for (const url of urls) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ error: { code: 'not-found' } });
    }
    await app.close();
  });
});
