import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { ConfigError, loadEnv, PRODUCTION_REQUIRED, requireProductionSettings } from './env';
import { openTestDatabase, TEST_ENGINE } from './test/database';
import { withDatabase } from './test/global-setup';

const REPO = resolve(import.meta.dirname, '../../..');
const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://pulzus@db.example.test:5432/pulzus',
  JWT_SECRET: SECRET,
  TOKEN_ENCRYPTION_KEY: 'another-key-that-is-long-enough-0123456789',
};

let child: ChildProcess | null = null;
let database: DatabaseHandle | null = null;
const dirs: string[] = [];
afterEach(async () => {
  child?.kill('SIGKILL');
  child = null;
  await database?.close();
  database = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the server's entry point (server.ts) with only the given environment; collects its output. */
function startServer(env: Record<string, string>) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const proc = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  child = proc;
  return { proc, stdout, stderr, exited };
}

describe('production refuses to start without its secrets (README "Configuration")', () => {
  it.each(PRODUCTION_REQUIRED)('names %s, alone, when it is missing', (name) => {
    const source = { ...PRODUCTION, [name]: undefined };
    expect(() => requireProductionSettings(source)).toThrow(ConfigError);
    expect(() => requireProductionSettings(source)).toThrow(new RegExp(`missing: ${name}$`));
    expect(() => requireProductionSettings({ ...PRODUCTION, [name]: '  ' })).toThrow(`missing: ${name}`);
  });

  it('passes with all three, and asks nothing outside production', () => {
    expect(() => requireProductionSettings(PRODUCTION)).not.toThrow();
    expect(() => requireProductionSettings({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => requireProductionSettings({})).not.toThrow();
  });

  it('the server exits non-zero with one line naming what is missing, no stack, no generated secret', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pulzus-prod-'));
    dirs.push(dataDir);
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(await server.exited).toBe(78);
    expect(server.stderr.join('').trim()).toBe(
      'NODE_ENV=production needs DATABASE_URL, JWT_SECRET, TOKEN_ENCRYPTION_KEY; missing: DATABASE_URL, TOKEN_ENCRYPTION_KEY',
    );
    expect(server.stdout.join('')).toBe('');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    // starting a process through tsx takes seconds alone, tens of seconds on a loaded machine
  }, 60_000);
});

describe('production never seeds the demo unless asked (README "Configuration")', () => {
  it('DEMO defaults to false under NODE_ENV=production, true elsewhere; DEMO=true is honoured', () => {
    expect(loadEnv(PRODUCTION).DEMO).toBe(false);
    expect(loadEnv({ ...PRODUCTION, DEMO: 'true' }).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', JWT_SECRET: SECRET }).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', JWT_SECRET: SECRET, DEMO: 'false' }).DEMO).toBe(false);
  });

  it('DATABASE_POOL_SIZE is configuration, default 10', () => {
    expect(loadEnv(PRODUCTION).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ ...PRODUCTION, DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => loadEnv({ ...PRODUCTION, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'a production server on an empty database seeds nothing, starts no simulator, prints where it listens and stops on SIGTERM',
    async () => {
      database = await openTestDatabase();
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
      const server = startServer({
        ...PRODUCTION,
        DATABASE_URL: withDatabase(inject('postgresTemplate').url, rows[0]?.name ?? ''),
        DATABASE_POOL_SIZE: '3',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        IMPORT_WORKERS: 'false',
      });
      const deadline = Date.now() + 60_000;
      let url: string | undefined;
      while (!url && Date.now() < deadline) {
        url = /Pulzus is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout.join(''))?.[1];
        if (!url) await new Promise((done) => setTimeout(done, 100));
      }
      expect(url, server.stderr.join('')).toBeDefined();
      expect((await fetch(`${url}/api/ready`)).status).toBe(200);
      const out = server.stdout.join('');
      expect(out).not.toMatch(/Demo|Provider simulator/);
      const accounts = await database.db
        .selectFrom('accounts')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(accounts.n)).toBe(0);
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    90_000,
  );
});
