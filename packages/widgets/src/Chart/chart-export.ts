import { textWidth } from './wrap-label';

const SVG_NS = 'http://www.w3.org/2000/svg';
const TITLE_HEIGHT = 28;
const LEGEND_ROW = 20;

/** One legend entry as the export draws it. */
export interface ExportLegendEntry {
  name: string;
  color: string;
}

function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

// what a chart's stylesheet may set on its marks: a standalone file has no stylesheet, so the copy carries them
const DRAWN_STYLES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'display',
] as const;

/** Writes each drawn element's computed look into its copy's `style` (the copy mirrors `live` node by node). */
function inlineDrawnStyles(live: Element, copy: Element): void {
  const style = getComputedStyle(live);
  copy.setAttribute('style', DRAWN_STYLES.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';'));
  const copies = copy.children;
  [...live.children].forEach((child, index) => {
    const twin = copies[index];
    if (twin) inlineDrawnStyles(child, twin);
  });
}

const visible = (colour: string) =>
  colour !== '' && colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)';

/**
 * A chart drawn as a table (the heatmap's `table[data-chart-grid]`) as SVG: each cell's box in its background, its
 * visible text (without the screen readers' words) in its colour and weight, laid out as on screen.
 */
function gridAsSvg(table: HTMLTableElement): SVGSVGElement {
  const frame = table.getBoundingClientRect();
  const out = svgElement('svg', { width: Math.ceil(frame.width), height: Math.ceil(frame.height) });
  for (const cell of table.querySelectorAll<HTMLTableCellElement>('th, td')) {
    const box = cell.getBoundingClientRect();
    const style = getComputedStyle(cell);
    const x = box.left - frame.left;
    const y = box.top - frame.top;
    if (visible(style.backgroundColor))
      out.append(
        svgElement('rect', { x, y, width: box.width, height: box.height, fill: style.backgroundColor }),
      );
    const copy = cell.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.pulzus-visually-hidden, [aria-hidden="true"]'))
      hidden.remove();
    const words = copy.textContent?.trim();
    if (!words) continue;
    const start = style.textAlign === 'start' || style.textAlign === 'left';
    const text = svgElement('text', {
      x: start ? x + 8 : x + box.width - 8,
      y: y + box.height / 2,
      'text-anchor': start ? 'start' : 'end',
      'dominant-baseline': 'central',
      'font-size': style.fontSize,
      'font-weight': style.fontWeight,
      fill: style.color,
    });
    text.textContent = words;
    out.append(text);
  }
  return out;
}

function legendOf(root: Element): ExportLegendEntry[] {
  return [...root.querySelectorAll('[data-legend-entry]')].map((item) => ({
    // a scale's step is its own name (ChartLegendList.tsx)
    name:
      (item.matches('[data-legend-name]') ? item : item.querySelector('[data-legend-name]'))?.textContent ??
      '',
    color: item.getAttribute('data-color') ?? '#000000',
  }));
}

/**
 * A standalone SVG document of the chart inside `root` (an element holding a chart): the drawn SVG
 * (`svg[data-chart-svg]`, every mark with its computed look, or a chart drawn as a table, `table[data-chart-grid]`) with
 * a white background, the title above and the
 * legend below (`[data-legend-entry]`, ChartLegendList.tsx).
 */
export function chartSvgMarkup(root: Element, title = ''): string {
  const drawn = root.querySelector<SVGSVGElement>('svg[data-chart-svg]');
  const grid = drawn ? null : root.querySelector<HTMLTableElement>('table[data-chart-grid]');
  const chart = drawn ?? (grid && gridAsSvg(grid));
  if (!chart) throw new Error('No chart to export.');
  const width = Number(chart.getAttribute('width'));
  const height = Number(chart.getAttribute('height'));
  const fontFamily = chart.getAttribute('font-family') ?? 'sans-serif';
  const legend = legendOf(root);

  const rows: { entry: ExportLegendEntry; x: number; row: number }[] = [];
  let x = 0;
  let row = 0;
  for (const entry of legend) {
    const itemWidth = 18 + textWidth(entry.name.length, 12) + 16;
    if (x > 0 && x + itemWidth > width) {
      row += 1;
      x = 0;
    }
    rows.push({ entry, x, row });
    x += itemWidth;
  }
  const top = title ? TITLE_HEIGHT : 0;
  const legendHeight = legend.length ? (row + 1) * LEGEND_ROW + 8 : 0;
  const total = top + height + legendHeight;

  const out = svgElement('svg', {
    width,
    height: total,
    viewBox: `0 0 ${width} ${total}`,
    'font-family': fontFamily,
  });
  out.setAttribute('xmlns', SVG_NS);
  out.append(svgElement('rect', { width, height: total, fill: '#ffffff' }));
  if (title) {
    const heading = svgElement('text', { x: 0, y: 18, 'font-size': 15, 'font-weight': 700, fill: '#1f2430' });
    heading.textContent = title;
    out.append(heading);
  }
  const copy = chart.cloneNode(true) as SVGSVGElement;
  if (drawn) inlineDrawnStyles(drawn, copy);
  copy.setAttribute('y', String(top));
  for (const ring of copy.querySelectorAll('.pulzus-focus-ring, .pulzus-hit, .pulzus-hover-area'))
    ring.remove();
  for (const focusable of copy.querySelectorAll('[tabindex]')) focusable.removeAttribute('tabindex');
  out.append(copy);
  const legendGroup = svgElement('g', { transform: `translate(0,${top + height + 8})`, 'font-size': 12 });
  for (const { entry, x: at, row: r } of rows) {
    legendGroup.append(
      svgElement('rect', { x: at, y: r * LEGEND_ROW, width: 12, height: 12, fill: entry.color }),
    );
    const text = svgElement('text', { x: at + 18, y: r * LEGEND_ROW + 10, fill: '#1f2430' });
    text.textContent = entry.name;
    legendGroup.append(text);
  }
  out.append(legendGroup);
  return new XMLSerializer().serializeToString(out);
}

/** The chart inside `root` as a PNG, drawn through a canvas at `scale` × its size (default 2). */
export async function chartPngBlob(root: Element, title = '', scale = 2): Promise<Blob> {
  const markup = chartSvgMarkup(root, title);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(image.naturalWidth * scale);
  canvas.height = Math.ceil(image.naturalHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed.'))), 'image/png'),
  );
}

/** Saves a blob as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a chart title: lower case, accents and symbols dropped, e.g. "elkotelezettseg-index". */
export function exportFileName(title: string, extension: 'svg' | 'png'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'chart'}.${extension}`;
}

/** Downloads the chart inside `root` as SVG or PNG, named after its title. */
export async function exportChart(root: Element, format: 'svg' | 'png', title = ''): Promise<void> {
  const blob =
    format === 'svg'
      ? new Blob([chartSvgMarkup(root, title)], { type: 'image/svg+xml;charset=utf-8' })
      : await chartPngBlob(root, title);
  downloadBlob(blob, exportFileName(title, format));
}
