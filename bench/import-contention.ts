/**
 * Another user's requests while manual imports run (docs/import.md "The manual import"): another
 * tenant's user asks `GET ping` every 20 ms while one admin imports a 40,000-row × 80-item template
 * xlsx, and while twelve previews of a 20,000-row file run at once. Used by bench/import.ts.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { utils, write } from '@e965/xlsx';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/database';
import { manualImport } from '../apps/server/src/domains/imports/manual/manual-import.service';
import {
  createLoneTenant,
  createSurveyDate,
} from '../apps/server/src/domains/survey-dates/survey-dates.fixtures';
import { issueSessionToken } from '../apps/server/src/domains/auth/claims';
import { loadEnv } from '../apps/server/src/env';
import type { TestApp } from '../apps/server/src/test/app';

const ITEMS = 79;
const CODES = ['5000', ...Array.from({ length: ITEMS }, (_, i) => `5001:${9000 + i}`)];
const DESIGN = {
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
            rows: CODES.slice(1).map((code, i) => ({ id: code.split(':')[1], text: `Állítás ${i + 1}` })),
            choices: [1, 2, 3, 4, 5, 6].map((p) => ({ id: `80${p}`, position: p })),
          },
        },
      ],
    },
  ],
};
const COLLECTOR = 'B1';

/** The template rows of `count` respondents with response ids `prefix-n`; `shift` changes every answer. */
function templateRows(count: number, prefix: string, shift = 0): (string | number)[][] {
  const rows: (string | number)[][] = [['collector_id', 'response_id', ...CODES]];
  for (let r = 0; r < count; r++)
    rows.push([
      COLLECTOR,
      `${prefix}-${r}`,
      ((r + shift) % 4) + 1,
      ...CODES.slice(1).map((_, c) => ((r * 7 + c * 3 + shift) % 6) + 1),
    ]);
  return rows;
}

/** A template xlsx of `count` respondents with response ids `prefix-n`. */
function templateXlsx(count: number, prefix: string): Buffer {
  const rows = templateRows(count, prefix);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Válaszok');
  return write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}

/** One measured window: the other user's pings and the event loop while `work` runs. */
async function pingsDuring(t: TestApp, token: () => Promise<string>, work: () => Promise<unknown>) {
  const latencies: number[] = [];
  // the same pings timed from when each was due (20 ms after the last answer): the server runs on this
  // thread, so a stall of the event loop delays the sending too, which a wait from the sending misses
  const fromDue: number[] = [];
  let running = true;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const loadBefore = loadavg()[0] ?? 0;
  const t0 = performance.now();
  const done = work().finally(() => {
    running = false;
  });
  let due = performance.now();
  while (running) {
    const p0 = performance.now();
    const res = await t.call({ method: 'GET', url: '/api/ping', token: await token() });
    if (res.statusCode !== 200) throw new Error(`ping failed: ${res.statusCode}`);
    const answered = performance.now();
    latencies.push(answered - p0);
    fromDue.push(answered - due);
    due = answered + 20;
    await new Promise((r) => setTimeout(r, 20));
  }
  const outcome = await done;
  delay.disable();
  latencies.sort((x, y) => x - y);
  fromDue.sort((x, y) => x - y);
  const quantile = (sorted: number[], q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  const at = (q: number) => quantile(latencies, q);
  return {
    outcome,
    figures: {
      work_ms: Math.round(performance.now() - t0),
      pings: latencies.length,
      ping_p50_ms: at(0.5),
      ping_p99_ms: at(0.99),
      ping_max_ms: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
      ping_from_due_p50_ms: quantile(fromDue, 0.5),
      ping_from_due_p99_ms: quantile(fromDue, 0.99),
      ping_from_due_max_ms: quantile(fromDue, 1),
      event_loop_max_delay_ms: Math.round(delay.max / 1e6),
      load_average_1m_before: Math.round(loadBefore * 100) / 100,
      load_average_1m_after: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
  };
}

/**
 * How long publishing a staged 40,000-row import holds the embedded database (docs/import.md "All or
 * nothing on either database"), with another user's pings every 20 ms throughout: `publication_ms` from
 * the end of the last staged chunk to the import's return (the publishing transaction — the batch's flag,
 * the dates' snapshots and counts — then the superseded rows deleted 1,000 a statement), the pings
 * answered in that window and the event loop's longest stall in it. Once with 40,000 new respondents, once with the same respondents' every answer
 * changed (40,000 new versions, 40,000 superseded rows deleted after). Straight through the service, the
 * file read on this thread.
 */
async function publicationHold(t: TestApp, token: () => Promise<string>, accountId: number) {
  const held = async (shift: number) => {
    const rows = templateRows(40_000, 'held', shift);
    const bytes = new TextEncoder().encode(rows.map((row) => row.join(',')).join('\r\n'));
    let lastChunkAt = 0;
    const loadBefore = loadavg()[0] ?? 0;
    // a ping's wait runs from when it was due (20 ms after the last answer), not from when it was sent:
    // PGlite runs on this thread, so a statement that holds it also delays the timer that sends the ping
    const pings: { at: number; ms: number }[] = [];
    let running = true;
    const pinging = (async () => {
      let due = performance.now();
      while (running) {
        const res = await t.call({ method: 'GET', url: '/api/ping', token: await token() });
        if (res.statusCode !== 200) throw new Error(`ping failed: ${res.statusCode}`);
        const answered = performance.now();
        pings.push({ at: due, ms: answered - due });
        due = answered + 20;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    // reset at each staged chunk, so it ends holding the event loop's longest stall after the last one
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const t0 = performance.now();
    await manualImport(t.database.db, accountId, bytes, {
      stagedWrites: true,
      afterStagedChunk: () => {
        lastChunkAt = performance.now();
        delay.reset();
      },
    }).finally(() => {
      running = false;
    });
    const end = performance.now();
    delay.disable();
    await pinging;
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const sorted = pings.map((p) => p.ms).sort((x, y) => x - y);
    const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    // a ping due before the last chunk ended but answered after it waited for the publication too
    const during = pings.filter((p) => p.at + p.ms >= lastChunkAt);
    return {
      import_ms: Math.round(end - t0),
      publication_ms: round(end - lastChunkAt),
      pings: sorted.length,
      ping_p50_ms: at(0.5),
      ping_p99_ms: at(0.99),
      ping_max_ms: round(sorted.at(-1) ?? 0),
      pings_during_publication: during.length,
      ping_max_during_publication_ms: round(Math.max(0, ...during.map((p) => p.ms))),
      event_loop_max_delay_during_publication_ms: Math.round(delay.max / 1e6),
      load_average_1m_before: Math.round(loadBefore * 100) / 100,
      load_average_1m_after: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
  };
  return { new_rows: await held(0), every_answer_changed: await held(1) };
}

/**
 * Measures another user's ping during a 40,000-row import and during twelve parallel previews on
 * `database` (fresh and migrated), closing it at the end; on PGlite also how long publication holds
 * it (unless `publication` is false: that costs two more 40,000-row imports; `publicationOnly`: that alone).
 */
export async function measureImportContention(
  database: DatabaseHandle,
  options: { publication?: boolean; publicationOnly?: boolean } = {},
) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO: 'false',
    IMPORT_WORKERS: 'false',
    // a loaded machine parses a 40,000-row file for longer than a server's default minute; the
    // bench measures other users' waits, not this limit (docs/import.md "Where parsing runs")
    UPLOAD_PARSE_TIMEOUT_SECONDS: '900',
  });
  const app = await buildApp({ env, database });
  await app.ready();
  const t: TestApp = {
    app,
    database,
    clock: { now: Date.now(), advance: () => {} },
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
  try {
    const importer = await createLoneTenant(t, 'Bench import Kft.');
    const other = await createLoneTenant(t, 'Bench other Kft.');
    // a token lives 15 minutes, and a loaded machine's run takes longer: each is issued again every 5
    const renewed = async (accountId: number, role: 'admin' | 'user') => {
      const user = await database.db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select('users.id')
        // an admin belongs to no account and works in the one of its session
        .where((eb) =>
          eb.or([eb('users.account_id', '=', accountId), eb('users.session_account_id', '=', accountId)]),
        )
        .where('roles.slug', '=', role)
        .executeTakeFirstOrThrow();
      let token = '';
      let issuedAt = Number.NEGATIVE_INFINITY;
      return async () => {
        if (performance.now() - issuedAt > 300_000) {
          token = await issueSessionToken(
            app,
            user.id,
            role === 'admin' ? { sessionAccountId: accountId } : {},
          );
          issuedAt = performance.now();
        }
        return token;
      };
    };
    const importerToken = await renewed(importer.account.id, 'admin');
    const otherToken = await renewed(other.account.id, 'user');
    const date = await createSurveyDate(t, importer.account.id);
    const survey = date.surveys[0];
    const group = date.workerGroups[0];
    if (!survey || !group) throw new Error('fixture');
    await database.db
      .updateTable('sm_surveys')
      .set({ details: JSON.stringify(DESIGN) })
      .where('id', '=', survey.id)
      .execute();
    await database.db
      .insertInto('collectors')
      .values({
        account_id: importer.account.id,
        survey_date_id: date.id,
        sm_collector_id: COLLECTOR,
        worker_group_id: group.id,
        headcount: 60_000,
      })
      .execute();
    // the multipart body is built before the window: the client's work is not the server's, and on this
    // shared thread building twelve bodies of a 20,000-row file stalled the pings for a second
    const multipart = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'bench.xlsx');
      const request = new Request('http://x/', { method: 'POST', body: form });
      return {
        payload: Buffer.from(await request.arrayBuffer()),
        contentType: request.headers.get('content-type') ?? '',
      };
    };
    const upload = async (url: string, body: { payload: Buffer; contentType: string }) => {
      const res = await t.call({
        method: 'POST',
        url,
        token: await importerToken(),
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      });
      if (res.statusCode !== 200 && res.statusCode !== 503)
        console.error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res.statusCode;
    };
    if (options.publicationOnly)
      return { publication_40000_rows: await publicationHold(t, otherToken, importer.account.id) };
    // a running server's parsing workers have started
    await app.uploadParser.run({ kind: 'csv', bytes: new TextEncoder().encode('a\n') });
    const idle = await pingsDuring(t, otherToken, () => new Promise((r) => setTimeout(r, 3_000)));
    const big = await multipart(templateXlsx(40_000, 'big'));
    const imported = await pingsDuring(t, otherToken, () => upload('/api/data-import/manual-import', big));
    if (imported.outcome !== 200) throw new Error(`import answered ${imported.outcome}`);
    const previewFile = await multipart(templateXlsx(20_000, 'preview'));
    const previews = await pingsDuring(t, otherToken, () =>
      Promise.all(
        Array.from({ length: 12 }, () => upload('/api/data-import/manual-import/preview', previewFile)),
      ),
    );
    const statuses = previews.outcome as number[];
    const publication =
      database.kind === 'pglite' && options.publication !== false
        ? await publicationHold(t, otherToken, importer.account.id)
        : undefined;
    return {
      idle_3_s: idle.figures,
      import_40000_rows: imported.figures,
      previews_12_parallel_20000_rows: {
        ...previews.figures,
        answered_200: statuses.filter((s) => s === 200).length,
        answered_503_server_busy: statuses.filter((s) => s === 503).length,
      },
      ...(publication ? { publication_40000_rows: publication } : {}),
    };
  } finally {
    await t.close();
  }
}
