import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { buildTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('server foundation', () => {
  it('answers liveness on /api/health and readiness on /api/ready', async () => {
    expect((await t.call({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.call({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('sends a strict CSP without inline script, nosniff and frame-ancestors self by default', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown paths with the catalogue code not-found', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
  });

  it('serves the OpenAPI document generated from the schemas at /api/docs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('API_DOCS turns the OpenAPI page off (docs/deployment.md)', () => {
  it('API_DOCS=false answers 404 at /api/docs and its document, and the API still answers', async () => {
    const quiet = await buildTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await quiet.call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      expect((await quiet.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });

  it('refuses a value other than true or false at start', () => {
    expect(() => loadEnv({ API_DOCS: 'off' })).toThrow(/API_DOCS/);
  });
});

describe('frame-ancestors from configuration (embeds)', () => {
  it('lists the configured intranet origins', async () => {
    const other = await buildTestApp({ FRAME_ANCESTORS: 'https://intranet.example.test' });
    try {
      const res = await other.call({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://intranet.example.test",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('errors Fastify raises before routing (style.md §10)', () => {
  it('answer a catalogue code, not the framework body', async () => {
    const t2 = await buildTestApp();
    try {
      const res = await t2.call({
        method: 'GET',
        url: `/api/survey-dates/${'x'.repeat(600)}/response-count`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation-failed' } });
    } finally {
      await t2.close();
    }
  });
});
