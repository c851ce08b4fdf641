import { describe, expect, it } from 'vitest';
import {
  driverViewModel,
  formatImpact,
  LABEL_HEIGHT,
  labelWidth,
  namedItems,
  type PlacedLabel,
  placeLabels,
  plotLayout,
  plotScales,
} from './driver-quadrant-model';
import {
  driversData,
  driversDemoEn,
  driversDemoFiltered,
  driversDemoHu,
  driversWithheld,
} from './driver-quadrant-fixtures';

const QUADRANT_NAMES = {
  hu: { priorities: 'Prioritások', strengths: 'Erősségek', maintain: 'Megőrzendők', monitor: 'Figyelendők' },
  en: { priorities: 'Priorities', strengths: 'Strengths', maintain: 'Maintain', monitor: 'Monitor' },
};

/** A placed label's box, as placeLabels reckons it. */
const boxOf = (label: PlacedLabel) => {
  const width = Math.max(...label.lines.map(labelWidth));
  const height = label.lines.length * LABEL_HEIGHT;
  const x0 =
    label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  return { x0, x1: x0 + width, y0: label.y - height / 2, y1: label.y + height / 2 };
};
const apart = (a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>) =>
  a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;

describe('the key-drivers quadrant model (docs/graphs.md "Key drivers")', () => {
  it('draws the points of one view ranked by impact and lists those withheld apart', () => {
    const topics = driverViewModel(driversData, 'topics');
    expect(topics.drawn.map((p) => p.name)).toEqual([
      'Leadership',
      'Development',
      'Teamwork',
      'Working conditions',
    ]);
    expect(topics.notDrawn.map((p) => [p.name, p.withheld])).toEqual([['Pay', true]]);
    const items = driverViewModel(driversData, 'items');
    expect(items.drawn).toHaveLength(8);
    expect(items.drawn.every((p) => p.parent !== null)).toBe(true);
    expect(items.notDrawn.map((p) => p.topicName)).toEqual(['Pay']);
  });

  it('a withheld population draws nothing and has no dividing lines', () => {
    const model = driverViewModel(driversWithheld, 'topics');
    expect(model.drawn).toEqual([]);
    expect(model.dividers).toBeNull();
    expect(model.notDrawn).toHaveLength(5);
  });

  it('writes an impact with two decimals in the language, with a true minus', () => {
    expect(formatImpact(0.6, 'en')).toBe('0.60');
    expect(formatImpact(0.64, 'hu')).toBe('0,64');
    expect(formatImpact(-0.12, 'en')).toBe('−0.12');
  });

  it('fits both axes to the points, with a break where an axis does not start at zero', () => {
    // the demo tenant: every impact within 0.71–0.77; an axis from 0 drew them all on one line
    const { drawn } = driverViewModel(driversDemoEn, 'topics');
    const { x, y, scoreBreak, impactBreak } = plotScales(drawn, 800, 480);
    const [i0, i1] = y.domain();
    expect(i0).toBeGreaterThan(0.6);
    expect(i1).toBeLessThan(0.9);
    expect(impactBreak).toBe(true);
    // the spread of the impacts takes most of the plot's height, not a sliver
    expect(Math.abs(y(0.77) - y(0.71))).toBeGreaterThan((480 - 52) / 2);
    expect(x.domain()[0]).toBeGreaterThan(0);
    expect(x.domain()[0]).toBeLessThanOrEqual(38);
    expect(x.domain()[1]).toBeGreaterThanOrEqual(71);
    expect(scoreBreak).toBe(true);
    // a negative impact stays on the axis, with no break claimed when the axis reaches zero or below
    const negative = plotScales([{ ...drawn[0]!, impact: -0.3 }, drawn[1]!], 600, 360);
    expect(negative.y.domain()[0]).toBeLessThan(-0.3);
    expect(negative.impactBreak).toBe(false);
  });

  it.each([
    ['hu', 390],
    ['hu', 1440],
    ['en', 390],
    ['en', 1440],
  ] as const)(
    'on the demo tenant (%s, %i px) every topic is named and no two labels overlap',
    (language, screen) => {
      const data = language === 'hu' ? driversDemoHu : driversDemoEn;
      // the chart's width in the graph page: a phone's column, or the page's main column at 1440
      const width = screen === 390 ? 358 : 856;
      const model = driverViewModel(data, 'topics');
      const layout = plotLayout(model, width, QUADRANT_NAMES[language]);
      expect(layout.labels.map((l) => l.index).sort((a, b) => a - b)).toEqual(
        model.drawn.map((p) => p.index).sort((a, b) => a - b),
      );
      const boxes = layout.labels.map(boxOf);
      // a long name takes two lines rather than leaving the plot, and is never cut
      for (const label of layout.labels)
        expect(label.lines.join(' ')).toBe(layout.marks.find((m) => m.index === label.index)!.name);
      boxes.forEach((a, i) => {
        expect(a.x0).toBeGreaterThanOrEqual(layout.left);
        expect(a.x1).toBeLessThanOrEqual(layout.right);
        for (const b of boxes.slice(i + 1)) expect(apart(a, b)).toBe(true);
        // no leader line runs through another label
        for (const [j, label] of layout.labels.entries()) {
          const leader = label.leader;
          if (!leader || j === i) continue;
          for (let t = 0; t <= 1; t += 0.05) {
            const px = leader.x1 + (leader.x2 - leader.x1) * t;
            const py = leader.y1 + (leader.y2 - leader.y1) * t;
            expect(px > a.x0 + 0.5 && px < a.x1 - 0.5 && py > a.y0 + 0.5 && py < a.y1 - 0.5).toBe(false);
          }
        }
        // and no label covers another point
        for (const m of layout.marks)
          if (m.index !== layout.labels[i]!.index)
            expect(apart(a, { x0: m.cx - m.r, x1: m.cx + m.r, y0: m.cy - m.r, y1: m.cy + m.r })).toBe(true);
      });
    },
  );

  it('the statements view names the first statements of the focus list, every one on demand', () => {
    const model = driverViewModel(driversDemoEn, 'items');
    expect(model.drawn).toHaveLength(64);
    const few = plotLayout(model, 856, QUADRANT_NAMES.en);
    expect(few.labels.map((l) => l.index)).toEqual(model.focus.slice(0, namedItems(856)).map((p) => p.index));
    const all = plotLayout(model, 856, QUADRANT_NAMES.en, true);
    expect(all.labels.length).toBeGreaterThan(few.labels.length);
  });

  it('the focus list puts the priorities first; a filtered site divides at the company', () => {
    const model = driverViewModel(driversDemoEn, 'focus');
    expect(model.focus[0]!.quadrant).toBe('priorities');
    expect(model.focus.map((p) => p.quadrant)).toEqual(
      [...model.focus.map((p) => p.quadrant)].sort(
        (a, b) =>
          ['priorities', 'strengths', 'monitor', 'maintain'].indexOf(a!) -
          ['priorities', 'strengths', 'monitor', 'maintain'].indexOf(b!),
      ),
    );
    // the site's scores are 12 points below the company's: its median topic is no longer high
    const site = driverViewModel(driversDemoFiltered, 'focus');
    expect(site.dividers!.score).toBe(driverViewModel(driversDemoEn, 'focus').dividers!.score + 12);
  });

  it('sets a label that cannot sit beside its point further out, with a leader line; one with no room is left out', () => {
    const bounds = { left: 0, right: 400, top: 0, bottom: 300 };
    const placed = placeLabels(
      [
        { index: 0, name: 'Leadership', cx: 100, cy: 100, r: 8 },
        // nearly the same spot: beside it is taken by the first label and the first point, above is free
        { index: 1, name: 'Leadership too', cx: 100, cy: 102, r: 8 },
        { index: 2, name: 'Teamwork', cx: 395, cy: 200, r: 8 },
      ],
      bounds,
    );
    expect(placed.map((l) => [l.index, l.anchor, l.leader === null])).toEqual([
      [0, 'start', true],
      [1, 'middle', true],
      [2, 'end', true],
    ]);
    expect(apart(boxOf(placed[0]!), boxOf(placed[1]!))).toBe(true);
    // everything near the point is taken (other names) but a corridor to the right: the label goes out beyond
    // it, with a leader line through it
    const around = [
      { x0: 150, x1: 250, y0: 100, y1: 146 },
      { x0: 150, x1: 250, y0: 154, y1: 200 },
      { x0: 150, x1: 190, y0: 146, y1: 154 },
    ];
    const crowded = placeLabels([{ index: 0, name: 'Pay', cx: 200, cy: 150, r: 8 }], bounds, around);
    expect(crowded).toHaveLength(1);
    expect(crowded[0]!.leader).not.toBeNull();
    for (const box of around) expect(apart(boxOf(crowded[0]!), box)).toBe(true);
    // a plot too small for any label
    expect(
      placeLabels([{ index: 0, name: 'Leadership', cx: 10, cy: 10, r: 8 }], {
        left: 0,
        right: 40,
        top: 0,
        bottom: 20,
      }),
    ).toEqual([]);
  });
});
