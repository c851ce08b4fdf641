import { useMemo } from 'react';
import { useChart } from './chart-context';
import { hatchId } from './ChartSvg';
import { topicLegend } from './topic-legend';

/**
 * The legend: one entry per series colour, one per colour the categories are drawn in (a topic-coloured bar, a
 * bar of a category without a topic colour, or the topic band behind a category's bars), so every colour drawn
 * is named (docs/graphs.md "Legend"), and a "hidden for privacy" entry when values are withheld.
 */
export function ChartLegend() {
  const { model, messages, theme, idPrefix, topicNames } = useChart();
  const topics = useMemo(() => topicLegend(model, topicNames), [model, topicNames]);
  if (model.legend.length === 0 && topics.length === 0 && !model.hasWithheld) return null;
  return (
    <ul className="pulzus-chart-legend" aria-label={messages.legend} data-chart-legend="">
      {model.legend.map((entry) => (
        <li key={`${entry.name}-${entry.color}`} data-legend-entry="" data-color={entry.color}>
          <span className="pulzus-swatch" style={{ background: entry.color }} aria-hidden="true" />
          <span data-legend-name="">{entry.name}</span>
        </li>
      ))}
      {topics.map((entry) => (
        <li key={`topic-${entry.color}`} data-legend-entry="" data-color={entry.color} data-topic="">
          <span className="pulzus-swatch" style={{ background: entry.color }} aria-hidden="true" />
          <span data-legend-name="">{entry.name}</span>
        </li>
      ))}
      {model.hasWithheld && (
        <li data-legend-entry="" data-color={theme.colors.withheld} data-withheld="">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" fill={`url(#${hatchId(idPrefix)})`} stroke={theme.colors.withheld} />
          </svg>
          <span data-legend-name="">{messages.withheld}</span>
        </li>
      )}
    </ul>
  );
}
