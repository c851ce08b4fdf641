/**
 * Cold loads of the portal for bench:ui: the real server (compression, immutable caching, the
 * built portal) on a fresh demo database, and Chromium loading /login and a graph with an empty
 * cache. See docs/architecture.md "Portal delivery".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { type Summary, summarize } from './stats';

const root = new URL('../../', import.meta.url).pathname;

/** The graph a signed-in cold load opens. */
export const COLD_LOAD_GRAPH = 'commitment_total';

/** What a cold load waits for: the login form ready for input, or the graph's first bar drawn. */
const READY = {
  login: { path: '/login', selector: 'input[type="email"]' },
  graph: { path: `/graph/${COLD_LOAD_GRAPH}`, selector: '[data-chart-bars] rect[role="img"]' },
} as const;
export type ColdLoadKind = keyof typeof READY;

/** One cold load: times from navigation start, CPU time and what was fetched. */
interface ColdLoad {
  ready_ms: number;
  ready_to_next_frame_ms: number;
  main_thread_cpu_ms: number;
  renderer_cpu_ms: number;
  scripts: { file: string; encoded_bytes: number }[];
  api_requests: number;
}

/** The portal served by the real server from source on a fresh PGlite demo database. */
export interface PortalServer {
  origin: string;
  /** A signed-in admin's session token (as the login screen would store it). */
  token: string;
  /** The portal build it serves. */
  distDir: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Builds the portal when stale (as `npm start` does) and starts the server as the end-to-end run
 * does: the one-command demo (NODE_ENV development, PGlite in a temporary DATA_DIR, the demo tenant
 * and its imported answers). Compression and the cache headers are the same in every mode; only
 * production's required PostgreSQL and secrets are left out.
 */
export async function startPortalServer(): Promise<PortalServer> {
  buildIfStale('portal', (line: string) => console.log(`bench:ui ${line}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'pulzus-bench-ui-data-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DEMO: 'true',
    DEMO_PROVIDER_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const close = async () => {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 120_000;
    let admin: RegExpMatchArray | null = null;
    while (!admin) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not start within 120 s:\n${output}`);
      admin = output.match(/^\s+admin\s+(\S+@\S+)\s+(\S+)\s*$/m);
      if (!admin) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const answer = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin[1], password: admin[2] }),
    });
    if (!answer.ok) throw new Error(`the demo admin cannot sign in: ${answer.status}`);
    const { token } = (await answer.json()) as { token: string };
    return { origin, token, distDir: join(root, 'apps/portal/dist'), close };
  } catch (error) {
    await close();
    throw error;
  }
}

declare global {
  interface Window {
    pulzusColdLoad?: { ready: number; frame?: number };
  }
}

/**
 * Runs in the page before its own scripts: notes `performance.now()` (ms since navigation start)
 * when the first element matching the selector is in the DOM, enabled and laid out, and again after
 * the next frame and one task (the frame that shows it). A string, as tsx would add helpers to a
 * function's source that the page does not have.
 */
const watchForReady = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const check = () => {
    if (window.pulzusColdLoad) return;
    const element = document.querySelector(selector);
    if (!element || element.disabled || element.getClientRects().length === 0) return;
    const ready = { ready: performance.now() };
    window.pulzusColdLoad = ready;
    requestAnimationFrame(() => setTimeout(() => { ready.frame = performance.now(); }, 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** One cold load of `kind` in a new browser context (empty cache, no code cache). */
async function coldLoad(browser: Browser, server: PortalServer, kind: ColdLoadKind): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    if (kind === 'graph')
      await context.addInitScript((token) => localStorage.setItem('id_token', token), server.token);
    await context.addInitScript(watchForReady(READY[kind].selector));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`${server.origin}${READY[kind].path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.pulzusColdLoad?.frame !== undefined, null, { timeout: 30_000 });
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const seen = await page.evaluate(() => {
      const ready = window.pulzusColdLoad!;
      const fetched = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= ready.ready) as PerformanceResourceTiming[];
      return {
        ready: ready.ready,
        frame: ready.frame!,
        scripts: fetched
          .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
          .map((e) => ({ file: new URL(e.name).pathname.slice(1), encoded_bytes: e.encodedBodySize })),
        api: fetched.filter((e) => new URL(e.name).pathname.startsWith('/api/')).length,
      };
    });
    if (errors.length) throw new Error(`${READY[kind].path}: ${errors.join('; ')}`);
    return {
      ready_ms: Math.round(seen.ready * 10) / 10,
      ready_to_next_frame_ms: Math.round(seen.frame * 10) / 10,
      // the renderer's main thread and all its threads (V8 compiles on background threads), until the metrics call
      main_thread_cpu_ms: metric('ThreadTime'),
      renderer_cpu_ms: metric('ProcessTime'),
      scripts: seen.scripts,
      api_requests: seen.api,
    };
  } finally {
    await context.close();
  }
}

const gzipKb = (bytes: Buffer) => Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10;
const sumKb = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

/** The figures of one kind of cold load over all rounds. */
export interface ColdLoadSummary {
  ready_ms: Summary | null;
  ready_to_next_frame_ms: Summary | null;
  main_thread_cpu_ms: Summary | null;
  renderer_cpu_ms: Summary | null;
  /** The JavaScript files fetched before ready (from the first load), each gzip -9 as built. */
  scripts_gzip_kb: Record<string, number>;
  scripts_total_gzip_kb: number;
  /** The same files as sent (brotli, the server's on-the-fly compression). */
  scripts_sent_kb: number;
  api_requests_before_ready: number;
}

/**
 * `rounds` cold loads of /login and of the graph, interleaved (the order alternates per round), each
 * in a new browser context; the medians of the wall-clock time from navigation start.
 */
export async function measureColdLoads(
  browser: Browser,
  server: PortalServer,
  rounds: number,
): Promise<Record<ColdLoadKind, ColdLoadSummary>> {
  const loads: Record<ColdLoadKind, ColdLoad[]> = { login: [], graph: [] };
  for (let i = 0; i < rounds; i++) {
    const order: ColdLoadKind[] = i % 2 ? ['graph', 'login'] : ['login', 'graph'];
    for (const kind of order) loads[kind].push(await coldLoad(browser, server, kind));
    console.log(`bench:ui cold load ${i + 1}/${rounds} done`);
  }
  const summary = (kind: ColdLoadKind): ColdLoadSummary => {
    const all = loads[kind];
    const first = all[0]!;
    const scripts = Object.fromEntries(
      first.scripts.map((s) => [
        s.file.replace(/^assets\//, ''),
        gzipKb(readFileSync(join(server.distDir, s.file))),
      ]),
    );
    return {
      ready_ms: summarize(all.map((l) => l.ready_ms)),
      ready_to_next_frame_ms: summarize(all.map((l) => l.ready_to_next_frame_ms)),
      main_thread_cpu_ms: summarize(all.map((l) => l.main_thread_cpu_ms)),
      renderer_cpu_ms: summarize(all.map((l) => l.renderer_cpu_ms)),
      scripts_gzip_kb: scripts,
      scripts_total_gzip_kb: sumKb(Object.values(scripts)),
      scripts_sent_kb: sumKb(first.scripts.map((s) => s.encoded_bytes / 1024)),
      api_requests_before_ready: first.api_requests,
    };
  };
  return { login: summary('login'), graph: summary('graph') };
}
