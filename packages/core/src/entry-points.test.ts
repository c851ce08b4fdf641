import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as core from './index';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** The app's own packages (peers of @pulzus/widgets): the page brings them whatever it draws. */
const PEERS = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'styled-components',
  '@tanstack/*',
  'i18next',
  'react-i18next',
  'zustand',
];

/**
 * The modules a production bundle of `code` keeps, as a consumer's bundler builds it: esbuild,
 * minified, tree-shaken by the packages' `sideEffects: false`; workspace packages from source
 * (style.md §4), which is the module graph tsup's dist keeps too (tsup.config.ts `moduleEntries`).
 */
async function keptModules(code: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    conditions: ['source'],
    external: PEERS,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

const isZod = (path: string) => path.includes('node_modules/zod/');
const isEngine = (path: string) => path.includes('packages/core/src/analytics/');

describe('entry points tree-shake (docs/releasing.md, "Entry points")', () => {
  it('a page that draws one chart carries neither zod nor the graph engine', async () => {
    const kept = await keptModules(
      "import { BarChart } from '@pulzus/widgets';\nexport const page = <BarChart data={undefined as never} title='t' />;",
    );
    expect(kept.some((p) => p.includes('packages/widgets/src/BarChart/'))).toBe(true);
    expect(kept.filter(isZod), 'zod reached a chart-only page').toEqual([]);
    expect(kept.filter(isEngine), 'the graph engine reached a chart-only page').toEqual([]);
  }, 30_000);

  it('the API client and the session come without zod', async () => {
    const kept = await keptModules(
      "import { createApiClient, createSession } from '@pulzus/core';\nexport { createApiClient, createSession };",
    );
    expect(kept.some((p) => p.includes('packages/core/src/api/client'))).toBe(true);
    expect(kept.filter(isZod)).toEqual([]);
  }, 30_000);

  it('a schema brings zod, and only @pulzus/core/analytics brings the engine', async () => {
    expect((await keptModules("export { zUser } from '@pulzus/core/schemas';")).some(isZod)).toBe(true);
    expect((await keptModules("export { computeGraph } from '@pulzus/core/analytics';")).some(isEngine)).toBe(
      true,
    );
    expect(Object.keys(core)).not.toContain('computeGraph');
    expect(Object.keys(core)).not.toContain('buildSurveyCube');
  }, 30_000);
});
