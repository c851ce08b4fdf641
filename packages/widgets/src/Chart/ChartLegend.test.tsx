import type { GraphResponse } from '@pulzus/core';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../BarChart/BarChart';
import { ColumnChart } from '../ColumnChart/ColumnChart';
import { chartData } from '../fixtures/chart-story-data';
import { severalSeriesData, TOTAL_TOPICS } from '../fixtures/several-series-data';
import { renderWidget } from '../testing/render';
import { topicColorNames } from './topic-legend';

/** The colours the chart draws its values in: bars, stacked segments and topic bands. */
const drawnColours = (container: HTMLElement) =>
  new Set(
    [
      ...container.querySelectorAll('[data-chart-bars] [data-series], [data-chart-bars] [data-topic-band]'),
    ].map((mark) => mark.getAttribute('fill')),
  );

/** The colours the legend's entries show. */
const legendColours = (container: HTMLElement) =>
  new Set(
    [...container.querySelectorAll('[data-chart-legend] [data-color]')].map((e) =>
      e.getAttribute('data-color'),
    ),
  );

/** `total` on one date as the demo draws it: topic-coloured items, and the engagement items without a topic colour. */
const totalOneDate: GraphResponse = {
  ...severalSeriesData.totalByTopic,
  graph_meta: {
    ...severalSeriesData.totalByTopic.graph_meta,
    categories_colors: [null, null, 'light_blue', 'light_green', 'light_blue', 'light_green'],
  },
};
const totalTopics = topicColorNames([
  { name: 'Elkötelezettség', bg_color: null },
  ...TOTAL_TOPICS.filter((t) => t.name !== 'Elkötelezettség'),
]);

const charts: [string, ReactElement][] = [
  [
    'total on one date, its engagement items without a topic colour',
    <BarChart key="t" data={totalOneDate} topicNames={totalTopics} />,
  ],
  [
    'total on two dates, topic bands behind the bars',
    <BarChart key="t2" data={severalSeriesData.totalByTopicTwoDates} topicNames={totalTopics} />,
  ],
  [
    'satisfaction_total: each topic in its colour, the satisfaction index in none',
    <ColumnChart key="s" data={chartData.topicColors} />,
  ],
  [
    'satisfaction_total over three dates',
    <ColumnChart key="s3" data={severalSeriesData.satisfactionTotal} />,
  ],
  ['a graph of several dates', <ColumnChart key="m" data={chartData.multiDate} />],
  ['a stacked distribution', <BarChart key="d" data={chartData.stacked} />],
  ['values withheld for privacy', <ColumnChart key="w" data={chartData.withheld} />],
];

describe('a legend entry for every colour drawn (docs/graphs.md "Legend")', () => {
  it.each(charts)('%s', (_, chart) => {
    const { container } = renderWidget(chart);
    const drawn = drawnColours(container);
    expect(drawn.size).toBeGreaterThan(0);
    expect([...drawn].filter((colour) => !legendColours(container).has(colour))).toEqual([]);
  });

  it('names the bars of the engagement items on the total graph by their topic, though it has no topic colour', () => {
    renderWidget(<BarChart data={totalOneDate} topicNames={totalTopics} />);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Elkötelezettség',
      'Vezetés',
      'Fejlődés',
    ]);
  });

  it('names a colour by the categories drawn in it where no topic names are given (the satisfaction index)', () => {
    renderWidget(<ColumnChart data={chartData.topicColors} />);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getByText('Elégedettségi index')).toBeVisible();
    expect(legend.getByText('Vezetés')).toBeVisible();
  });
});
