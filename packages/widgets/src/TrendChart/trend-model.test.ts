import { TOPIC_COLORS } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { trendData, trendWithheldData } from './trend-fixtures';
import { darken, linePath, spreadLabels, trendModel } from './trend-model';

describe('the trend chart model (docs/graphs.md "Trends")', () => {
  it('one line per category over the dates, oldest first, with each later date its change', () => {
    const model = trendModel(trendData);
    expect(model.dates).toEqual(trendData.graph_data.map((s) => s.name));
    expect(model.lines.map((l) => l.name)).toEqual(trendData.graph_meta.categories);
    const engagement = model.lines[0]!;
    expect(engagement.points.map((p) => p.value)).toEqual(trendData.graph_data.map((s) => s.data[0]));
    expect(engagement.points[0]!.change).toBeNull();
    expect(engagement.points.at(-1)!.change).toBe(trendData.graph_data.at(-1)!.change![0]);
  });

  it('a topic line takes its topic colour, dark enough to read as a line, with the same hue', () => {
    const team = trendModel(trendData).lines.find((l) => l.name === 'Team')!;
    expect(team.topicColor).toBe(TOPIC_COLORS.blue);
    expect(team.color).toBe(darken(TOPIC_COLORS.blue));
    const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = channels(team.color);
    expect(b).toBeGreaterThan(r!);
    expect(Math.max(r!, g!, b!)).toBeLessThan(160);
  });

  it('a withheld value is marked, a value not asked is not', () => {
    const lines = trendModel(trendWithheldData).lines;
    const team = lines.find((l) => l.name === 'Team')!;
    expect(team.points[0]).toMatchObject({ value: null, withheld: false });
    expect(team.points.at(-1)).toMatchObject({ value: null, withheld: true, change: null });
  });

  it('a line breaks at every null: a gap, never a line across a withheld date', () => {
    const path = linePath([
      { x: 0, y: 10 },
      { x: 10, y: 20 },
      { x: 20, y: null },
      { x: 30, y: 5 },
    ]);
    expect(path).toBe('M0.0,10.0L10.0,20.0M30.0,5.0');
  });

  it('end labels are moved apart so none overlaps the next, and stay above the bottom', () => {
    const spread = spreadLabels([100, 104, 50, 198], 15, 200);
    const sorted = [...spread].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(15);
    expect(Math.max(...spread)).toBeLessThanOrEqual(200);
  });
});
