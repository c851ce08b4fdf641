import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  connectSim,
  createSimWorld,
  dateForSimSurvey,
  type SimWorld,
} from './domains/imports/provider-sim.fixtures';
import { TEST_ENGINE } from './test/database';
import { withDatabase } from './test/global-setup';

const REPO = resolve(import.meta.dirname, '../../..');
const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

let world: SimWorld | null = null;
let child: ChildProcess | null = null;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = null;
  await world?.close();
  world = null;
});

/** Starts `npm run worker`'s entry point with the given environment; collects its output. */
function startWorker(env: Record<string, string>) {
  const output: string[] = [];
  const proc = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/worker.ts'],
    {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  return { proc, output, exited };
}

describe('npm run worker: import workers as a process of their own (architecture.md "Scale path")', () => {
  it('refuses to start on the embedded database, saying that it needs DATABASE_URL', async () => {
    const worker = startWorker({ DATA_DIR: '/tmp/pulzus-worker-test', JWT_SECRET: TEST_SECRET });
    child = worker.proc;
    expect(await worker.exited).toBe(2);
    expect(worker.output.join('')).toContain('needs DATABASE_URL');
    // starting a process through tsx takes seconds alone, tens of seconds on a loaded machine
  }, 60_000);

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'imports the answers an API process without workers queued, then stops cleanly on SIGTERM (spec 2 §7)',
    async () => {
      world = await createSimWorld({ surveys: 1, respondents: 230 });
      await connectSim(world);
      const survey = world.sim.state.data.surveys[0];
      if (!survey) throw new Error('no simulator survey');
      const target = await dateForSimSurvey(world, survey.id);
      const queued = await world.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
      expect(queued.statusCode).toBe(200);

      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        world.t.database.db,
      );
      const worker = startWorker({
        DATABASE_URL: withDatabase(inject('postgresTemplate').url, rows[0]?.name ?? ''),
        JWT_SECRET: TEST_SECRET,
        PROVIDER_AUTH_URL: world.sim.url,
        DEMO: 'false',
        LOG_LEVEL: 'warn',
        IMPORT_RETRY_DELAY_SECONDS: '0',
      });
      child = worker.proc;
      const completed = survey.responses.filter((r) => r.response_status === 'completed').length;
      const answerCount = async () =>
        (
          await world!.t.database.db
            .selectFrom('survey_dates')
            .select('answer_count')
            .where('id', '=', target.surveyDateId)
            .executeTakeFirstOrThrow()
        ).answer_count;
      const deadline = Date.now() + 60_000;
      while ((await answerCount()) !== completed && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 250));
      }
      expect(await answerCount()).toBe(completed);
      const stored = await world.t.database.db
        .selectFrom('responses')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('survey_date_id', '=', target.surveyDateId)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(survey.responses.length);

      worker.proc.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output.join('')).not.toContain(TEST_SECRET);
    },
    90_000,
  );
});
