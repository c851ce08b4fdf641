import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { eagerCompile } from '../../scripts/vite-eager-compile.mjs';

/** The benchmark pages: the React floor, the styled-components floor and the three charts. */
export const PAGES = ['baseline', 'baseline-styled', 'pulzus', 'recharts', 'visx'] as const;
/**
 * The pages built from the packages' dist/ as a consumer installs them, for their size only:
 * `chart-only` imports BarChart and nothing else (run `npx tsup` first; index.ts does).
 */
export const DIST_PAGES = ['chart-only'] as const;
/** A benchmark page's name. */
export type PageName = (typeof PAGES)[number] | (typeof DIST_PAGES)[number];

/**
 * A built page: its folder (served as is), the JavaScript file its HTML loads, and the chunks it
 * loads only on demand (floating-ui, when a tooltip first opens), which draw nothing on load.
 */
export interface BuiltPage {
  name: PageName;
  dir: string;
  js: Buffer;
  lazyJs: Buffer[];
}

const pagesDir = new URL('./pages/', import.meta.url).pathname;

/**
 * Builds one page with Vite in production mode (minified unless `minify` is false, no source maps) into `outDir`; workspace
 * packages resolve from source (style.md §4), exactly as the portal's own build takes them, except
 * on the DIST_PAGES, which take the built packages as npm installs them. Like the
 * portal and the embed script, every page carries V8's eager-compile hint unless `eager` is false
 * (scripts/vite-eager-compile.mjs).
 */
export async function buildPage(
  name: PageName,
  outDir: string,
  { minify = true, eager = true }: { minify?: boolean; eager?: boolean } = {},
): Promise<BuiltPage> {
  // a dist page resolves @pulzus/* through `import`, as an app outside the monorepo does
  const fromDist = (DIST_PAGES as readonly string[]).includes(name);
  await build({
    configFile: false,
    root: pagesDir,
    mode: 'production',
    base: './',
    logLevel: 'warn',
    plugins: eager ? [react(), eagerCompile()] : [react()],
    resolve: { conditions: fromDist ? [...defaultClientConditions] : ['source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rollupOptions: { input: join(pagesDir, `${name}.html`) },
    },
  });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const html = readFileSync(join(outDir, `${name}.html`), 'utf8');
  const entries = files.filter((f) => html.includes(`assets/${f}"`));
  if (entries.length !== 1)
    throw new Error(`bench:ui page ${name}: expected one script in its HTML, got ${entries.join(', ')}`);
  return {
    name,
    dir: outDir,
    js: readFileSync(join(assets, entries[0]!)),
    lazyJs: files.filter((f) => f !== entries[0]).map((f) => readFileSync(join(assets, f))),
  };
}
