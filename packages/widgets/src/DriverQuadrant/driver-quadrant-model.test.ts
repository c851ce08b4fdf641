import { describe, expect, it } from 'vitest';
import { driverViewModel, formatImpact, placeLabels, plotScales } from './driver-quadrant-model';
import { driversData, driversWithheld } from './driver-quadrant-fixtures';

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

  it('keeps zero on the impact axis and room below only for negative impacts', () => {
    const { drawn } = driverViewModel(driversData, 'topics');
    expect(plotScales(drawn, 600, 360).y.domain()[0]).toBe(0);
    const negative = [{ ...drawn[0]!, impact: -0.3 }];
    expect(plotScales(negative, 600, 360).y.domain()[0]).toBeLessThan(-0.3);
  });

  it('leaves out a label that would cover another one or leave the plot', () => {
    const bounds = { left: 0, right: 400, top: 0, bottom: 300 };
    const placed = placeLabels(
      [
        { index: 0, name: 'Leadership', cx: 100, cy: 100, r: 8 },
        // nearly the same spot: its right is taken by the first label, its left leaves the plot
        { index: 1, name: 'Leadership too', cx: 100, cy: 102, r: 8 },
        { index: 2, name: 'Teamwork', cx: 395, cy: 200, r: 8 },
      ],
      bounds,
    );
    expect(placed.map((l) => [l.index, l.anchor])).toEqual([
      [0, 'start'],
      [2, 'end'],
    ]);
  });
});
