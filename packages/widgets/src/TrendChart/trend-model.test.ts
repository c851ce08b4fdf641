import { describe, expect, it } from 'vitest';
import { type ColourVision, colourDistance, contrastRatio } from '../Chart/colour-distance';
import { trendData, trendWithheldData } from './trend-fixtures';
import {
  linePath,
  spreadLabels,
  TREND_ENGAGEMENT_COLOR,
  TREND_SATISFACTION_COLOR,
  TREND_TOPIC_PALETTE,
  trendModel,
} from './trend-model';

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

  it('the lines are told apart: every pair of colours distinct, also with red-green colour blindness; 3:1 on white', () => {
    const colours = [TREND_ENGAGEMENT_COLOR, TREND_SATISFACTION_COLOR, ...TREND_TOPIC_PALETTE];
    // ΔE*ab: about 2 is just noticeable side by side; thin lines apart on a chart need far more. The topics'
    // darkened colours this replaces drew light green and green 10 apart (3 with deuteranopia), both greys alike
    const least = (vision: ColourVision) =>
      Math.min(...colours.flatMap((a, i) => colours.slice(i + 1).map((b) => colourDistance(a, b, vision))));
    expect(least('normal')).toBeGreaterThanOrEqual(25);
    expect(least('deuteranopia')).toBeGreaterThanOrEqual(12);
    expect(least('protanopia')).toBeGreaterThanOrEqual(8);
    for (const colour of colours) expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('the engagement index and the satisfaction index have their own lines; the topics take the palette in order', () => {
    const lines = trendModel(trendData).lines;
    expect(lines[0]).toMatchObject({ kind: 'engagement', color: TREND_ENGAGEMENT_COLOR });
    expect(lines[1]).toMatchObject({ kind: 'satisfaction', color: TREND_SATISFACTION_COLOR });
    expect(lines.slice(2).map((l) => [l.kind, l.color])).toEqual(
      lines.slice(2).map((_, i) => ['topic', TREND_TOPIC_PALETTE[i % TREND_TOPIC_PALETTE.length]]),
    );
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
