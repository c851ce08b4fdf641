import type { Browser } from 'playwright-core';
import { BENCH_MARK, ROUNDS } from './pages/bench-data';
import type { BenchTiming } from './pages/harness';

/** A timed step: wall-clock times from the page, and the main thread's CPU time from a trace. */
export interface MeasuredTiming extends BenchTiming {
  /** CPU time of the renderer's main thread between the step's marks; robust to a busy machine. */
  cpu_ms: number | null;
}

/** The timings of one implementation over all fresh page loads. */
export interface PageTimings {
  renders: MeasuredTiming[];
  updates: MeasuredTiming[];
}

/** Updates timed on each fresh page load after its first render. */
export const UPDATES_PER_LOAD = ROUNDS;

/**
 * How long a freshly loaded page rests before its first render is timed, ms: right after `load`,
 * V8 still compiles the new script on background threads and the compositor starts, and on two cores
 * they take the CPU from the timed main thread (render wall time about twice its CPU time). A chart
 * on a real page draws after its data arrives, well after this. Every implementation rests alike;
 * `settleMs: 0` times the render right after load (reported separately).
 */
export const SETTLE_MS = 500;

const nextFrames = (n: number) =>
  `new Promise((resolve) => { let left = ${n}; const tick = () => (--left <= 0 ? resolve(null) : requestAnimationFrame(tick)); requestAnimationFrame(tick); })`;

interface TraceEvent {
  name: string;
  cat: string;
  tts?: number;
}

/** Thread time (ms) between `<id>:start` and `<id>:end` per step id, from the user-timing marks' `tts`. */
function cpuTimes(trace: Buffer): Map<string, number> {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const marks = new Map<string, number>();
  for (const e of events)
    if (e.cat === 'blink.user_timing' && e.name.startsWith(BENCH_MARK) && e.tts !== undefined)
      marks.set(e.name, e.tts);
  const times = new Map<string, number>();
  for (const [name, tts] of marks) {
    if (!name.endsWith(':start')) continue;
    const id = name.slice(0, -':start'.length);
    const end = marks.get(`${id}:end`);
    if (end !== undefined) times.set(id, (end - tts) / 1000);
  }
  return times;
}

/**
 * One fresh load of a page in a new browser context (own cache, no warm code cache): after the page
 * has rested `settleMs`, the first render, then `UPDATES_PER_LOAD` data changes, each after two
 * quiet frames; traced for CPU time.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  { settleMs = SETTLE_MS }: { settleMs?: number } = {},
): Promise<{ render: MeasuredTiming; updates: MeasuredTiming[] }> {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.pulzusBench !== undefined);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    await page.evaluate(nextFrames(2));
    await browser.startTracing(page, { categories: ['blink.user_timing', '__metadata'] });
    const render = await page.evaluate(() => window.pulzusBench!.render());
    const updates: BenchTiming[] = [];
    for (let round = 1; round <= UPDATES_PER_LOAD; round++) {
      await page.evaluate(nextFrames(2));
      updates.push(await page.evaluate((r) => window.pulzusBench!.update(r), round));
    }
    const cpu = cpuTimes(await browser.stopTracing());
    if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
    return {
      render: { ...render, cpu_ms: cpu.get(`${BENCH_MARK}render`) ?? null },
      updates: updates.map((u, i) => ({ ...u, cpu_ms: cpu.get(`${BENCH_MARK}update-${i + 1}`) ?? null })),
    };
  } finally {
    await context.close();
  }
}
