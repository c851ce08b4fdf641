import type { Box } from './bar-geometry';
import { boxesOverlap } from './label-layout';

/** One drawn value or date label: its text and its box as the browser measured it. */
export interface DrawnLabel {
  readonly text: string;
  readonly box: Box;
}

/** The value and date labels drawn in the chart inside `root`, with their measured boxes (stories, tests). */
export function drawnLabels(root: Element): DrawnLabel[] {
  return [...root.querySelectorAll<SVGTextElement>('[data-chart-labels] text')].map((text) => {
    const { x, y, width, height } = text.getBBox();
    return { text: text.textContent ?? '', box: { x, y, width, height } };
  });
}

/**
 * Pairs of drawn labels whose glyphs overlap, as "a / b" texts (empty when the layout held). The
 * measured boxes include the font's ascent and descent, so they are shrunk by `slack` px on each side
 * to compare the glyphs of digits, not their line boxes.
 */
export function overlappingLabels(root: Element, slack = 2): string[] {
  const labels = drawnLabels(root).map(({ text, box }) => ({
    text,
    box: { x: box.x, y: box.y + slack, width: box.width, height: Math.max(0, box.height - 2 * slack) },
  }));
  const pairs: string[] = [];
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) if (boxesOverlap(a.box, b.box)) pairs.push(`${a.text} / ${b.text}`);
  });
  return pairs;
}
