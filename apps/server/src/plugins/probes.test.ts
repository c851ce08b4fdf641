import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('liveness and readiness probes (README "Running in production")', () => {
  it('/api/health answers 200 { status: ok } without asking the database, even when it is gone', async () => {
    const app = await buildTestApp();
    await app.call({ method: 'GET', url: '/api/ready' });
    await app.database.close();
    const res = await app.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.app.close();
  });

  it('/api/ready answers 200 when the database answers and every migration has run', async () => {
    t = await buildTestApp();
    const res = await t.call({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/api/ready answers 503 not-ready while a migration is pending', async () => {
    t = await buildTestApp();
    await sql`delete from kysely_migration where name = '0013-formal-email-templates'`.execute(t.database.db);
    const res = await t.call({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'not-ready' } });
  });

  it('/api/ready answers 503 not-ready when the database is closed', async () => {
    const app = await buildTestApp();
    expect((await app.call({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await app.database.close();
    const res = await app.call({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'not-ready' } });
    await app.app.close();
  });
});
