import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Budget, type BudgetSizes, checkBudgets } from './budgets';
import { buildPage } from './build-pages';
import { embedSize, gzipKb } from './sizes';

const root = new URL('../../', import.meta.url).pathname;

/**
 * Builds the publishable packages' dist/ (tsup), which the chart-only page imports as npm installs them;
 * not again under `npm test` (PULZUS_PACKAGES_BUILT=1), whose stage before has just built them.
 */
export function buildPackages(): void {
  if (process.env.PULZUS_PACKAGES_BUILT === '1') return;
  console.log('bench:ui building the packages (tsup)…');
  const run = spawnSync('npx', ['--no-install', 'tsup', '--silent'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('bench:ui: `npx tsup` failed, so the dist pages cannot be built');
}

/**
 * Runs `build` with NODE_ENV=production, as `npm run build` has it: under a test runner (NODE_ENV=test)
 * Vite and the embed's build would bundle React's development build and measure that.
 */
export async function inProduction<T>(build: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The sizes under budget, what loads beside them on demand, and each budget's verdict. */
export interface BudgetReport extends BudgetSizes {
  chart_only_on_demand_gzip_kb: number;
  embed_unpinned_gzip_kb: number | null;
  embed_total_gzip_kb: number | null;
  embed_chunks: Record<string, number> | null;
  budgets: Record<string, Budget>;
}

/**
 * Measures what the size budgets hold (docs/releasing.md "Size budgets"): builds the packages, the
 * React-only page, the chart-only page from the packages' dist/ and the embed script, and checks them
 * against budgets.ts. `npm run bench:ui -- --budgets-only`, `npm run release` and the budgets test
 * (budgets.test.ts, part of `npm test`) all measure through here.
 */
export function measureBudgets(): Promise<BudgetReport> {
  return inProduction(measure);
}

async function measure(): Promise<BudgetReport> {
  const out = mkdtempSync(join(tmpdir(), 'pulzus-bench-ui-'));
  try {
    buildPackages();
    const baseline = gzipKb((await buildPage('baseline', join(out, 'baseline'))).js);
    const chartPage = await buildPage('chart-only', join(out, 'chart-only'));
    const embed = await embedSize();
    const sizes: BudgetSizes = {
      chart_only_page_gzip_kb: gzipKb(chartPage.js),
      react_baseline_gzip_kb: baseline,
      embed_gzip_kb: embed.embed_gzip_kb,
      ...(embed.embed_reason ? { embed_reason: embed.embed_reason } : {}),
    };
    return {
      ...sizes,
      chart_only_on_demand_gzip_kb: gzipKb(Buffer.concat(chartPage.lazyJs)),
      embed_unpinned_gzip_kb: embed.embed_unpinned_gzip_kb ?? null,
      embed_total_gzip_kb: embed.embed_total_gzip_kb ?? null,
      embed_chunks: embed.embed_chunks ?? null,
      budgets: checkBudgets(sizes),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
