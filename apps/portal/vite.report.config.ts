import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The report page Chromium prints (docs/reports.md), built apart from the portal into
 * `apps/portal/dist-report`: one HTML file and its assets, referenced relatively, which the server
 * serves to its own browser only (never at a public URL). Workspace packages from source (style.md §4).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/report', import.meta.url)),
  base: './',
  publicDir: false,
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('./dist-report', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
});
