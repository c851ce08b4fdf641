import { readFileSync } from 'node:fs';
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
 * Builds the publishable packages: ESM + `.d.ts`, one entry per `exports` subpath
 * (style.md §5): `entries` names the entries besides `index` (subpath → source file). Apps are
 * built by Vite; the server's production build is apps/server/tsup.config.ts (`npm run build:server`).
 */
const publishable = (
  name: string,
  entries: Record<string, string> = {},
  extra: Partial<Options> = {},
): Options => ({
  name: `@pulzus/${name}`,
  entry: { index: `packages/${name}/src/index.ts`, ...entries },
  outDir: `packages/${name}/dist`,
  tsconfig: `packages/${name}/tsconfig.json`,
  external: externals(`packages/${name}`),
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  ...extra,
});

export default defineConfig([
  publishable('core'),
  publishable('widgets', {
    testing: 'packages/widgets/src/testing/index.ts',
    embed: 'packages/widgets/src/embed/index.ts',
  }),
  publishable('admin'),
]);
