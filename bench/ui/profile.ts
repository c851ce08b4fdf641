/**
 * Where a page's first render and updates spend their time: a CPU profile (CDP, 50 µs sampling) of
 * one fresh load's render() and its updates, with self time summed per function. A diagnostic for
 * a missed budget, not a measurement: the profiler slows everything down.
 * Run: `node --conditions=source --import tsx bench/ui/profile.ts [pulzus|recharts|visx|baseline]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { buildPage, PAGES, type PageName } from './build-pages';
import { SETTLE_MS, UPDATES_PER_LOAD } from './measure';
import { serveStatic } from './serve';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (ms), largest first; `(program)`/`(idle)` kept so the total adds up. */
function selfTimes(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const file = frame?.url.split('/').pop() ?? '';
    const key = `${frame?.functionName || '(anonymous)'} ${file}:${frame?.lineNumber ?? 0}:${frame?.columnNumber ?? 0}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const name = (process.argv[2] ?? 'pulzus') as PageName;
if (!(PAGES as readonly string[]).includes(name))
  throw new Error(`unknown page ${name}; one of ${PAGES.join(', ')}`);
const out = mkdtempSync(join(tmpdir(), 'pulzus-bench-ui-profile-'));
try {
  // not minified, so the profile names our functions
  await buildPage(name, join(out, name), { minify: false });
  const server = await serveStatic(out);
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${server.origin}/${name}/${name}.html`);
    await page.waitForFunction(() => window.pulzusBench !== undefined);
    // rested as the benchmark's timed loads are (measure.ts)
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    for (const phase of ['render', 'update'] as const) {
      await cdp.send('Profiler.start');
      const timings =
        phase === 'render'
          ? [await page.evaluate(() => window.pulzusBench!.render())]
          : await page.evaluate(async (n) => {
              const all = [];
              for (let round = 1; round <= n; round++) all.push(await window.pulzusBench!.update(round));
              return all;
            }, UPDATES_PER_LOAD);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const top = selfTimes(profile).slice(0, 30);
      console.log(
        `\n━━ ${name} ${phase}: ${timings.map((t) => t.dom_ms.toFixed(1)).join(', ')} ms (profiled)`,
      );
      for (const [fn, ms] of top) console.log(`${ms.toFixed(2).padStart(9)} ms  ${fn}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
