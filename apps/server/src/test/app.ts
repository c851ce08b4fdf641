import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
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

/** Boots the real app (style.md §14) on a fresh, migrated database. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO: 'false',
    ...overrides,
  });
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
