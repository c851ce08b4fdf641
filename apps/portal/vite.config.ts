import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { eagerCompile } from '../../scripts/vite-eager-compile.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The portal's Vite config: workspace packages from source, `/api` proxied to the server in dev, built to `apps/portal/dist`. */
export default defineConfig({
  root,
  // each chunk is one route's screens, loaded to draw them: V8 compiles it while it loads
  plugins: [react(), eagerCompile()],
  // style.md §4: workspace packages resolve to their `source` export, never a stale dist/
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // the route chunks are split by the lazy imports of src/routes (the login screen stays in the entry,
    // docs/architecture.md "Portal delivery"); no inline module preload polyfill (CSP: script-src 'self')
    modulePreload: { polyfill: false },
  },
});
