/**
 * Report benchmark (`npm run bench:report`, writes bench/results/report.json; docs/reports.md "Speed"):
 * the demo tenant as `npm start` imports it, on PGlite in a scratch folder; the user's full report of
 * the latest published date, in Hungarian, as PDF and as PPTX. Per format: the time from the request's
 * data to the file (the graph queries through `POST graph/data`'s function, the comments section as the
 * report job builds it, then the print), median and worst of BENCH_REPORT_RUNS runs (default 5) after one
 * warm-up run (which starts Chromium and fills the graph caches, as any report after the server's first),
 * and the process's peak resident memory (Chromium's own processes apart). The goal is a report under 3 s on 2 cores.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { ReportFormat } from '@pulzus/core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { findChromium } from '../scripts/chromium.mjs';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { startDemoProvider } from '../apps/server/src/demo/demo-provider';
import { importDemoAnswers } from '../apps/server/src/demo/import-demo';
import { DEMO_LOGINS, seedDemo } from '../apps/server/src/demo/seed';
import { graphServicesOf } from '../apps/server/src/domains/graphs/graphs.service';
import { buildReportComments } from '../apps/server/src/domains/reports/report-comments';
import { buildReportData } from '../apps/server/src/domains/reports/report-data.service';
import { renderReport, reportServicesOf } from '../apps/server/src/domains/reports/reports.service';
import { loadEnv } from '../apps/server/src/env';
import type { AuthContext } from '../apps/server/src/services/auth';
import type { SessionClaims } from '../apps/server/src/services/tokens';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('bench:report needs Debian Chromium: apt-get install -y chromium');
buildIfStale('report');

const work = mkdtempSync(join(tmpdir(), 'pulzus-bench-report-'));
const database = await openDatabase({ dataDir: join(work, 'pglite') });
await migrateToLatest(database.db);
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  DEMO: 'false',
  IMPORT_WORKERS: 'false',
  CHROMIUM_PATH: chromiumPath,
});
const app = await buildApp({ env, database });
await app.ready();
await seedDemo(database.db);
const provider = await startDemoProvider(env, { port: 0 });
if (!(await importDemoAnswers(app, provider))) throw new Error('the demo import failed');

const db = database.db;
const hr = DEMO_LOGINS.find((l) => l.role === 'user')!;
const user = await db
  .selectFrom('users')
  .select(['id', 'account_id'])
  .where('email', '=', hr.email)
  .executeTakeFirstOrThrow();
const accountId = user.account_id!;
const date = await db
  .selectFrom('survey_dates')
  .select('id')
  .where('account_id', '=', accountId)
  .where('enabled_for_users', '=', true)
  .orderBy('date', 'desc')
  .executeTakeFirstOrThrow();
const auth: AuthContext = {
  userId: user.id,
  role: 'user',
  isAdmin: false,
  accountId,
  claims: { lang_code: 'hu' } as SessionClaims,
};
const graph = graphServicesOf(app);
const { pdf, comments } = reportServicesOf(app);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

/** One full report: its data through the graph API's and the comments' functions, then its file. */
async function once(format: ReportFormat) {
  const started = performance.now();
  const request = {
    survey_date_id: date.id,
    compare_survey_date_ids: [],
    filters: [],
    format,
    language: 'hu' as const,
  };
  const data = await buildReportData(graph, auth, accountId, request);
  // the comments section, as the report job adds it (docs/reports.md "Comments")
  data.comments = await buildReportComments(comments, auth, accountId, request);
  const dataMs = performance.now() - started;
  const file = await renderReport(pdf, data, format);
  return {
    ms: performance.now() - started,
    dataMs,
    bytes: file.length,
    graphs: data.graphs.length,
    commentQuestions: data.comments.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms);
const results: Record<string, unknown> = {};
for (const format of ['pdf', 'pptx'] as const) {
  const warmUp = await once(format);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await once(format));
  results[format] = {
    warm_up_ms: round(warmUp.ms),
    median_ms: round(median(runs.map((r) => r.ms))),
    max_ms: round(Math.max(...runs.map((r) => r.ms))),
    median_data_ms: round(median(runs.map((r) => r.dataMs))),
    bytes: runs[0]!.bytes,
    graphs: runs[0]!.graphs,
    comment_questions: runs[0]!.commentQuestions,
    runs: runs.map((r) => round(r.ms)),
  };
  console.log(`${format}: median ${round(median(runs.map((r) => r.ms)))} ms`, results[format]);
}
clearInterval(sampler);

const out = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memory_gb: Math.round(totalmem() / 2 ** 30), load_average: loadavg() },
  goal_ms: 3000,
  runs: RUNS,
  peak_rss_mb: Math.round(peakRss / 2 ** 20),
  ...results,
};
writeFileSync(resolve(import.meta.dirname, 'results/report.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`bench:report → bench/results/report.json (peak RSS ${out.peak_rss_mb} MB)`);
await app.close();
await provider.sim.close();
await database.close();
rmSync(work, { recursive: true, force: true });
