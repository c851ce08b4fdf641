import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { loadEnv } from '../env';
import { openTestDatabase } from './database';

/** A test app on its own fresh database, with a settable clock. */
export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Moves the app's clock (ms since epoch); starts at the real time. */
  clock: { now: number; advance(ms: number): void };
  /** `app.inject` with an optional bearer token. */
  call(opts: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The env of a test app: silent, a fixed JWT secret, demo off; `overrides` on top. */
function testEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO: 'false',
    ...overrides,
  });
}

/** Boots the real app (style.md §14) on a fresh, migrated database. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const env = testEnv(overrides);
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp({ env, database, now: () => new Date(clock.now), ...options });
  await app.ready();
  return {
    app,
    database,
    clock,
    call: ({ token, headers, ...opts }) =>
      app.inject({
        ...opts,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Boots a second instance of the app on a test app's database and clock, with the same env: a second API process
 * behind the load balancer (docs/sso.md "Several instances"); `options` go to buildApp. The caller closes it.
 */
export async function buildSecondInstance(
  t: TestApp,
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const other = await buildApp({
    env: testEnv(),
    database: t.database,
    now: () => new Date(t.clock.now),
    ...options,
  });
  await other.ready();
  return other;
}
