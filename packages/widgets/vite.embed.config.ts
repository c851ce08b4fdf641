import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { eagerCompile } from '../../scripts/vite-eager-compile.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The standalone embed script (docs/embedding.md): a minified ES module entry, `dist-embed/pulzus-graph.js`,
 * with React and what a pinned graph draws with inside, registering `<pulzus-graph>` when loaded, and
 * beside it the chunks its `import()`s load on demand (`[name]-[hash].js`: the graph with its sidebar,
 * the heatmap, floating-ui, the exporter), which a module fetches relative to its own URL — from the
 * server that serves the script at `/embed/pulzus-graph.js` and its chunks at `/embed/<chunk>.js`
 * (docs/embedding.md "What the page loads"). Workspace packages resolve from source (style.md §4).
 */
export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    // everything in the script draws the graph: V8 compiles it while it loads (scripts/vite-eager-compile.mjs)
    eagerCompile(),
    {
      // styled-components reads stylis's vendor prefixer only when enableVendorPrefixes is set,
      // which the element never does: its stylis comes without it (src/embed/stylis-without-prefixer.ts)
      name: 'pulzus-stylis-without-prefixer',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source !== 'stylis' || !importer?.includes('/node_modules/styled-components/')) return null;
        return here('./src/embed/stylis-without-prefixer.ts');
      },
    },
  ],
  publicDir: false,
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // library mode keeps `process.env.NODE_ENV` as written; React and styled-components need it replaced
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: here('./dist-embed'),
    emptyOutDir: true,
    target: 'es2022',
    // library mode leaves whitespace in an ES build (for the consumers' tree-shaking); this file is final
    minify: true,
    sourcemap: false,
    reportCompressedSize: true,
    lib: {
      entry: here('./src/embed/pulzus-graph.ts'),
      formats: ['es'],
      fileName: () => 'pulzus-graph.js',
    },
    rolldownOptions: {
      // lets Rolldown keep code the entry and a chunk share in the entry, which then exports it to the
      // chunk, rather than in a third chunk the entry would have to import before it runs
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        // nothing bundles these files again: the pure annotations the minifier keeps for a next
        // bundler's tree-shaking only weigh (about 0.35 KB gzipped)
        comments: false,
      },
    },
  },
});
