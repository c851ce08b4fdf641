import { defineConfig, type Options } from 'tsup';

/**
 * Builds the publishable packages: ESM + `.d.ts`, one entry per `exports` subpath
 * (style.md §5). Apps are built by Vite, the server runs from source.
 */
const publishable = (name: string, extra: Partial<Options> = {}): Options => ({
  name: `@pulzus/${name}`,
  entry: { index: `packages/${name}/src/index.ts` },
  outDir: `packages/${name}/dist`,
  tsconfig: `packages/${name}/tsconfig.json`,
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  ...extra,
});

export default defineConfig([publishable('core')]);
