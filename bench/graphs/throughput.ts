/**
 * Throughput of one cached `POST graph/data` over real HTTP: autocannon in a child process (its own core) with
 * 50 concurrent connections against the app listening on 127.0.0.1, after a warm-up call fills the cache.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What autocannon measured: requests per second (mean), latency percentiles, and answers that were not 200. */
export interface Throughput {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  /** The 1-minute load average right after the run (set by the caller). */
  load_average_1m?: number;
}

const require = createRequire(import.meta.url);

/** Runs autocannon for `seconds` with `connections` clients posting `body` to `url` with the bearer token. */
export async function cachedThroughput(
  url: string,
  token: string,
  body: unknown,
  connections = 50,
  seconds = 10,
): Promise<Throughput> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [
    cli,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    'POST',
    '-H',
    `authorization=Bearer ${token}`,
    '-H',
    'content-type=application/json',
    '-b',
    JSON.stringify(body),
    '-j',
    url,
  ];
  return runClient(args);
}

/**
 * Throughput of varied `POST graph/data` requests: `bodies` posted in turn by `connections` clients for `seconds`
 * (bench/graphs/varied-client.mjs in a child process, its own core), as many people opening their own views.
 */
export async function variedThroughput(
  url: string,
  token: string,
  bodies: readonly unknown[],
  connections = 50,
  seconds = 10,
): Promise<Throughput> {
  const dir = mkdtempSync(join(tmpdir(), 'pulzus-varied-'));
  try {
    const file = join(dir, 'bodies.json');
    writeFileSync(file, JSON.stringify(bodies));
    const client = new URL('./varied-client.mjs', import.meta.url).pathname;
    return await runClient([client, url, token, file, String(connections), String(seconds)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a load client (node with `args`) and reads its JSON answer. */
async function runClient(args: string[]): Promise<Throughput> {
  // asynchronous: the server answering it runs on this process's event loop
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${err.slice(0, 500)}`);
  const result = JSON.parse(out);
  if (typeof result.rps === 'number') return result as Throughput;
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}
