/**
 * Import benchmark (issue 5): responses per minute against the simulator with its real limit
 * (120 requests/min, 100 responses a page) and the manual import of 20,000 rows × 80 columns.
 * Writes bench/results/import.json. Run: `npm run bench:import`.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { utils, write } from '@e965/xlsx';
import { createProviderSim } from '@pulzus/provider-sim';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, PGLITE_PARSERS } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { importQueueOf } from '../apps/server/src/domains/imports/import-queue';
import { issueSessionToken } from '../apps/server/src/domains/auth/claims';
import { loadEnv } from '../apps/server/src/env';

const WINDOW_MS = 60_000;

async function main(): Promise<void> {
  let offset = 0;
  const sim = await createProviderSim({
    seed: 11,
    surveys: 1,
    respondents: 16_000,
    rateLimit: { perMinute: 120, perDay: 1_000_000 },
    autoDecision: 'approve',
    clock: () => Date.now() + offset,
  });
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  const database = await openDatabase({ pglite });
  await migrateToLatest(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
    PROVIDER_AUTH_URL: sim.url,
    IMPORT_WORKERS: 'false',
  });
  const app = await buildApp({ env, database });
  await app.ready();
  const db = database.db;
  const account = await db
    .insertInto('accounts')
    .values({ name: 'Bench Kft.', min_group_size: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const accountId = account.id;
  const admin = await db
    .insertInto('users')
    .values({
      account_id: null,
      session_account_id: accountId,
      role_id: 1,
      name: 'Bench',
      nickname: 'Bench',
      email: 'bench@example.test',
      mobile: null,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueSessionToken(app, admin.id, { sessionAccountId: accountId });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  // connect through the real flow, import the survey list and the design first
  const issued = (await call('GET', '/api/sm-client-id')).json();
  const authorize = new URL(issued.authorize_url);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: issued.client_id,
    redirect_uri: issued.redirect_uri,
    state: issued.state,
  }).toString();
  const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
  await call('POST', '/api/sm-connect', { code: back.searchParams.get('code'), state: issued.state });
  const queue = importQueueOf(app);
  await call('POST', '/api/data-import/surveys', {});
  await queue.drain();
  const survey = sim.state.data.surveys[0]!;
  const smSurvey = await db
    .selectFrom('sm_surveys')
    .select(['id', 'sm_api_key_id'])
    .where('sm_survey_id', '=', survey.id)
    .executeTakeFirstOrThrow();
  await call('POST', `/api/data-import/surveys/${survey.id}/details`, {});
  await queue.drain();
  const group = await db
    .insertInto('worker_groups')
    .values({ account_id: accountId, name: 'Bench', code: 'bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const date = await db
    .insertInto('survey_dates')
    .values({ account_id: accountId, date: '2025-06-01', sm_api_key_id: smSurvey.sm_api_key_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('survey_date_surveys')
    .values({
      account_id: accountId,
      survey_date_id: date.id,
      worker_group_id: group.id,
      sm_survey_id: smSurvey.id,
    })
    .execute();

  // start a fresh rate window now, so the measured minute is one whole provider minute
  const start = Date.now();
  offset = Math.ceil(start / WINDOW_MS) * WINDOW_MS - start;
  sim.state.rateLimiter.reset();
  await db.updateTable('sm_api_keys').set({ minute_remaining: null, minute_reset: null }).execute();
  await call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
  const stop = new AbortController();
  const running = queue.drain({ signal: stop.signal });
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  const stored = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  stop.abort(new Error('bench window over'));
  await running;
  const responsesPerMinute = Number(stored.n);
  const tooMany = sim.state.requests.filter((r) => r.status === 429).length;

  // manual import: 20,000 rows × 80 item columns
  const codes = ['5000', ...Array.from({ length: 79 }, (_, i) => `5001:${9000 + i}`)];
  const designRows = codes.slice(1).map((code) => ({ id: code.split(':')[1], text: code }));
  const details = {
    pages: [
      {
        questions: [
          {
            id: '5000',
            family: 'single_choice',
            answers: { choices: [1, 2, 3, 4].map((p) => ({ id: `70${p}`, position: p })) },
          },
          {
            id: '5001',
            family: 'matrix',
            subtype: 'rating',
            answers: {
              rows: designRows,
              choices: [1, 2, 3, 4, 5, 6].map((p) => ({ id: `80${p}`, position: p })),
            },
          },
        ],
      },
    ],
  };
  await db
    .updateTable('sm_surveys')
    .set({ details: JSON.stringify(details) })
    .where('id', '=', smSurvey.id)
    .execute();
  await db
    .insertInto('collectors')
    .values({
      account_id: accountId,
      survey_date_id: date.id,
      sm_collector_id: 'M1',
      worker_group_id: group.id,
      headcount: 20_000,
    })
    .execute();
  const rows: (string | number)[][] = [['collector_id', ...codes]];
  for (let r = 0; r < 20_000; r++)
    rows.push(['M1', (r % 4) + 1, ...codes.slice(1).map((_, c) => ((r * 7 + c * 3) % 6) + 1)]);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Válaszok');
  const file = write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/data-import/manual-import',
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type') ?? '' },
    payload,
  });
  const manualMs = Math.round(performance.now() - t0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (res.statusCode !== 200) throw new Error(`manual import failed: ${res.body.slice(0, 300)}`);

  const result = {
    responses_per_minute: responsesPerMinute,
    responses_per_minute_target: 10_800,
    provider_limit_per_minute: 120,
    page_size: 100,
    http_429_answers: tooMany,
    manual_import_ms: manualMs,
    manual_import_peak_mb: Math.round(peak / 1048576),
    manual_import_peak_over_baseline_mb: Math.round((peak - baseline) / 1048576),
    manual_import_rows: 20_000,
    manual_import_columns: 80,
    manual_import_file_mb: Math.round((file.length / 1048576) * 10) / 10,
    database: 'pglite (in memory)',
    node: process.version,
    measured_at: new Date().toISOString(),
  };
  writeFileSync(resolve(import.meta.dirname, 'results/import.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(result);
  await app.close();
  await database.close();
  await sim.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
