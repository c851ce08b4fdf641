/**
 * Where a bundle's bytes are: every module of the widgets package bundle (peers left out, as
 * `widgets_gzip_kb` measures it) or of the embed script, with the gzipped size of its tree-shaken,
 * unminified code, largest first. A diagnostic for a missed size budget, not a measurement (the
 * minified total is smaller). Run: `npm run bench:ui:modules -- [widgets|embed|embed-first] [count]`;
 * `embed-first` lists only the embed's first script (the entry and the chunks it imports statically, what
 * the embed budget weighs) and, per module, which chunk carries it.
 */
import { buildEmbedBundle, buildWidgetsBundle, gzipKb, isWidgetsPeer } from './sizes';

const root = new URL('../../', import.meta.url).pathname;
const which = process.argv[2] === 'embed' || process.argv[2] === 'embed-first' ? process.argv[2] : 'widgets';
const count = Number(process.argv[3] ?? 60);

const output =
  which !== 'widgets'
    ? await buildEmbedBundle({ minify: false })
    : await buildWidgetsBundle(isWidgetsPeer, { minify: false });

const results = Array.isArray(output) ? output : [output];
const chunks = results.flatMap((result) =>
  'output' in result ? result.output.filter((chunk) => chunk.type === 'chunk') : [],
);
// embed-first: the entry and every chunk it imports statically, as embedSize weighs them
const firstScript = new Set<string>();
const visit = (fileName: string) => {
  if (firstScript.has(fileName)) return;
  firstScript.add(fileName);
  for (const next of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(next);
};
if (which === 'embed-first') visit('pulzus-graph.js');
const rows: [string, number][] = [];
for (const chunk of chunks) {
  if (which === 'embed-first' && !firstScript.has(chunk.fileName)) continue;
  for (const [id, module] of Object.entries(chunk.modules)) {
    const name = id.replace(root, '').replace(/.*node_modules\//, '');
    rows.push([which === 'embed-first' ? `${name}  (${chunk.fileName})` : name, gzipKb(module.code ?? '')]);
  }
}
rows.sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
console.log(
  `${which}: ${rows.length} modules, ${total.toFixed(1)} KB as separately gzipped unminified modules`,
);
for (const [name, kb] of rows.slice(0, count)) console.log(`${kb.toFixed(1).padStart(6)}  ${name}`);
