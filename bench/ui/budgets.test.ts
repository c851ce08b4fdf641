import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetBreaches, CHART_ONLY_OVER_REACT_KB, checkBudgets, EMBED_MAX_KB } from './budgets';
import { buildPage } from './build-pages';
import { inProduction, measureBudgets } from './measure-budgets';
import { gzipKb } from './sizes';

// The size budgets of docs/releasing.md, checked in `npm test` and not only by `npm run release`: a
// change that makes the chart-only page or the embed script heavier than its budget fails here.

const pagesDir = new URL('./pages/', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'pulzus-budgets-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** `kb` KB of deterministic noise (xorshift32), which gzip cannot shrink: weight a page carries for nothing. */
function noiseModule(kb: number): Plugin {
  const id = '\0budget-fixture-noise';
  let state = 0x9e3779b9;
  const chars: string[] = [];
  for (let i = 0; i < kb * 1024; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    chars.push('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/'[(state >>> 0) % 64]!);
  }
  return {
    name: 'budget-fixture-noise',
    resolveId: (source) => (source === 'budget-fixture-noise' ? id : null),
    load: (loaded) => (loaded === id ? `export const noise = ${JSON.stringify(chars.join(''))};` : null),
    // the chart-only page, which also keeps the noise alive (a page that ships what it never needs)
    transform: (code, file) =>
      file.endsWith('/pages/chart-only.tsx')
        ? `import { noise } from 'budget-fixture-noise';\nglobalThis.budgetFixtureNoise = noise;\n${code}`
        : null,
  };
}

/** The chart-only page built from source with `noiseKb` KB of noise added: the over-budget fixture. */
async function overBudgetPageKb(noiseKb: number): Promise<number> {
  const dir = join(out, 'over-budget');
  await build({
    configFile: false,
    root: pagesDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), noiseModule(noiseKb)],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: dir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { input: join(pagesDir, 'chart-only.html') },
    },
  });
  const html = readFileSync(join(dir, 'chart-only.html'), 'utf8');
  const entry = readdirSync(join(dir, 'assets')).find(
    (f) => f.endsWith('.js') && html.includes(`assets/${f}"`),
  );
  if (!entry) throw new Error('the fixture page loads no script');
  return gzipKb(readFileSync(join(dir, 'assets', entry)));
}

describe('size budgets (docs/releasing.md "Size budgets")', () => {
  it('a page importing BarChart that carries 30 KB more than it needs breaches the chart-only budget', async () => {
    const baseline = gzipKb((await inProduction(() => buildPage('baseline', join(out, 'baseline')))).js);
    const page = await inProduction(() => overBudgetPageKb(30));
    const budgets = checkBudgets({
      chart_only_page_gzip_kb: page,
      react_baseline_gzip_kb: baseline,
      embed_gzip_kb: EMBED_MAX_KB,
    });
    expect(page).toBeGreaterThan(baseline + CHART_ONLY_OVER_REACT_KB);
    expect(budgets.chart_only_page_gzip_kb?.met).toBe(false);
    expect(budgets.embed_gzip_kb?.met).toBe(true);
    const breaches = budgetBreaches(budgets);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(/^✗ size budget chart_only_page_gzip_kb: [\d.]+ KB > [\d.]+ KB/);
  }, 120_000);

  it('an embed script without its build is a breach, not a pass', () => {
    const budgets = checkBudgets({
      chart_only_page_gzip_kb: 80,
      react_baseline_gzip_kb: 66.8,
      embed_gzip_kb: null,
      embed_reason: 'npm run build:embed failed',
    });
    expect(budgetBreaches(budgets)).toEqual([expect.stringContaining('embed_gzip_kb: not measured')]);
  });

  it('the chart-only page and the embed script built from this checkout hold their budgets', async () => {
    const report = await measureBudgets();
    expect(budgetBreaches(report.budgets), JSON.stringify(report, null, 2)).toEqual([]);
  }, 600_000);
});
