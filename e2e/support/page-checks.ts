import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { TEXTS } from './texts';

// evaluated through the DevTools protocol: the portal's CSP (script-src 'self') rightly blocks an injected <script>
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every message key of the catalogues: a text equal to one of them is a key that reached a person untranslated. */
const MESSAGE_KEYS = [...new Set([...Object.keys(TEXTS.hu), ...Object.keys(TEXTS.en)])];

/** The page's axe violations, each as "rule: targets". */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const results = await axe.run();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * What a person would see as broken on the page as it stands (docs/storybook.md "Page walk"), each
 * problem a line naming the component and the text at fault:
 * - `too wide`: the page scrolls sideways; the innermost elements past the right edge;
 * - `clipped`: a text cut off by a box that hides its overflow, unless it is truncated on purpose
 *   (an ellipsis with the full text in a title, an aria-label or a tooltip);
 * - `broken word`: a word wrapped mid-word ("Kikü ldött"), where the box is too narrow for it (a file
 *   name, an address or a code may break anywhere);
 * - `cut table`: a chart's table wider than the box it scrolls in, with no visible scroll cue (`data-scroll-cue`) in
 *   its component, so nobody knows there are more columns;
 * - `overlapping labels`: two chart texts whose boxes overlap;
 * - `labels run together`: two value labels of a bar or column chart on one line with no space between them;
 * - `label over a neighbour's bar`: a value label covering the middle of more than one bar (grouped columns);
 * - `row actions out of view`: a table row's actions (Pulzus.RowActions) beyond the screen's edge, where a phone's
 *   user must first scroll the table sideways to find them;
 * - `colour without a legend entry`: a chart draws a bar, band, point or line in a colour that no swatch of its
 *   legend shows (docs/graphs.md "Legend");
 * - `raw key`: a message key or an unfilled `{{value}}` shown or read out instead of a text.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const problems: string[] = [];
    const keySet = new Set(keys);
    const componentOf = (e: Element) =>
      e.closest('[data-component]')?.getAttribute('data-component') ?? e.tagName.toLowerCase();
    const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);
    const visible = (e: Element) => {
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      const rect = e.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    /** Screen-reader-only boxes (1 px, clipped) are meant to be invisible. */
    const srOnly = (e: Element) => {
      for (let a: Element | null = e; a; a = a.parentElement) {
        const rect = a.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return true;
        const style = getComputedStyle(a);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };

    // too wide: only when the page itself scrolls sideways (a table scrolling inside its box is fine)
    const past = (e: Element) => e.getBoundingClientRect().right > window.innerWidth + 1;
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      const culprits = [...document.body.querySelectorAll('*')].filter(
        (e) => past(e) && ![...e.children].some(past),
      );
      for (const e of culprits.slice(0, 5))
        problems.push(`too wide: ${componentOf(e)} ${e.outerHTML.slice(0, 80)}`);
    }

    // cut table: a chart's table wider than the box it scrolls in, with no visible cue in the same component that
    // more lies sideways (an element marked data-scroll-cue); a sticky first column alone does not say so. The
    // admin screens' tables (Pulzus.DataTable) and the participation table are not held to it yet: on a phone
    // several are cut without a cue (docs/storybook.md "Page walk")
    const chartTables = ['Heatmap', 'DriverQuadrant', 'TrendChart', 'BarChart', 'ColumnChart']
      .map((name) => `[data-component="Pulzus.${name}"] table`)
      .join(', ');
    for (const table of document.querySelectorAll(chartTables)) {
      if (!visible(table) || srOnly(table)) continue;
      let box = table.parentElement;
      while (
        box &&
        box !== document.body &&
        !['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)
      )
        box = box.parentElement;
      if (!box || box === document.body || box.scrollWidth <= box.clientWidth + 1) continue;
      const scope = box.closest('[data-component]') ?? box.parentElement ?? box;
      if (![...scope.querySelectorAll('[data-scroll-cue]')].some(visible))
        problems.push(
          `cut table: ${componentOf(box)} "${short(table.querySelector('caption')?.textContent ?? '')}"`,
        );
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const wordRe = /\p{L}{4,}/gu;
    let brokenWords = 0;
    let clipped = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || text.trim() === '' || element.closest('script, style, svg, [aria-hidden="true"]'))
        continue;
      if (!visible(element) || srOnly(element)) continue;
      // a <code> shows template syntax such as {{link}} on purpose
      if (keySet.has(text.trim()) || (/\{\{\s*\w+\s*\}\}/.test(text) && !element.closest('code')))
        problems.push(`raw key: ${componentOf(element)} "${short(text)}"`);

      // clipped: the nearest box that cuts its overflow off, compared with where the text really is
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      let cutter: Element | null = null;
      for (let a: Element | null = element; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const cuts = (v: string) => v === 'hidden' || v === 'clip';
        const scrolls = (v: string) => v === 'auto' || v === 'scroll';
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) break; // scrolls inside its box: reachable
        if (cuts(style.overflowX) || cuts(style.overflowY)) {
          cutter = a;
          break;
        }
      }
      if (cutter && clipped < 10) {
        const box = cutter.getBoundingClientRect();
        const style = getComputedStyle(cutter);
        const cutX =
          style.overflowX !== 'visible' && (textBox.left < box.left - 1 || textBox.right > box.right + 1);
        const cutY =
          style.overflowY !== 'visible' && (textBox.top < box.top - 2 || textBox.bottom > box.bottom + 2);
        const onPurpose =
          getComputedStyle(element).textOverflow === 'ellipsis' || style.textOverflow === 'ellipsis'
            ? element.closest('[title], [aria-label], [data-tooltip], [aria-describedby]') !== null
            : false;
        if ((cutX || cutY) && !onPurpose && box.width > 1 && box.height > 1) {
          clipped += 1;
          problems.push(`clipped: ${componentOf(element)} "${short(text)}"`);
        }
      }

      // broken words: a word whose letters sit on two lines
      if (brokenWords < 10 && getComputedStyle(element).hyphens !== 'auto') {
        for (const match of text.matchAll(wordRe)) {
          // a file name, an address or a code may break anywhere: a narrow column has no other choice
          const start = text.lastIndexOf(' ', match.index) + 1;
          const end = text.indexOf(' ', match.index);
          if (/[./@_:\\\d-]/.test(text.slice(start, end === -1 ? undefined : end))) continue;
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) {
            brokenWords += 1;
            problems.push(`broken word: ${componentOf(element)} "${match[0]}" in "${short(text)}"`);
            break;
          }
        }
      }
    }

    // names a person hears or reads in a tooltip
    for (const e of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = e.getAttribute(attribute)?.trim();
        if (value && (keySet.has(value) || /\{\{\s*\w+\s*\}\}/.test(value)))
          problems.push(`raw key: ${componentOf(e)} ${attribute}="${short(value)}"`);
      }
    }

    // overlapping chart labels, per chart: each label's own box turned as it is drawn (a rotated axis
    // label's upright bounding box would overlap its neighbours' although the letters do not)
    type Point = { x: number; y: number };
    // the letters' box: the font's box less the room it keeps above capitals and below the baseline
    // (15 % of its height each), which two labels set 1 px apart may share without touching
    const INK_INSET = 0.15;
    const corners = (t: SVGTextElement): Point[] => {
      const font = t.getBBox();
      const inset = font.height * INK_INSET;
      const b = { x: font.x, y: font.y + inset, width: font.width, height: font.height - 2 * inset };
      const m = t.getScreenCTM();
      if (!m) return [];
      return [
        [b.x, b.y],
        [b.x + b.width, b.y],
        [b.x + b.width, b.y + b.height],
        [b.x, b.y + b.height],
      ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
    };
    /** Separating-axis test of two convex quadrilaterals: their overlap depth, 0 when apart. */
    const overlapDepth = (a: Point[], b: Point[]) => {
      let depth = Number.POSITIVE_INFINITY;
      for (const quad of [a, b]) {
        for (let i = 0; i < quad.length; i++) {
          const p = quad[i]!;
          const q = quad[(i + 1) % quad.length]!;
          const length = Math.hypot(q.x - p.x, q.y - p.y);
          if (length === 0) continue;
          const axis = { x: (p.y - q.y) / length, y: (q.x - p.x) / length };
          const project = (points: Point[]) => points.map((c) => c.x * axis.x + c.y * axis.y);
          const pa = project(a);
          const pb = project(b);
          const overlap =
            Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb));
          depth = Math.min(depth, overlap);
          if (depth <= 0) return 0;
        }
      }
      return depth;
    };
    const ownText = (t: SVGTextElement) =>
      [...t.childNodes]
        .filter((n) => n.nodeName !== 'title')
        .map((n) => n.textContent ?? '')
        .join('');
    for (const svg of document.querySelectorAll('svg')) {
      const labels = [...svg.querySelectorAll('text')]
        .filter((t) => ownText(t).trim() !== '' && visible(t))
        .map((t) => ({ text: ownText(t), quad: corners(t) }))
        .filter((label) => label.quad.length === 4);
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          if (overlapDepth(labels[i]!.quad, labels[j]!.quad) > 1)
            problems.push(
              `overlapping labels: ${componentOf(svg)} "${short(labels[i]!.text)}" / "${short(labels[j]!.text)}"`,
            );
        }
      }
    }

    // value labels of bars and columns (docs/graphs.md "Value labels"): two on one line with no space between
    // them read as one number ("45%48%"), and one standing over a neighbour's bar (grouped columns on a phone)
    // names the wrong bar — across the bars, a label may cover the middle of one bar only (its own)
    for (const layer of document.querySelectorAll('[data-chart-labels]')) {
      const svg = layer.closest('svg');
      if (!svg) continue;
      const horizontal = componentOf(svg) === 'Pulzus.BarChart';
      const ink = (e: Element) => {
        const r = e.getBoundingClientRect();
        const inset = r.height * INK_INSET;
        return { left: r.left, right: r.right, top: r.top + inset, bottom: r.bottom - inset };
      };
      const values = [...layer.querySelectorAll('text:not([data-stack-label])')]
        .filter((t) => (t.textContent ?? '').trim() !== '' && visible(t))
        .map((t) => ({ text: t.textContent ?? '', box: ink(t) }));
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i]!.box;
          const b = values[j]!.box;
          const sameLine = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          const gap = Math.max(a.left, b.left) - Math.min(a.right, b.right);
          if (sameLine && gap >= -1 && gap < 1)
            problems.push(
              `labels run together: ${componentOf(svg)} "${short(values[i]!.text)}${short(values[j]!.text)}"`,
            );
        }
      }
      const spans = new Set<string>();
      for (const bar of svg.querySelectorAll(
        '[data-chart-bars] rect[data-series], [data-chart-bars] rect[data-withheld]',
      )) {
        const r = bar.getBoundingClientRect();
        spans.add(
          horizontal
            ? `${r.top.toFixed(1)} ${r.bottom.toFixed(1)}`
            : `${r.left.toFixed(1)} ${r.right.toFixed(1)}`,
        );
      }
      const bars = [...spans].map((span) => span.split(' ').map(Number) as [number, number]);
      for (const { text, box } of values) {
        const [from, to] = horizontal ? [box.top, box.bottom] : [box.left, box.right];
        const under = bars.filter(([s, e]) => (s + e) / 2 > from + 1 && (s + e) / 2 < to - 1).length;
        if (under > 1)
          problems.push(
            `label over a neighbour's bar: ${componentOf(svg)} "${short(text)}" covers the middle of ${under} bars`,
          );
      }
    }

    // row actions out of view: each row's actions begin on the screen (a sticky actions column, a "…" menu)
    for (const actions of [...document.querySelectorAll('[data-component="Pulzus.RowActions"]')].slice(
      0,
      20,
    )) {
      if (!visible(actions)) continue;
      const box = actions.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < -1)
        problems.push(`row actions out of view: ${short(actions.getAttribute('aria-label') ?? '')}`);
    }

    // colours without a legend entry (docs/graphs.md "Legend"): every colour a chart draws its values in — a bar's
    // fill, a topic band behind a category, a point, a line — is shown by a swatch of the chart's own legend
    const colourOf = (value: string) => {
      const v = value.trim();
      if (v === '' || v === 'none' || v.startsWith('url(') || v === 'transparent' || v === 'rgba(0, 0, 0, 0)')
        return null;
      return v;
    };
    const charts = ['BarChart', 'ColumnChart', 'TrendChart', 'DriverQuadrant']
      .map((name) => `[data-component="Pulzus.${name}"]`)
      .join(', ');
    for (const chart of document.querySelectorAll(charts)) {
      const drawn = new Set<string>();
      for (const mark of chart.querySelectorAll('svg [data-series], svg [data-topic-band]')) {
        const colour = colourOf(getComputedStyle(mark).fill);
        if (colour && visible(mark)) drawn.add(colour);
      }
      for (const line of chart.querySelectorAll('svg path[data-line]')) {
        const colour = colourOf(getComputedStyle(line).stroke);
        if (colour && visible(line)) drawn.add(colour);
      }
      // a point's colour is its outline where it has one (a hollow trend point), else its fill; rings are focus marks
      for (const point of chart.querySelectorAll('svg [data-point] circle:not([class*="ring"])')) {
        const style = getComputedStyle(point);
        const colour = colourOf(style.stroke) ?? colourOf(style.fill);
        if (colour && visible(point)) drawn.add(colour);
      }
      const named = new Set(
        [...chart.querySelectorAll('ul [class*="swatch"]')].flatMap((swatch) => {
          const colour = colourOf(getComputedStyle(swatch).backgroundColor);
          return colour ? [colour] : [];
        }),
      );
      const missing = [...drawn].filter((colour) => !named.has(colour));
      if (missing.length)
        problems.push(`colour without a legend entry: ${componentOf(chart)} ${missing.join(', ')}`);
    }
    return problems;
  }, MESSAGE_KEYS);
}
