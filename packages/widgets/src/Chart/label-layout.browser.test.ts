import { describe, expect, it } from 'vitest';
import { seededRandom } from '../fixtures/seeded-random';
import type { Box } from './bar-geometry';
import {
  boxesOverlap,
  boxInside,
  type LabelCandidate,
  labelTextWidth,
  layoutLabels,
  textBox,
} from './label-layout';

const box = (x: number, y: number, width = 20, height = 12): Box => ({ x, y, width, height });
const at = (b: Box): LabelCandidate => ({ placements: [{ box: b }] });

describe('value label layout (issue: labels that stay readable with several series)', () => {
  it('shows labels that do not collide and hides the later of two that do ("50%50%")', () => {
    expect(layoutLabels([at(box(0, 0)), at(box(30, 0)), at(box(10, 5))])).toEqual([0, 0, -1]);
  });

  it('keeps the higher priority label of a colliding pair (the newest date)', () => {
    expect(layoutLabels([at(box(0, 0)), { ...at(box(10, 0)), priority: 1 }])).toEqual([-1, 0]);
  });

  it('moves a label to its next placement when the first collides, hides it when none fits', () => {
    const taken = at(box(0, 0));
    const moving: LabelCandidate = { placements: [{ box: box(5, 0) }, { box: box(5, 20) }] };
    expect(layoutLabels([taken, moving])).toEqual([0, 1]);
    const stuck: LabelCandidate = { placements: [{ box: box(5, 0) }, { box: box(5, 2) }] };
    expect(layoutLabels([taken, stuck])).toEqual([0, -1]);
  });

  it('hides a label that does not fit inside its bar or the drawing area', () => {
    const segment = box(0, 0, 18, 14);
    expect(layoutLabels([{ placements: [{ box: box(0, 1, 24, 12), within: segment }] }])).toEqual([-1]);
    expect(layoutLabels([{ placements: [{ box: box(0, 1, 16, 12), within: segment }] }])).toEqual([0]);
    expect(layoutLabels([at(box(95, 0))], { bounds: box(0, 0, 100, 100) })).toEqual([-1]);
  });

  it('keeps the gap between shown labels; labels that only touch are shown with gap 0', () => {
    expect(layoutLabels([at(box(0, 0)), at(box(20, 0))], { gap: 0 })).toEqual([0, 0]);
    expect(layoutLabels([at(box(0, 0)), at(box(20, 0))], { gap: 2 })).toEqual([0, -1]);
  });

  it('never shows two overlapping labels, nor one outside its bar or the bounds (randomized, seeded)', () => {
    const bounds = box(0, 0, 400, 300);
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const candidates: LabelCandidate[] = Array.from({ length: random.int(1, 60) }, () => ({
        priority: random.int(0, 2),
        placements: Array.from({ length: random.int(1, 3) }, () => {
          const label = box(random.int(-20, 400), random.int(-10, 300), random.int(4, 40), random.int(8, 14));
          return random.next() < 0.3
            ? { box: label, within: box(label.x - random.int(-4, 6), label.y - 2, random.int(10, 60), 16) }
            : { box: label };
        }),
      }));
      const gap = random.int(0, 3);
      const chosen = layoutLabels(candidates, { gap, bounds });
      expect(chosen).toEqual(layoutLabels(candidates, { gap, bounds }));
      const shown = chosen.flatMap((p, i) => (p < 0 ? [] : [candidates[i]!.placements[p]!]));
      for (const [i, a] of shown.entries()) {
        expect(boxInside(a.box, bounds)).toBe(true);
        if (a.within) expect(boxInside(a.box, a.within)).toBe(true);
        for (const b of shown.slice(i + 1)) expect(boxesOverlap(a.box, b.box, gap)).toBe(false);
      }
      // greedy: a hidden candidate has no free placement left, so the layout cannot simply add it
      chosen.forEach((p, i) => {
        if (p >= 0) return;
        const free = candidates[i]!.placements.some(
          (c) =>
            boxInside(c.box, bounds) &&
            (!c.within || boxInside(c.box, c.within)) &&
            shown.every((s) => !boxesOverlap(c.box, s.box, gap)),
        );
        expect(free).toBe(false);
      });
    }
  });
});

describe('label geometry', () => {
  it('measures a label in the font the chart is really drawn in, so labels placed apart are drawn apart', async () => {
    // a style sheet restyling the chart's text (Storybook's pinned font, a customer's) moves the measure with it
    const style = document.head.appendChild(document.createElement('style'));
    const drawnIn = async (family: string) => {
      style.textContent = `svg, svg * { font-family: '${family}' !important; }`;
      await new Promise((resolve) => setTimeout(resolve, 300)); // the resolved font is trusted for 250 ms
      return labelTextWidth('100%', 12);
    };
    try {
      // "100%" at 12 px: Liberation Sans 3 × 6.67 + 10.67 = 30.7 px; DejaVu Sans 3 × 7.63 + 11.4 = 34.3 px
      expect(await drawnIn('Liberation Sans')).toBeCloseTo(30.7, 0);
      expect(await drawnIn('DejaVu Sans')).toBeCloseTo(34.3, 0);
    } finally {
      style.remove();
    }
    expect(labelTextWidth('42%', 12)).toBeGreaterThan(labelTextWidth('4%', 12));
  });

  it('anchors a text box like SVG text-anchor, centred on its y', () => {
    expect(textBox(50, 10, 20, 12, 'start')).toEqual(box(50, 4, 20, 12));
    expect(textBox(50, 10, 20, 12, 'middle')).toEqual(box(40, 4, 20, 12));
    expect(textBox(50, 10, 20, 12, 'end')).toEqual(box(30, 4, 20, 12));
  });
});
