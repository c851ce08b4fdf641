import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProviderSim, type ProviderSim } from '@pulzus/provider-sim';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/database';
import { MIGRATIONS } from './db/migrate';
import { LOGIN_RATE_LIMIT } from './domains/auth/auth.routes';
import { LOCK_THRESHOLD } from './domains/auth/login.service';
import { seedHandCompany } from './domains/graphs/graphs-company.fixtures';
import { createWorkerGroup } from './domains/survey-dates/survey-dates.fixtures';
import type { TestApp } from './test/app';
import { TEST_ENGINE } from './test/database';
import { createAccount, createUser, FIXTURE_PASSWORD } from './test/fixtures';
import { withDatabase } from './test/global-setup';
import { type ServerProcess, startServerProcess } from './test/server-process';

// Several API instances and workers on one PostgreSQL (docs/architecture.md "Several instances"):
// two API processes and one worker, started as `npm run start:pg` and `npm run worker` start them,
// on one empty database, with the provider simulator. PostgreSQL only: PGlite is one process's.

const SECRET = `cluster-${randomBytes(24).toString('hex')}`;
const RESPONDENTS = 1000;

let database: { name: string; url: string; handle: DatabaseHandle } | null = null;
let dataDir = '';
let sim: ProviderSim;
let a: ServerProcess;
let b: ServerProcess;
let worker: ServerProcess;
let accountId: number;
let adminEmail: string;

/** Every call comes through the trusted proxy (TRUST_PROXY=1) from its own client address unless told otherwise. */
let clientSerial = 0;
const nextClient = () => `10.77.${Math.floor(++clientSerial / 250)}.${(clientSerial % 250) + 1}`;

async function call(
  instance: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; client?: string } = {},
): Promise<{ status: number; body: { [key: string]: unknown } }> {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.client ?? nextClient(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const login = (instance: ServerProcess, email: string, password: string, client?: string) =>
  call(instance, 'POST', '/api/login', { body: { email, password }, ...(client ? { client } : {}) });

async function tokenOf(instance: ServerProcess, email: string): Promise<string> {
  const res = await login(instance, email, FIXTURE_PASSWORD);
  expect(res.status).toBe(200);
  return String(res.body.token);
}

/** Waits until `check` answers true (the worker runs in its own process: the test can only watch). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting until ${what}\n${worker.output().slice(-4000)}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'development',
  DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: database?.url ?? '',
  DATABASE_POOL_SIZE: '4',
  DATA_DIR: dataDir,
  JWT_SECRET: SECRET,
  TRUST_PROXY: '1',
  PROVIDER_AUTH_URL: sim.url,
  PUBLIC_URL: 'http://localhost:3000',
  IMPORT_WORKERS: 'false',
  IMPORT_RETRY_DELAY_SECONDS: '0',
  LOG_LEVEL: 'warn',
  ...extra,
});
const db = () => {
  if (!database) throw new Error('no database');
  return database.handle.db;
};
/** The fixtures write through `database` only: the cluster's database stands in for a test app's. */
const seeding = () => ({ database: database?.handle }) as unknown as TestApp;
const startWorker = () => startServerProcess('worker', env({ LOG_LEVEL: 'info' }));

// generous limits: the processes compile from source and share the machine with whatever else runs
describe.runIf(TEST_ENGINE === 'postgres')(
  'two API instances and a worker on one PostgreSQL',
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      const server = inject('postgresTemplate').url;
      const name = `pulzus_cluster_${randomBytes(5).toString('hex')}`;
      // an empty database, not the migrated template: the three processes migrate it as they start
      await adminQuery(server, `create database ${name}`);
      const url = withDatabase(server, name);
      database = { name, url, handle: await openDatabase({ url, poolSize: 2 }) };
      dataDir = mkdtempSync(join(tmpdir(), 'pulzus-cluster-'));
      sim = await createProviderSim({
        seed: 11,
        autoDecision: 'approve',
        surveys: 1,
        respondents: RESPONDENTS,
        rateLimit: { perMinute: 100_000, perDay: 1_000_000 },
      });
      const started = await Promise.allSettled([
        startServerProcess('server', env()),
        startServerProcess('server', env()),
        startWorker(),
      ]);
      const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) {
        await Promise.all(running.map((instance) => instance.stop()));
        throw failed.reason;
      }
      [a, b, worker] = running as [ServerProcess, ServerProcess, ServerProcess];
      accountId = (await createAccount(seeding())).id;
      adminEmail = (await createUser(seeding(), 'admin', accountId)).email;
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
      await sim?.close();
      if (database) {
        await database.handle.close();
        await adminQuery(
          inject('postgresTemplate').url,
          `drop database if exists ${database.name} with (force)`,
        );
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it('instances starting together on an empty database run every migration once', async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db(),
      );
      expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
    });

    it('a token signed in on A works on B', async () => {
      const user = await createUser(seeding(), 'user', accountId);
      const token = await tokenOf(a, user.email);
      expect((await call(b, 'GET', '/api/ping', { token })).status).toBe(200);
    });

    it('a change on A is seen on B: the graphs B cached, a setting saved and a session ended on A', async () => {
      // an account of its own, with the hand-checked company's two dates (9 respondents in the newer)
      const account = await createAccount(seeding());
      const { newer } = await seedHandCompany(seeding(), account.id);
      const userToken = await tokenOf(b, (await createUser(seeding(), 'user', account.id)).email);
      const adminToken = await tokenOf(b, (await createUser(seeding(), 'admin', account.id)).email);
      const graph = () =>
        call(b, 'POST', '/api/graph/data', {
          token: userToken,
          body: { type: 'total', query: { survey_dates: [newer.id], filters: [] } },
        });
      const workers = async () =>
        ((await graph()).body.graph_meta as { worker_count: number } | undefined)?.worker_count;
      const enable = async (total: boolean) => {
        const flags = (await call(a, 'GET', '/api/account/enabled-graphs', { token: adminToken })).body
          .enabled_graphs as Record<string, boolean>;
        const saved = await call(a, 'POST', '/api/account/enabled-graphs', {
          token: adminToken,
          body: { enabled_graphs: { ...flags, total } },
        });
        expect(saved.status).toBe(200);
      };
      // B computes and caches the graph …
      expect(await workers()).toBe(9);
      // … A disables it for users: B no longer serves what it cached, once PostgreSQL's notification of the
      // change reaches B (milliseconds: docs/architecture.md "Caches")
      await enable(false);
      await expect.poll(async () => (await graph()).status, { timeout: 5000 }).toBe(404);
      await enable(true);
      // a respondent arrives as an import stores one (in another process) and raises the data version
      const target = await db()
        .selectFrom('survey_date_surveys')
        .select(['sm_survey_id', 'worker_group_id'])
        .where('survey_date_id', '=', newer.id)
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('responses')
        .values({
          account_id: account.id,
          survey_date_id: newer.id,
          worker_group_id: target.worker_group_id,
          sm_survey_id: target.sm_survey_id,
          sm_response_id: 'late-1',
          sm_collector_id: 'C1',
          status: 'completed',
          provider_modified_at: new Date(),
          answers: JSON.stringify({ E1: 6 }),
        })
        .execute();
      await db()
        .updateTable('survey_dates')
        .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
        .where('id', '=', newer.id)
        .execute();
      await expect.poll(workers, { timeout: 5000 }).toBe(10);

      // a session ended on A is ended on B
      expect((await call(a, 'POST', '/api/logout', { token: userToken, body: {} })).status).toBe(200);
      await expect
        .poll(async () => (await call(b, 'GET', '/api/ping', { token: userToken })).status, { timeout: 5000 })
        .toBe(401);
    });

    it(`locks a login after ${LOCK_THRESHOLD} wrong passwords spread over A and B`, async () => {
      const user = await createUser(seeding(), 'user', accountId);
      for (let i = 1; i < LOCK_THRESHOLD; i++) {
        expect((await login(i % 2 ? a : b, user.email, `Wrong-${i}-Aa!`)).status).toBe(401);
      }
      expect((await login(a, user.email, 'Wrong-last-Aa!')).status).toBe(423);
      // the right password, on the other instance, waits for the lock too
      expect((await login(b, user.email, FIXTURE_PASSWORD)).status).toBe(423);
    });

    it(`throttles one client after ${LOGIN_RATE_LIMIT} sign-ins a minute, counted over A and B together`, async () => {
      const client = '198.51.100.7';
      for (let i = 0; i < LOGIN_RATE_LIMIT; i++) {
        const res = await login(i % 2 ? a : b, `nobody-${i}@example.test`, 'Wrong-1-Aa!', client);
        expect(res.status).toBe(401);
      }
      const limitedOnA = await login(a, adminEmail, FIXTURE_PASSWORD, client);
      const limitedOnB = await login(b, adminEmail, FIXTURE_PASSWORD, client);
      expect([limitedOnA.status, limitedOnB.status]).toEqual([429, 429]);
      expect(limitedOnB.body).toEqual({ error: { code: 'rate-limited' } });
      // another client is not held back
      expect((await login(b, adminEmail, FIXTURE_PASSWORD)).status).toBe(200);
    });

    /**
     * Connects the provider (the flow begins on A and ends on B: its state is in the database, not in
     * a process) and queues the survey list import on A, which only the worker runs; once per file.
     */
    let surveyList: Promise<void> | null = null;
    const importSurveyList = () => {
      surveyList ??= (async () => {
        const adminToken = await tokenOf(a, adminEmail);
        const issued = (await call(a, 'GET', '/api/sm-client-id', { token: adminToken })).body;
        const authorize = new URL(String(issued.authorize_url));
        authorize.search = new URLSearchParams({
          response_type: 'code',
          client_id: String(issued.client_id),
          redirect_uri: String(issued.redirect_uri),
          state: String(issued.state),
        }).toString();
        const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
        const connected = await call(b, 'POST', '/api/sm-connect', {
          token: adminToken,
          body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
        });
        expect(connected.status).toBe(200);
        const queued = await call(a, 'POST', '/api/data-import/surveys', { token: adminToken, body: {} });
        expect(queued.status).toBe(200);
        await until('the worker imported the survey list', async () => {
          const rows = await db()
            .selectFrom('sm_surveys')
            .select('id')
            .where('account_id', '=', accountId)
            .execute();
          return rows.length === sim.state.data.surveys.length;
        });
      })();
      return surveyList;
    };

    it('an import queued on A is run by the worker; the nightly schedule is registered once', async () => {
      await importSurveyList();
      const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.schedule where name = 'provider-import-nightly'`.execute(
        db(),
      );
      expect(rows[0]?.count).toBe(1);
    });

    it('kill -9 of the worker mid-import: after a restart every response is stored once', async () => {
      await importSurveyList();
      const adminToken = await tokenOf(a, adminEmail);
      const survey = sim.state.data.surveys[0];
      if (!survey) throw new Error('no simulator survey');
      const stored = await db()
        .selectFrom('sm_surveys')
        .select(['id', 'sm_api_key_id'])
        .where('account_id', '=', accountId)
        .where('sm_survey_id', '=', survey.id)
        .executeTakeFirstOrThrow();
      const group = await createWorkerGroup(seeding(), accountId);
      const date = await db()
        .insertInto('survey_dates')
        .values({ account_id: accountId, date: '2025-06-01', sm_api_key_id: stored.sm_api_key_id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('survey_date_surveys')
        .values({
          account_id: accountId,
          survey_date_id: date.id,
          worker_group_id: group.id,
          sm_survey_id: stored.id,
        })
        .execute();
      const responses = async () => {
        const rows = await db()
          .selectFrom('responses')
          .select('sm_response_id')
          .where('survey_date_id', '=', date.id)
          .execute();
        return { rows: rows.length, distinct: new Set(rows.map((row) => row.sm_response_id)).size };
      };

      // slow pages, so the kill lands between the first stored page and the last
      sim.state.faults.delayMs = 250;
      const path = `/api/data-import/surveys/${survey.id}/responses`;
      expect((await call(a, 'POST', path, { token: adminToken, body: {} })).status).toBe(200);
      await until('a first page is stored', async () => (await responses()).rows > 0);
      await worker.stop('SIGKILL');
      sim.state.faults.delayMs = 0;
      const partial = await responses();
      expect(partial.rows).toBeGreaterThan(0);
      expect(partial.rows).toBeLessThan(survey.responses.length);

      worker = await startWorker();
      const job = () =>
        db()
          .selectFrom('import_jobs')
          .select(['state', 'attempts'])
          .where('account_id', '=', accountId)
          .where('kind', '=', 'responses')
          .executeTakeFirstOrThrow();
      await until(
        'the restarted worker finished the import',
        async () => (await job()).state === 'completed',
      );
      expect(await responses()).toEqual({ rows: survey.responses.length, distinct: survey.responses.length });
      const counted = await db()
        .selectFrom('survey_dates')
        .select('answer_count')
        .where('id', '=', date.id)
        .executeTakeFirstOrThrow();
      expect(counted.answer_count).toBe(
        survey.responses.filter((r) => r.response_status === 'completed').length,
      );
      // the killed attempt and the one that finished: the same job, run again, not a second one
      expect(await job()).toEqual({ state: 'completed', attempts: 2 });
    }, 120_000);
  },
);
