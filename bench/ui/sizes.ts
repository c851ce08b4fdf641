import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, type Rolldown } from 'vite';

const root = new URL('../../', import.meta.url).pathname;

/** Gzipped size in KB (1 KB = 1024 bytes), level 9, one decimal. */
export function gzipKb(bytes: Buffer | string): number {
  return Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10;
}

/**
 * The peers of @pulzus/widgets and styled-components, a dependency the host app shares with the
 * widgets (packages/widgets/README.md "Install"): the package's own size leaves them out.
 */
function widgetsPeers(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'packages/widgets/package.json'), 'utf8'));
  return [...Object.keys(pkg.peerDependencies ?? {}), 'styled-components'];
}

const isUnder = (names: readonly string[]) => (id: string) =>
  names.some((name) => id === name || id.startsWith(`${name}/`));

/** Which package a bundled module belongs to, for the size breakdown. */
function ownerOf(id: string): string {
  const npm = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (npm?.startsWith('@floating-ui/') || npm === 'tabbable') return '@floating-ui (tooltips, popovers)';
  if (npm?.startsWith('d3-') || npm === 'internmap') return 'd3 (scales, formats)';
  if (npm === 'react' || npm === 'react-dom' || npm === 'scheduler') return 'react + react-dom';
  if (npm === 'styled-components' || npm === 'stylis' || npm?.startsWith('@emotion/'))
    return 'styled-components';
  if (npm) return npm;
  if (id.includes('/packages/core/src/i18n/')) return '@pulzus/core message catalogue (hu + en)';
  if (id.includes('/packages/core/')) return '@pulzus/core (other)';
  if (id.includes('/packages/widgets/')) return '@pulzus/widgets own code';
  return 'other';
}

/** A bundle's gzipped size and an estimate of each package's share of it. */
export interface BundleSize {
  gzip_kb: number;
  /** Each owner's share of the gzipped total, estimated from the gzipped size of its tree-shaken, not yet minified code. */
  approx_breakdown_gzip_kb: Record<string, number>;
}

/**
 * Builds the whole public API of @pulzus/widgets (src/index.ts, from source) as one ES module in
 * memory, with `external` left out; minified unless `minify` is false.
 */
export function buildWidgetsBundle(external: (id: string) => boolean, { minify = true } = {}) {
  return build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify,
      sourcemap: false,
      reportCompressedSize: false,
      // not lib mode: Vite leaves whitespace in lib-mode ES output, which would overstate the size
      rollupOptions: {
        input: join(root, 'packages/widgets/src/index.ts'),
        external,
        preserveEntrySignatures: 'exports-only',
      },
    },
  });
}

/** The widgets bundle without `external`, minified and gzipped, with each package's estimated share. */
async function widgetsBundle(external: (id: string) => boolean): Promise<BundleSize> {
  return bundleSize(await buildWidgetsBundle(external));
}

type BuildOutput = Awaited<ReturnType<typeof build>>;

/** The gzipped size of a build's chunks with each package's estimated share. */
function bundleSize(output: BuildOutput): BundleSize {
  const results = Array.isArray(output) ? output : [output];
  return chunksSize(
    results.flatMap((r) => ('output' in r ? r.output : [])).filter((o) => o.type === 'chunk'),
  );
}

/** The gzipped size of some chunks (or the given size) with each package's estimated share. */
function chunksSize(
  chunks: { code: string; modules: Record<string, { code: string | null }> }[],
  gzipOverride?: number,
): BundleSize {
  const gzip = gzipOverride ?? gzipKb(chunks.map((c) => c.code).join('\n'));
  const code = new Map<string, string[]>();
  for (const chunk of chunks)
    for (const [id, module] of Object.entries(chunk.modules))
      code.set(ownerOf(id), [...(code.get(ownerOf(id)) ?? []), module.code ?? '']);
  // each owner's tree-shaken code, gzipped on its own (comments and long names compress away)
  const rendered = new Map([...code].map(([owner, parts]) => [owner, gzipKb(parts.join('\n'))]));
  const total = [...rendered.values()].reduce((a, b) => a + b, 0) || 1;
  const breakdown = [...rendered]
    .sort((a, b) => b[1] - a[1])
    .map(([owner, length]) => [owner, Math.round(((gzip * length) / total) * 10) / 10] as const);
  return { gzip_kb: gzip, approx_breakdown_gzip_kb: Object.fromEntries(breakdown) };
}

/** Whether a module id is one of the widgets package's peers, which the host app brings. */
export function isWidgetsPeer(id: string): boolean {
  return isUnder(widgetsPeers())(id);
}

/** The widgets package without its peers (its own code, @pulzus/core, d3 and floating-ui bundled in). */
export function widgetsBundleWithoutPeers(): Promise<BundleSize> {
  return widgetsBundle(isWidgetsPeer);
}

/** The widgets package's own code only: every npm and workspace import left out. */
export async function widgetsOwnGzipKb(): Promise<number> {
  return (await widgetsBundle((id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0')))
    .gzip_kb;
}

/** The embed build's sizes, or null with the reason when it cannot be built here. */
export interface EmbedSize {
  /**
   * What a pinned graph needs before it draws: the entry `pulzus-graph.js` and the chunks it imports
   * statically, each gzipped as served (the budget).
   */
  embed_gzip_kb: number | null;
  /** The same files unzipped. */
  embed_raw_kb: number | null;
  /** What a graph with its sidebar (a key that pins nothing) needs before it draws: the above and the GraphView chunk. */
  embed_unpinned_gzip_kb?: number | null;
  /** Every file of the build, gzipped one by one: the first paint's and all that loads on demand. */
  embed_total_gzip_kb?: number | null;
  /** Each file of the build (hashed names) and its gzipped size, the entry first. */
  embed_chunks?: Record<string, number>;
  embed_reason?: string;
  embed_approx_breakdown_gzip_kb?: Record<string, number>;
}

const EMBED_CONFIG = join(root, 'packages/widgets/vite.embed.config.ts');
const EMBED_DIR = join(root, 'packages/widgets/dist-embed');
const EMBED_ENTRY = 'pulzus-graph.js';
/** The on-demand chunk an unpinned graph needs before it draws (src/embed/EmbeddedGraph.tsx). */
const GRAPH_VIEW_MODULE = '/packages/widgets/src/Graph/GraphView.tsx';

/** Builds the embed script in memory with its own Vite config; minified unless `minify` is false. */
export function buildEmbedBundle({ minify = true } = {}) {
  return build({ configFile: EMBED_CONFIG, logLevel: 'warn', build: { write: false, minify } });
}

type OutputChunk = Rolldown.OutputChunk;

/** A chunk with the chunks it imports statically, all of them (the browser fetches them before it runs). */
function withStaticImports(start: string, byName: Map<string, OutputChunk>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  visit(start);
  return [...seen];
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

/**
 * Builds the embed with `npm run build:embed` when the script exists and gzips the files it wrote:
 * the entry with its static imports (the budget), with the GraphView chunk (an unpinned graph), all of
 * them, and each file; the chunk graph comes from the same build run in memory.
 */
export async function embedSize(): Promise<EmbedSize> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const file = join(EMBED_DIR, EMBED_ENTRY);
  if (!pkg.scripts?.['build:embed']) {
    return {
      embed_gzip_kb: null,
      embed_raw_kb: null,
      embed_reason: 'package.json has no "build:embed" script yet, so the embed bundle cannot be built',
    };
  }
  const run = spawnSync('npm', ['run', '--silent', 'build:embed'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0 || !existsSync(file)) {
    const tail = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-3).join(' | ');
    return {
      embed_gzip_kb: null,
      embed_raw_kb: null,
      embed_reason: `npm run build:embed failed or wrote no dist-embed/pulzus-graph.js (exit ${run.status}): ${tail}`,
    };
  }
  const output = await buildEmbedBundle();
  const results = Array.isArray(output) ? output : [output];
  const chunks = results
    .flatMap((r) => ('output' in r ? r.output : []))
    .filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const written = readdirSync(EMBED_DIR).filter((name) => name.endsWith('.js'));
  const missing = [...byName.keys()].filter((name) => !written.includes(name));
  if (missing.length > 0 || !byName.has(EMBED_ENTRY)) {
    throw new Error(
      `bench:ui: the in-memory embed build names files npm run build:embed did not write: ${missing}`,
    );
  }
  const bytes = new Map(written.map((name) => [name, readFileSync(join(EMBED_DIR, name))]));
  const gzipOf = (name: string) => gzipKb(bytes.get(name)!);
  const entry = withStaticImports(EMBED_ENTRY, byName);
  const graphView = chunks.find((c) => c.facadeModuleId?.endsWith(GRAPH_VIEW_MODULE));
  const unpinned = graphView
    ? [...new Set([...entry, ...withStaticImports(graphView.fileName, byName)])]
    : null;
  const ordered = [
    EMBED_ENTRY,
    ...written.filter((n) => n !== EMBED_ENTRY).sort((a, b) => gzipOf(b) - gzipOf(a)),
  ];
  return {
    embed_gzip_kb: sum(entry.map(gzipOf)),
    embed_raw_kb: Math.round((entry.reduce((a, n) => a + bytes.get(n)!.length, 0) / 1024) * 10) / 10,
    embed_unpinned_gzip_kb: unpinned ? sum(unpinned.map(gzipOf)) : null,
    embed_total_gzip_kb: sum(written.map(gzipOf)),
    embed_chunks: Object.fromEntries(ordered.map((name) => [name, gzipOf(name)])),
    embed_approx_breakdown_gzip_kb: chunksSize(
      entry.map((name) => byName.get(name)!),
      sum(entry.map(gzipOf)),
    ).approx_breakdown_gzip_kb,
  };
}
