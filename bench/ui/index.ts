/**
 * UI budgets benchmark: the same 100-category × 3-series grouped bar chart drawn by our
 * BarChart, recharts and visx in one run — first render over 10 fresh page loads and re-render after
 * a data change in headless Debian Chromium, bundle sizes over a React-only page, the widgets package
 * without its peers and the embed bundle — and cold loads of the portal from the real server (the
 * login form, a drawn graph; cold-load.ts). Writes bench/results/ui.json. Run: `npm run bench:ui`;
 * `--cold-load-only` runs only the cold loads and prints them without writing the file;
 * `--budgets-only` measures only the sizes under budget (budgets.ts) and prints them. A breached
 * size budget makes either run exit 1 after writing or printing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { budgetBreaches, checkBudgets, EMBED_MAX_KB } from './budgets';
import { buildPackages, measureBudgets } from './measure-budgets';
import { type BuiltPage, buildPage, DIST_PAGES, PAGES, type PageName } from './build-pages';
import { type MeasuredTiming, measureLoad, type PageTimings, SETTLE_MS, UPDATES_PER_LOAD } from './measure';
import { COLD_LOAD_GRAPH, measureColdLoads, startPortalServer } from './cold-load';
import { BAR_COUNT, CATEGORY_COUNT, SERIES_NAMES } from './pages/bench-data';
import { serveStatic } from './serve';
import { embedSize, gzipKb, widgetsBundleWithoutPeers, widgetsOwnGzipKb } from './sizes';
import { type Summary, summarize } from './stats';

/** Fresh page loads per implementation; `--loads=N` shortens a trial run (the budget figure is 10). */
const FRESH_LOADS = Number(process.argv.find((a) => a.startsWith('--loads='))?.slice(8) ?? 10);
/** Cold loads of each portal page, interleaved; `--cold-loads=N` (at least 7 for a recorded figure). */
const COLD_LOADS = Number(process.argv.find((a) => a.startsWith('--cold-loads='))?.slice(13) ?? 9);
const COLD_LOAD_ONLY = process.argv.includes('--cold-load-only');
const BUDGETS_ONLY = process.argv.includes('--budgets-only');
/**
 * The timed pages; baseline-styled is built for its size only. `pulzus-lazy` is our page built
 * without the eager-compile hint that the embed script, the portal and every other page carry: V8
 * then compiles each function at its first call, inside the timed render.
 */
const TIMED = ['pulzus', 'recharts', 'visx', 'baseline', 'pulzus-lazy'] as const;
type Timed = (typeof TIMED)[number];
/** The page a timed name loads, and where it is built and served. */
const pageOf = (name: Timed): PageName => (name === 'pulzus-lazy' ? 'pulzus' : name);
const TARGETS = {
  embed_gzip_kb: EMBED_MAX_KB,
  widgets_gzip_kb: 60,
  bar_100x3_render_ms: 30,
  bar_100x3_update_ms: 16,
  portal_login_cold_load_ms: 500,
  portal_graph_cold_load_ms: 1000,
};

const root = new URL('../../', import.meta.url).pathname;
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** The portal's cold loads against the real server, in a browser of their own. */
async function portalColdLoads(executablePath: string) {
  console.log('bench:ui starting the server with the built portal for the cold loads…');
  const server = await startPortalServer();
  try {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      return await measureColdLoads(browser, server, COLD_LOADS);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

/** Reports breached size budgets on stderr and makes the process exit 1; true when all hold. */
function enforceBudgets(budgets: ReturnType<typeof checkBudgets>): boolean {
  const breaches = budgetBreaches(budgets);
  for (const line of breaches) console.error(line);
  if (breaches.length > 0) process.exitCode = 1;
  else console.log('bench:ui size budgets hold');
  return breaches.length === 0;
}

/** `--budgets-only`: the React-only page, the chart-only page and the embed script, sized and checked. */
async function budgetsOnly(): Promise<void> {
  const report = await measureBudgets();
  console.log(JSON.stringify(report, null, 2));
  enforceBudgets(report.budgets);
}

async function main(): Promise<void> {
  if (BUDGETS_ONLY) return budgetsOnly();
  const executablePath = findChromium();
  if (!executablePath) throw new Error('bench:ui needs Debian Chromium: apt-get install -y chromium');
  if (COLD_LOAD_ONLY) {
    const loadAtStart = load();
    const cold = await portalColdLoads(executablePath);
    console.log(
      JSON.stringify({ ...cold, load_avg_at_start: loadAtStart, load_avg_at_end: load() }, null, 2),
    );
    return;
  }
  const loadAtStart = load();
  const started = Date.now();
  const out = mkdtempSync(join(tmpdir(), 'pulzus-bench-ui-'));
  try {
    console.log('bench:ui building pages (vite, production)…');
    const built = new Map<PageName, BuiltPage>();
    for (const name of PAGES) built.set(name, await buildPage(name, join(out, name)));
    buildPackages();
    for (const name of DIST_PAGES) built.set(name, await buildPage(name, join(out, name)));
    await buildPage('pulzus', join(out, 'pulzus-lazy'), { eager: false });
    const pageKb = (name: PageName) => gzipKb(built.get(name)!.js);
    const added = (name: PageName, over: PageName = 'baseline') =>
      Math.round((pageKb(name) - pageKb(over)) * 10) / 10;

    console.log('bench:ui sizing the widgets package and the embed bundle…');
    const widgets = await widgetsBundleWithoutPeers();
    const widgetsOwn = await widgetsOwnGzipKb();
    const embed = await embedSize();

    const server = await serveStatic(out);
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const chromiumVersion = browser.version();
    const timings = new Map<Timed, PageTimings>(TIMED.map((n) => [n, { renders: [], updates: [] }]));
    const unsettled = new Map<Timed, MeasuredTiming[]>(TIMED.map((n) => [n, []]));
    try {
      for (let i = 0; i < FRESH_LOADS; i++) {
        // rotate the order per round so no implementation always runs first or last
        const order = TIMED.map((_, k) => TIMED[(k + i) % TIMED.length]!);
        for (const name of order) {
          const url = `${server.origin}/${name}/${pageOf(name)}.html`;
          const result = await measureLoad(browser, url);
          timings.get(name)!.renders.push(result.render);
          timings.get(name)!.updates.push(...result.updates);
          // the same first render timed right after load, while the browser still starts up
          unsettled.get(name)!.push((await measureLoad(browser, url, { settleMs: 0 })).render);
        }
        console.log(`bench:ui load ${i + 1}/${FRESH_LOADS} done`);
      }
    } finally {
      await browser.close();
      await server.close();
    }

    const summary = (name: Timed) => {
      const t = timings.get(name)!;
      return {
        render_ms: summarize(t.renders.map((r) => r.dom_ms)),
        render_cpu_ms: summarize(t.renders.flatMap((r) => (r.cpu_ms === null ? [] : [r.cpu_ms]))),
        render_to_next_frame_ms: summarize(t.renders.map((r) => r.frame_ms)),
        render_right_after_load_ms: summarize(unsettled.get(name)!.map((r) => r.dom_ms)),
        render_right_after_load_cpu_ms: summarize(
          unsettled.get(name)!.flatMap((r) => (r.cpu_ms === null ? [] : [r.cpu_ms])),
        ),
        update_ms: summarize(t.updates.map((r) => r.dom_ms)),
        update_cpu_ms: summarize(t.updates.flatMap((r) => (r.cpu_ms === null ? [] : [r.cpu_ms]))),
        update_to_next_frame_ms: summarize(t.updates.map((r) => r.frame_ms)),
        page_gzip_kb: pageKb(pageOf(name)),
      };
    };
    const details = Object.fromEntries(TIMED.map((n) => [n, summary(n)])) as Record<
      Timed,
      ReturnType<typeof summary>
    >;
    type Figure =
      | 'render_ms'
      | 'update_ms'
      | 'render_cpu_ms'
      | 'update_cpu_ms'
      | 'render_right_after_load_ms'
      | 'render_right_after_load_cpu_ms';
    const median = (name: Timed, key: Figure) => (details[name][key] as Summary | null)?.median ?? null;

    const cold = await portalColdLoads(executablePath);

    const budgets = checkBudgets({
      chart_only_page_gzip_kb: pageKb('chart-only'),
      react_baseline_gzip_kb: pageKb('baseline'),
      embed_gzip_kb: embed.embed_gzip_kb,
      ...(embed.embed_reason ? { embed_reason: embed.embed_reason } : {}),
    });
    const figures = {
      embed_gzip_kb: embed.embed_gzip_kb,
      widgets_gzip_kb: widgets.gzip_kb,
      bar_100x3_render_ms: median('pulzus', 'render_ms'),
      bar_100x3_update_ms: median('pulzus', 'update_ms'),
      portal_login_cold_load_ms: cold.login.ready_ms?.median ?? null,
      portal_graph_cold_load_ms: cold.graph.ready_ms?.median ?? null,
    };
    const met = (key: keyof typeof TARGETS) => {
      const value = figures[key];
      return {
        value,
        limit: TARGETS[key],
        met: value === null ? null : key.endsWith('_kb') ? value < TARGETS[key] : value <= TARGETS[key],
      };
    };
    const result = {
      ...figures,
      ...(embed.embed_reason ? { embed_reason: embed.embed_reason } : {}),
      recharts_100x3_render_ms: median('recharts', 'render_ms'),
      recharts_100x3_update_ms: median('recharts', 'update_ms'),
      visx_100x3_render_ms: median('visx', 'render_ms'),
      visx_100x3_update_ms: median('visx', 'update_ms'),
      react_floor_100x3_render_ms: median('baseline', 'render_ms'),
      react_floor_100x3_update_ms: median('baseline', 'update_ms'),
      bar_100x3_render_cpu_ms: median('pulzus', 'render_cpu_ms'),
      bar_100x3_update_cpu_ms: median('pulzus', 'update_cpu_ms'),
      recharts_100x3_render_cpu_ms: median('recharts', 'render_cpu_ms'),
      recharts_100x3_update_cpu_ms: median('recharts', 'update_cpu_ms'),
      visx_100x3_render_cpu_ms: median('visx', 'render_cpu_ms'),
      visx_100x3_update_cpu_ms: median('visx', 'update_cpu_ms'),
      react_floor_100x3_render_cpu_ms: median('baseline', 'render_cpu_ms'),
      react_floor_100x3_update_cpu_ms: median('baseline', 'update_cpu_ms'),
      bar_100x3_render_without_compile_hint_ms: median('pulzus-lazy', 'render_ms'),
      bar_100x3_render_without_compile_hint_cpu_ms: median('pulzus-lazy', 'render_cpu_ms'),
      bar_100x3_render_right_after_load_ms: median('pulzus', 'render_right_after_load_ms'),
      bar_100x3_render_right_after_load_cpu_ms: median('pulzus', 'render_right_after_load_cpu_ms'),
      recharts_100x3_render_right_after_load_ms: median('recharts', 'render_right_after_load_ms'),
      visx_100x3_render_right_after_load_ms: median('visx', 'render_right_after_load_ms'),
      react_floor_100x3_render_right_after_load_ms: median('baseline', 'render_right_after_load_ms'),
      bar_added_gzip_kb: added('pulzus'),
      bar_added_over_styled_components_gzip_kb: added('pulzus', 'baseline-styled'),
      recharts_added_gzip_kb: added('recharts'),
      visx_added_gzip_kb: added('visx'),
      react_baseline_gzip_kb: pageKb('baseline'),
      chart_only_page_gzip_kb: pageKb('chart-only'),
      chart_only_added_gzip_kb: added('chart-only'),
      chart_only_on_demand_gzip_kb: gzipKb(Buffer.concat(built.get('chart-only')!.lazyJs)),
      widgets_own_gzip_kb: widgetsOwn,
      widgets_approx_breakdown_gzip_kb: widgets.approx_breakdown_gzip_kb,
      embed_raw_kb: embed.embed_raw_kb,
      embed_unpinned_gzip_kb: embed.embed_unpinned_gzip_kb ?? null,
      embed_total_gzip_kb: embed.embed_total_gzip_kb ?? null,
      embed_chunks: embed.embed_chunks ?? null,
      embed_approx_breakdown_gzip_kb: embed.embed_approx_breakdown_gzip_kb ?? null,
      budgets,
      targets: {
        embed_gzip_kb: {
          ...met('embed_gzip_kb'),
          rule: `embed entry with its static imports (custom element with React, what a pinned graph needs before it draws) < ${EMBED_MAX_KB} KB gzipped (also a budget)`,
        },
        widgets_gzip_kb: {
          ...met('widgets_gzip_kb'),
          rule: 'widgets package without React and other peers < 60 KB gzipped',
        },
        bar_100x3_render_ms: {
          ...met('bar_100x3_render_ms'),
          rule: 'first render, median of 10 fresh loads ≤ 30 ms',
        },
        bar_100x3_update_ms: {
          ...met('bar_100x3_update_ms'),
          rule: 're-render after a data change ≤ 16 ms (one frame)',
        },
        portal_login_cold_load_ms: {
          ...met('portal_login_cold_load_ms'),
          rule: `cold load of /login to an enabled e-mail field, median of ${COLD_LOADS} ≤ 500 ms on localhost`,
        },
        portal_graph_cold_load_ms: {
          ...met('portal_graph_cold_load_ms'),
          rule: `cold load of /graph/${COLD_LOAD_GRAPH}, signed in, to its first bar, median of ${COLD_LOADS} ≤ 1 s on localhost`,
        },
      },
      portal_cold_load: { ...cold, rounds: COLD_LOADS },
      samples: {
        fresh_loads_per_implementation: FRESH_LOADS,
        updates_per_load: UPDATES_PER_LOAD,
        updates_per_implementation: FRESH_LOADS * UPDATES_PER_LOAD,
        portal_cold_loads_per_page: COLD_LOADS,
      },
      chart: { categories: CATEGORY_COUNT, series: SERIES_NAMES.length, bars: BAR_COUNT, width_px: 960 },
      details,
      method: {
        pages:
          "bench/ui/pages/*: one Vite production build per page (minified, one JS file), served from 127.0.0.1; each page draws into a 960 px wide #root; every page's file starts with V8's eager-compile hint (//# allFunctionsCalledOnLoad, scripts/vite-eager-compile.mjs), as the embed script and the portal ship, so V8 compiles its functions while the script loads; *_without_compile_hint_* time our page built without it (each function compiled at its first call, inside the render)",
        render: `after the freshly loaded page has rested ${SETTLE_MS} ms and two frames (right after load V8 still compiles the new script on background threads and the compositor starts; on two cores they take the CPU from the timed main thread; a chart on a real page draws after its data arrives, well after that), performance.now() before createRoot().render(); a MutationObserver resolves once all 300 bar elements exist (render_ms); render_to_next_frame_ms adds the next animation frame and one task after it; render_cpu_ms is the renderer main thread's CPU time over the same span (user-timing marks' thread timestamps in a Chromium trace), which a busy machine inflates far less than wall-clock time; *_render_right_after_load_* time the same first render on another fresh load with no rest`,
        update:
          'after two quiet frames, performance.now() before setState(next data set) until every bar attribute (width, or d for recharts) has changed; every value differs from the previous set',
        fresh_load:
          'a new browser context per load (own cache); implementations interleaved, order rotated per round',
        sizes:
          "gzip level 9, 1 KB = 1024 B; *_added_gzip_kb = chart page minus the React-only page (same harness, 300 bare rects); bar_added_over_styled_components_gzip_kb subtracts a React + styled-components page instead; widgets_gzip_kb = packages/widgets/src/index.ts from source, minified, peers external, its dependencies (@pulzus/core, zod, date-fns, d3, floating-ui) bundled; widgets_own_gzip_kb leaves every package import out; chart_only_page_gzip_kb = bench/ui/pages/chart-only.tsx (the same harness as the React-only page, BarChart and nothing else from @pulzus/widgets) built from the packages' dist/ after npx tsup, as an app outside the monorepo installs them, budget ≤ react_baseline_gzip_kb + 25 (budgets.ts); chart_only_on_demand_gzip_kb = the chunks that page loads only when a tooltip first opens (floating-ui); embed_gzip_kb = packages/widgets/dist-embed/pulzus-graph.js after npm run build:embed with the chunks it imports statically, each file gzipped on its own (what a pinned graph needs before it draws); embed_unpinned_gzip_kb adds the GraphView chunk that a key pinning nothing loads with its texts; embed_total_gzip_kb is every file of dist-embed, embed_chunks each file (hashed names), the rest loading on demand (the heatmap, floating-ui, the exporter); *_approx_breakdown_gzip_kb splits a total by the gzipped size of each package's tree-shaken, unminified code (an estimate)",
        ours: 'BarChart inside the theme provider, language en, as the embed draws it: toolbar, SVG with grid, axes and 300 labelled bars, legend; its visually hidden data table renders in a deferred pass right after the bars (useDeferredValue), so it is not inside render_ms',
        portal_cold_load: `the real server from source (npm start's demo on a fresh PGlite DATA_DIR: brotli/gzip on the fly, immutable hashed assets) serving apps/portal/dist (built when stale, as npm start does); each load in a new browser context (empty HTTP and code cache), 1200×900; login and graph loads interleaved, the order alternating per round; ready_ms = performance.now() (from navigation start) when a MutationObserver installed before the page's scripts first sees the element enabled and laid out: /login's e-mail field, or /graph/${COLD_LOAD_GRAPH}'s first bar ([data-chart-bars] rect) with the demo admin's token placed in localStorage as a sign-in leaves it; ready_to_next_frame_ms adds the next animation frame and one task; main_thread_cpu_ms and renderer_cpu_ms are the renderer's main-thread and whole-process CPU time (CDP Performance.getMetrics) just after; scripts_gzip_kb are the JavaScript files fetched before ready, gzip -9 as built, scripts_sent_kb the same as sent (brotli)`,
        competitors:
          'recharts: BarChart layout=vertical, CartesianGrid, XAxis 0–100 %, YAxis with every category (interval 0), Tooltip, Legend, 3 Bars with LabelList, animations off, fixed 960 px width. visx: scaleBand/scaleLinear, BarGroupHorizontal, AxisLeft, AxisBottom, GridColumns, value labels, HTML legend',
      },
      machine: {
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: cpus().length,
        memory_gb: Math.round(totalmem() / 2 ** 30),
        os: `${platform()} ${release()}`,
        node: process.version,
        chromium: chromiumVersion,
        load_avg_at_start: loadAtStart,
        load_avg_at_end: load(),
        note: 'a 2-core machine; load_avg_at_start and load_avg_at_end tell whether other work shared the CPUs during the run',
      },
      date: new Date().toISOString(),
      duration_s: Math.round((Date.now() - started) / 1000),
    };
    const resultsDir = join(root, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'ui.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      JSON.stringify(
        {
          ...figures,
          recharts_100x3_render_ms: result.recharts_100x3_render_ms,
          visx_100x3_render_ms: result.visx_100x3_render_ms,
          portal_login_scripts_gzip_kb: cold.login.scripts_total_gzip_kb,
          portal_graph_scripts_gzip_kb: cold.graph.scripts_total_gzip_kb,
          chart_only_page_gzip_kb: result.chart_only_page_gzip_kb,
          react_baseline_gzip_kb: result.react_baseline_gzip_kb,
          budgets,
          targets: result.targets,
        },
        null,
        2,
      ),
    );
    console.log('bench:ui wrote bench/results/ui.json');
    enforceBudgets(budgets);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
