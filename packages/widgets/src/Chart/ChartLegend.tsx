import { useMemo } from 'react';
import { useChart } from './chart-context';
import { ChartLegendList } from './ChartLegendList';
import { hatchId } from './ChartSvg';
import { topicLegend } from './topic-legend';

/**
 * The bars' legend: one entry per series colour, one per colour the categories are drawn in (a topic-coloured bar, a
 * bar of a category without a topic colour, or the topic band behind a category's bars), so every colour drawn
 * is named (docs/graphs.md "Legend"), and a "hidden for privacy" entry when values are withheld.
 */
export function ChartLegend() {
  const { model, messages, theme, idPrefix, topicNames } = useChart();
  const topics = useMemo(() => topicLegend(model, topicNames), [model, topicNames]);
  if (model.legend.length === 0 && topics.length === 0 && !model.hasWithheld) return null;
  const withheld = theme.colors.withheld;
  return (
    <ChartLegendList
      variant="swatches"
      className="pulzus-chart-legend"
      swatchClassName="pulzus-swatch"
      data={{ 'data-chart-legend': '' }}
      entries={[
        ...model.legend.map((entry) => ({ key: `${entry.name}-${entry.color}`, ...entry })),
        ...topics.map((entry) => ({ key: `topic-${entry.color}`, ...entry, data: { 'data-topic': '' } })),
        ...(model.hasWithheld
          ? [
              {
                key: 'withheld',
                name: messages.withheld,
                color: withheld,
                data: { 'data-withheld': '' },
                swatch: (
                  <svg width="12" height="12" aria-hidden="true">
                    <rect width="12" height="12" fill={`url(#${hatchId(idPrefix)})`} stroke={withheld} />
                  </svg>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
