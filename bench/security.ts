/**
 * Hostile-body benchmark (docs/security.md "Bounded work for every byte received"): four clients flood
 * every public call with the worst bodies (10,000 deep, 1 MB of keys, 60 KB of keys or one 60 KB
 * string) while `GET /api/health` is probed, against the same probes with no flood on the same machine;
 * and the control-character walk before (recursive, a path copy per level) and after (iterative).
 * Writes bench/results/security.json. Run: `npm run bench:security` (also part of `npm run bench`).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { hasControlCharacter } from '@pulzus/core';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, PGLITE_PARSERS } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { loadEnv } from '../apps/server/src/env';
import { controlCharacterPath } from '../apps/server/src/plugins/control-characters';
import {
  jsonLimitBreach,
  PUBLIC_JSON_LIMITS,
  SIGNED_IN_JSON_LIMITS,
} from '../apps/server/src/plugins/json-limits';
import {
  type FloodOptions,
  type FloodResult,
  floodPublicCalls,
  keysBody,
  quantile,
} from '../apps/server/src/test/public-flood';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const round = (ms: number) => Math.round(ms * 100) / 100;
const load = () => loadavg().map((l) => round(l));

/** The walk as it was before (commit a122887): recursive, copying the path at every level. */
function recursiveWalkBefore(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, key].join('.');
    const found = recursiveWalkBefore(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** The median milliseconds of `runs` runs of `work`. */
function timed(work: () => unknown, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return round(quantile(times, 0.5));
}

/** A scenario's windows summed up: answers by status and code, and each window's health latencies. */
function summary(results: readonly FloodResult[], options: FloodOptions) {
  const statuses: Record<string, number> = {};
  const answers = results.flatMap((result) => result.answers);
  for (const answer of answers) {
    const key = `${answer.status} ${answer.code ?? ''}${answer.limit ? ` (${answer.limit})` : ''}`.trim();
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const p99s = results.map((result) => round(quantile(result.probeMs, 0.99)));
  return {
    clients: options.clients,
    requests_per_second_each: options.perSecond,
    windows: results.length,
    seconds_each: options.durationMs / 1000,
    hostile_requests: answers.length,
    hostile_answers: statuses,
    server_errors: answers.filter((a) => a.status >= 500).length,
    health_probes: results.reduce((sum, result) => sum + result.probeMs.length, 0),
    health_failures: results.reduce((sum, r) => sum + r.probeStatuses.filter((s) => s !== 200).length, 0),
    health_p50_ms: round(
      quantile(
        results.flatMap((result) => result.probeMs),
        0.5,
      ),
    ),
    health_p99_ms_median_of_windows: round(quantile(p99s, 0.5)),
    health_p99_ms_by_window: p99s,
    health_max_ms: round(Math.max(...results.flatMap((result) => result.probeMs))),
    event_loop_delay_max_ms_by_window: results.map((result) => round(result.eventLoopDelay.max)),
    event_loop_busy_share_by_window: results.map((result) => round(result.eventLoopBusy.share)),
  };
}

async function main(): Promise<void> {
  const loadAtStart = load();
  const database = await openDatabase({ pglite: await PGlite.create({ parsers: PGLITE_PARSERS }) });
  await migrateToLatest(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
  });
  const app = await buildApp({ env, database });
  await app.ready();

  // the scenarios take turns, window by window, so each sees the machine as the others do
  const durationMs = SECONDS * 1000;
  const scenarios = {
    no_flood: { clients: 0, perSecond: 1, durationMs, probeEveryMs: 10 },
    flood_4_clients_10_per_second: { clients: 4, perSecond: 10, durationMs, probeEveryMs: 10 },
    flood_4_clients_50_per_second: { clients: 4, perSecond: 50, durationMs, probeEveryMs: 10 },
  };
  const windows = new Map<string, FloodResult[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, options] of Object.entries(scenarios)) {
      windows.set(name, [...(windows.get(name) ?? []), await floodPublicCalls(app, options)]);
    }
  }
  const floods = Object.fromEntries(
    Object.entries(scenarios).map(([name, options]) => [name, summary(windows.get(name) ?? [], options)]),
  );
  await app.close();
  await database.close();

  const deep = (depth: number) => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };
  const walks = Object.fromEntries(
    [2000, 4000, 6000].map((depth) => {
      const value = deep(depth);
      return [
        `depth_${depth}`,
        {
          before_ms: timed(() => recursiveWalkBefore(value)),
          after_ms: timed(() => controlCharacterPath(value)),
        },
      ];
    }),
  );
  let overflow = 'no';
  try {
    recursiveWalkBefore(deep(20_000));
  } catch (error) {
    overflow = (error as Error).name;
  }
  const deep200k = deep(200_000);
  const megabyteOfKeys = keysBody(1_000_000);
  const deepText = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  const result = {
    notes: [
      'app.inject in one process: the hostile senders, the server and the health probes share one event loop, as a server shares it with the parsing of its clients’ bodies.',
      'every hostile request comes from a new client address, so no per-client limit shields the parser (the worst case); each body goes to every public call of the route table (public limits: depth 8, 100 entries, strings of 10,000 characters, 64 KiB) and to an unknown path (answered 404 before its body is read).',
      'health probes are due every 10 ms and timed from when they were due, so a held event loop counts in full; no_flood is the same probing with no hostile traffic, the machine’s own noise (other processes, garbage collection). The three scenarios take turns in windows of 5 s, five rounds; p99 is per window, quoted as the median of the windows.',
      'the 50-per-second run is five times the test’s rate; its senders’ own work (app.inject) shares the event loop too.',
      'before the limits (docs/security.md "Bounded work for every byte received"): 12 KB of 6,000 [ and 6,000 ] to POST users/check-verify-hash held the event loop 0.5–1.8 s; 8,000+ deep answered 500 (stack overflow).',
    ],
    ...floods,
    control_character_walk: {
      ...walks,
      before_depth_20000: overflow,
      after_depth_200000_ms: timed(() => controlCharacterPath(deep200k)),
    },
    limits_scan: {
      public_1mb_of_keys_ms: timed(() => jsonLimitBreach(megabyteOfKeys, PUBLIC_JSON_LIMITS), 20),
      signed_in_1mb_of_keys_full_pass_ms: timed(
        () => jsonLimitBreach(megabyteOfKeys, SIGNED_IN_JSON_LIMITS),
        20,
      ),
      public_depth_10000_ms: timed(() => jsonLimitBreach(deepText, PUBLIC_JSON_LIMITS), 20),
      json_parse_1mb_of_keys_ms: timed(() => JSON.parse(megabyteOfKeys), 20),
    },
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    memory_gb: round(totalmem() / 1024 ** 3),
    load_average_at_start: loadAtStart,
    load_average_at_end: load(),
    measured_at: new Date().toISOString(),
  };
  writeFileSync(
    resolve(import.meta.dirname, 'results/security.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
}

await main();
