import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildSync } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/** The dependencies a package declares stay imports in its build; only its own source is bundled. */
function externals(dir: string): (string | RegExp)[] {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  // subpath imports (`date-fns/locale`, `react/jsx-runtime`) are external too
  return names.map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`));
}

/**
 * Every module the public entries reach, as an entry of its own (`schemas/common` →
 * `src/schemas/common.ts`), so that dist/ keeps the source's module graph: with `sideEffects: false`
 * a consumer's bundler then skips every module whose exports it does not use, top-level
 * `z.object()` and `styled.div` calls included. One bundled module per package would carry all of
 * them into any page (docs/releasing.md, "Entry points").
 */
function moduleEntries(dir: string, publicEntries: Record<string, string>): Record<string, string> {
  const src = `${dir}/src`;
  const { metafile } = buildSync({
    entryPoints: Object.values(publicEntries),
    bundle: true,
    write: false,
    outdir: 'unused',
    metafile: true,
    logLevel: 'silent',
    platform: 'neutral',
    // bare imports (dependencies, peers, the other @pulzus packages) stay out; relative ones are followed
    packages: 'external',
  });
  const entries: Record<string, string> = {};
  for (const input of Object.keys(metafile.inputs)) {
    if (!input.startsWith(`${src}/`) || !/\.tsx?$/.test(input)) continue;
    entries[relative(src, input).replace(/\.tsx?$/, '')] = input;
  }
  return entries;
}

/**
 * Builds the publishable packages: ESM + `.d.ts`, one `.d.ts` per `exports` subpath (style.md §5):
 * `entries` names the public entries besides `index` (subpath → source file); the JavaScript keeps
 * one file per source module (moduleEntries), code shared by several entries in chunks. Apps are
 * built by Vite; the server's production build is apps/server/tsup.config.ts (`npm run build:server`).
 */
const publishable = (
  name: string,
  entries: Record<string, string> = {},
  extra: Partial<Options> = {},
): Options => {
  const dir = `packages/${name}`;
  const publicEntries = { index: `${dir}/src/index.ts`, ...entries };
  return {
    name: `@pulzus/${name}`,
    entry: { ...moduleEntries(dir, publicEntries), ...publicEntries },
    outDir: `${dir}/dist`,
    tsconfig: `${dir}/tsconfig.json`,
    external: externals(dir),
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    // the declarations follow the public entries only: a consumer's types come from `exports`.
    // They are compiled against the browser's globals without @types/node, so that `Blob` and
    // friends print as the DOM's, never as `import("buffer").Blob`: an app type-checking with
    // `skipLibCheck: false` and no Node types (examples/react-app) must accept them
    dts: { entry: publicEntries, compilerOptions: { lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [] } },
    splitting: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    ...extra,
  };
};

export default defineConfig([
  publishable('core', {
    schemas: 'packages/core/src/schemas/index.ts',
    analytics: 'packages/core/src/analytics/index.ts',
  }),
  publishable('widgets', {
    testing: 'packages/widgets/src/testing/index.ts',
    embed: 'packages/widgets/src/embed/index.ts',
  }),
  publishable('admin'),
]);
