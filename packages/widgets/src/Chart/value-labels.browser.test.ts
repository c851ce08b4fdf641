import { GRAPH_PALETTE, TOPIC_COLORS } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { chartData } from '../fixtures/chart-story-data';
import { manyCategoriesFixture } from '../fixtures/graph-fixtures';
import { severalSeriesData, TOTAL_TOPIC_NAMES, TOTAL_TOPICS } from '../fixtures/several-series-data';
import { buildChartModel } from './chart-model';
import { slotGeometry } from './slot-geometry';
import { buildChartScales, type ChartOrientation, columnLabelRows } from './chart-scales';
import { boxesOverlap, labelTextWidth, textBox } from './label-layout';
import { topicColorNames, topicLegend } from './topic-legend';
import { chartValueLabels, fitLabelText, LABEL_BOX_HEIGHT } from './value-labels';
import { isShortened, wrapLabel } from './wrap-label';

const colors = {
  palette: GRAPH_PALETTE,
  bands: ['#c0392b', '#cccccc', '#27ae60'] as [string, string, string],
};

function labelsOf(
  data: Parameters<typeof buildChartModel>[0],
  orientation: ChartOrientation,
  width: number,
  height: number,
) {
  const model = buildChartModel(data, colors);
  const scales = buildChartScales(model, orientation, width, height);
  const labels = chartValueLabels({
    orientation,
    scales,
    model,
    formatValue: (v) => `${v}%`,
    withheldShort: 'hidden',
    textColor: '#1f2430',
    mutedColor: '#5c6370',
  });
  return { model, scales, labels };
}

const boxOf = (l: ReturnType<typeof labelsOf>['labels'][number]) =>
  textBox(l.x, l.y, labelTextWidth(l.text, 12), LABEL_BOX_HEIGHT, l.anchor);

describe('chart value labels (issue: charts that stay readable with several series)', () => {
  const cases = [
    ['three close dates, bars', severalSeriesData.threeDates, 'horizontal', 1200, 620],
    ['three close dates, 900 px columns', severalSeriesData.satisfactionTotal, 'vertical', 900, 500],
    ['two stacked dates, 360 px bars', severalSeriesData.detailedTwoDates, 'horizontal', 360, 700],
    ['withheld values', chartData.withheld, 'vertical', 500, 500],
    [
      '80 items over two dates, thin bars',
      manyCategoriesFixture(80, ['2023', '2024']),
      'horizontal',
      800,
      900,
    ],
  ] as const;

  it.each(cases)('never draws two labels over each other: %s', (_, data, orientation, width, height) => {
    const { labels, scales } = labelsOf(data, orientation, width, height);
    expect(labels.length).toBeGreaterThan(0);
    const boxes = labels.map(boxOf);
    boxes.forEach((a, i) => {
      expect(a.x).toBeGreaterThanOrEqual(-0.01);
      expect(a.x + a.width).toBeLessThanOrEqual(scales.plotWidth + scales.margin.right + 0.01);
      for (const b of boxes.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false);
    });
  });

  it('leaves out the labels that would collide on thin bars, newest date first', () => {
    const data = manyCategoriesFixture(80, ['2023', '2024']);
    const { labels } = labelsOf(data, 'horizontal', 800, 700);
    const values = labels.filter((l) => l.kind === 'value');
    expect(values.length).toBeLessThan(160);
    expect(values.length).toBeGreaterThan(40);
    // the newest series (index 1) is placed first, so it keeps at least as many labels
    const newest = values.filter((l) => l.key.endsWith('-1')).length;
    expect(newest).toBeGreaterThanOrEqual(values.length - newest);
  });

  it.each([
    ['a 360 px phone', 360],
    ['a 900 px column', 900],
  ] as const)('grouped columns: no value label covers the middle of a neighbour column on %s', (_, width) => {
    const data = severalSeriesData.satisfactionTotal;
    const { labels, scales, model } = labelsOf(data, 'vertical', width, 500);
    // every bar's span across, keyed as its label is
    const spans = new Map<string, [number, number]>();
    for (const category of model.categories) {
      for (const slot of category.slots) {
        const { bars } = slotGeometry('vertical', scales, slot, scales.category(category.index) ?? 0);
        for (const { segment, box } of bars)
          spans.set(`${category.index}-${slot.key}-${segment.seriesIndex}`, [box.x, box.x + box.width]);
      }
    }
    const values = labels.filter((l) => l.kind === 'value');
    for (const label of values) {
      const box = boxOf(label);
      const others = [...spans].filter(([key]) => key !== label.key);
      for (const [key, [from, to]] of others) {
        const middle = (from + to) / 2;
        expect(middle > box.x && middle < box.x + box.width, `${label.text} over the middle of ${key}`).toBe(
          false,
        );
      }
    }
    // where the columns are wide enough, their values are written; on the phone they stay in the tooltip and table
    if (width === 900) expect(values.length).toBeGreaterThan(0);
  });

  it('names each stack (date) of a several-date stacked chart beside its bar', () => {
    const { labels } = labelsOf(severalSeriesData.detailedTwoDates, 'horizontal', 1200, 700);
    const stacks = labels.filter((l) => l.kind === 'stack').map((l) => l.text);
    expect(stacks.filter((t) => t === '2023. november')).toHaveLength(5);
    expect(stacks.filter((t) => t === '2024. május')).toHaveLength(5);
    const single = labelsOf(chartData.stackedHungarian, 'horizontal', 1200, 700).labels;
    expect(single.some((l) => l.kind === 'stack')).toBe(false);
  });

  it('writes a stacked value inside its segment only when it fits there', () => {
    const { labels, model, scales } = labelsOf(severalSeriesData.detailedTwoDates, 'horizontal', 360, 700);
    const values = labels.filter((l) => l.kind === 'value');
    const segments = model.categories.flatMap((c) => c.slots.flatMap((s) => s.segments));
    expect(values.length).toBeLessThan(segments.length);
    for (const label of values) {
      const box = boxOf(label);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(scales.plotWidth + 0.01);
    }
  });

  it('cuts a stack name that does not fit its margin with an ellipsis', () => {
    expect(fitLabelText('2024. május', 200)).toBe('2024. május');
    const cut = fitLabelText('2023. november', 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(labelTextWidth(cut, 12)).toBeLessThanOrEqual(50);
  });
});

describe('topic colour legend (issue: a legend wherever colour means something)', () => {
  it('names each topic colour used by the categories, in order of first use', () => {
    const model = buildChartModel(severalSeriesData.totalByTopic, colors);
    expect(topicLegend(model, TOTAL_TOPIC_NAMES)).toEqual([
      { name: 'Elkötelezettség', color: TOPIC_COLORS.orange },
      { name: 'Vezetés', color: TOPIC_COLORS.light_blue },
      { name: 'Fejlődés', color: TOPIC_COLORS.light_green },
    ]);
    // without topic names each colour is named by its categories (docs/graphs.md "Legend")
    expect(topicLegend(model, []).map((entry) => entry.color)).toEqual([
      TOPIC_COLORS.orange,
      TOPIC_COLORS.light_blue,
      TOPIC_COLORS.light_green,
    ]);
  });

  it('joins the names of same-coloured topics and lists a topic of two worker groups once', () => {
    const topics = [...TOTAL_TOPICS, { name: 'Vezetés', bg_color: 'light_blue' as const }];
    expect(
      topicColorNames([...topics, { name: 'Csapat', bg_color: 'orange' }, { name: 'X', bg_color: null }]),
    ).toEqual([
      { color: 'orange', name: 'Elkötelezettség, Csapat' },
      { color: 'light_blue', name: 'Vezetés' },
      { color: 'light_green', name: 'Fejlődés' },
      { color: null, name: 'X' },
    ]);
  });
});

describe('category labels (issue: long labels wrapped or cut, with the full text as a title)', () => {
  it('breaks compound words after their hyphen', () => {
    expect(wrapLabel('Munka-magánélet egyensúly', 10, 3)).toEqual(['Munka-', 'magánélet', 'egyensúly']);
    const lines = wrapLabel('Munkavédelmi-egészségmegőrzési szolgáltatások', 16, 3);
    expect(lines).toEqual(['Munkavédelmi-', 'egészségmegőrzé…', 'szolgáltatások']);
    expect(isShortened('Munka-magánélet egyensúly', ['Munka-', 'magánélet', 'egyensúly'])).toBe(false);
  });

  it('turns column labels only when wrapping would cut more of them', () => {
    const topics = ['Vezetés', 'Munkakörülmények és munkahelyi környezet', 'Elégedettségi index'];
    expect(columnLabelRows(topics, 160).rotated).toBe(false);
    expect(columnLabelRows(topics, 40).rotated).toBe(true);
    expect(columnLabelRows(['Egészségmegőrzés'], 80).rotated).toBe(true);
  });
});
