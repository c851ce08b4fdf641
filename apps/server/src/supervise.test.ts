import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error the supervisor is a plain .mjs script without declarations
import { nextPause, STABLE_MS } from '../../../scripts/supervise.mjs';

/**
 * scripts/supervise.mjs, which `npm start` runs the server under (README "Running in
 * production"): an abnormal exit is restarted after a pause, SIGTERM is passed on and ends it.
 */

const SUPERVISE = resolve(import.meta.dirname, '../../../scripts/supervise.mjs');

let dir = '';
let supervisor: ChildProcess | null = null;
afterEach(() => {
  supervisor?.kill('SIGKILL');
  supervisor = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A child that appends `start <pid>` to a log each time it starts; the first run crashes (exit
 * code 3), later runs print `ready` and wait, logging the signal that stops them.
 */
function childScript(): { script: string; log: string } {
  dir = mkdtempSync(join(tmpdir(), 'pulzus-supervise-'));
  const log = join(dir, 'log');
  const script = join(dir, 'child.mjs');
  writeFileSync(
    script,
    `import { appendFileSync, existsSync, readFileSync } from 'node:fs';
const log = ${JSON.stringify(log)};
const runs = existsSync(log) ? readFileSync(log, 'utf8').split('\\n').filter((l) => l.startsWith('start')).length : 0;
appendFileSync(log, 'start ' + process.pid + '\\n');
if (runs === 0) process.exit(3);
process.on('SIGTERM', () => { appendFileSync(log, 'SIGTERM\\n'); process.exit(0); });
console.log('ready');
setInterval(() => {}, 1000);
`,
  );
  return { script, log };
}

function start(script: string) {
  const proc = spawn(process.execPath, [SUPERVISE, script], {
    env: { PATH: process.env.PATH ?? '', SUPERVISE_BACKOFF_MS: '50' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor = proc;
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  const ready = new Promise<void>((done, fail) => {
    proc.stdout?.on('data', () => {
      if (stdout.includes('ready')) done();
    });
    proc.on('exit', () => fail(new Error(`the supervisor exited: ${stderr}`)));
  });
  // awaited only by the test that waits for the child; the other one expects the exit
  ready.catch(() => undefined);
  return { proc, exited, ready, stderr: () => stderr };
}

describe('scripts/supervise.mjs (README "Running in production")', () => {
  it('restarts a child that crashed, and stops it without a restart on SIGTERM', async () => {
    const { script, log } = childScript();
    const run = start(script);
    await run.ready;
    const lines = () => readFileSync(log, 'utf8').trim().split('\n');
    expect(lines().filter((line) => line.startsWith('start'))).toHaveLength(2);
    expect(run.stderr()).toContain('restarting');
    run.proc.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    // the child got the signal and was not started again
    expect(lines().at(-1)).toBe('SIGTERM');
    expect(lines().filter((line) => line.startsWith('start'))).toHaveLength(2);
  }, 30_000);

  it('does not restart a child that exits cleanly', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pulzus-supervise-'));
    const script = join(dir, 'clean.mjs');
    writeFileSync(script, "console.log('done');\n");
    const run = start(script);
    expect(await run.exited).toBe(0);
    expect(run.stderr()).not.toContain('restarting');
  }, 30_000);

  it('does not restart a child that refuses its configuration (exit 78)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pulzus-supervise-'));
    const script = join(dir, 'config.mjs');
    writeFileSync(script, "console.error('NODE_ENV=production needs JWT_SECRET'); process.exit(78);\n");
    const run = start(script);
    expect(await run.exited).toBe(78);
    expect(run.stderr()).not.toContain('restarting');
  }, 30_000);
});

describe('the supervisor\'s pause (README "Running in production")', () => {
  const options = { backoffMs: 1_000, maxBackoffMs: 30_000, stableMs: STABLE_MS };
  /** The pauses after runs lasting `runs` ms each, in order. */
  const pauses = (runs: number[]) => {
    let failures = 0;
    return runs.map((ranMs) => {
      const next = nextPause(failures, ranMs, options) as { failures: number; pauseMs: number };
      failures = next.failures;
      return next.pauseMs;
    });
  };

  it('a server crashing every 50 seconds is restarted after 1 s each time, never 30 s', () => {
    expect(pauses([50_000, 50_000, 50_000, 50_000, 50_000, 50_000, 50_000])).toEqual(Array(7).fill(1_000));
  });

  it('a server failing as it starts waits longer each time, up to 30 s', () => {
    expect(pauses([500, 500, 500, 500, 500, 500, 500])).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('after a stable run the pause starts over at 1 s', () => {
    expect(pauses([500, 500, 500, 500, STABLE_MS, 500])).toEqual([1_000, 2_000, 4_000, 8_000, 1_000, 2_000]);
  });
});
