/**
 * Where a bundle's bytes are: every module of the widgets package bundle (peers left out, as
 * `widgets_gzip_kb` measures it) or of the embed script, with the gzipped size of its tree-shaken,
 * unminified code, largest first. A diagnostic for a missed size budget, not a measurement (the
 * minified total is smaller). Run: `npm run bench:ui:modules -- [widgets|embed] [count]`.
 */
import { buildEmbedBundle, buildWidgetsBundle, gzipKb, isWidgetsPeer } from './sizes';

const root = new URL('../../', import.meta.url).pathname;
const which = process.argv[2] === 'embed' ? 'embed' : 'widgets';
const count = Number(process.argv[3] ?? 60);

const output =
  which === 'embed'
    ? await buildEmbedBundle({ minify: false })
    : await buildWidgetsBundle(isWidgetsPeer, { minify: false });

const results = Array.isArray(output) ? output : [output];
const rows: [string, number][] = [];
for (const result of results) {
  if (!('output' in result)) continue;
  for (const chunk of result.output) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = id.replace(root, '').replace(/.*node_modules\//, '');
      rows.push([name, gzipKb(module.code ?? '')]);
    }
  }
}
rows.sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
console.log(
  `${which}: ${rows.length} modules, ${total.toFixed(1)} KB as separately gzipped unminified modules`,
);
for (const [name, kb] of rows.slice(0, count)) console.log(`${kb.toFixed(1).padStart(6)}  ${name}`);
