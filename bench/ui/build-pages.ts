import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { eagerCompile } from '../../scripts/vite-eager-compile.mjs';

/** The benchmark pages: the React floor, the styled-components floor and the three charts. */
export const PAGES = ['baseline', 'baseline-styled', 'pulzus', 'recharts', 'visx'] as const;
/** A benchmark page's name. */
export type PageName = (typeof PAGES)[number];

/** A built page: its folder (served as is) and its one JavaScript file. */
export interface BuiltPage {
  name: PageName;
  dir: string;
  js: Buffer;
}

const pagesDir = new URL('./pages/', import.meta.url).pathname;

/**
 * Builds one page with Vite in production mode (minified unless `minify` is false, no source maps) into `outDir`; workspace
 * packages resolve from source (style.md §4), exactly as the portal's own build takes them. Like the
 * portal and the embed script, every page carries V8's eager-compile hint unless `eager` is false
 * (scripts/vite-eager-compile.mjs).
 */
export async function buildPage(
  name: PageName,
  outDir: string,
  { minify = true, eager = true }: { minify?: boolean; eager?: boolean } = {},
): Promise<BuiltPage> {
  await build({
    configFile: false,
    root: pagesDir,
    mode: 'production',
    base: './',
    logLevel: 'warn',
    plugins: eager ? [react(), eagerCompile()] : [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
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
  if (files.length !== 1)
    throw new Error(`bench:ui page ${name}: expected one JS file, got ${files.join(', ')}`);
  return { name, dir: outDir, js: readFileSync(join(assets, files[0]!)) };
}
