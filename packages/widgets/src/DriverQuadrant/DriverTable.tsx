import type { DriverPoint } from '@pulzus/core';
import { useChartShell } from '../Chart/ChartShell';
import type { DriverQuadrantMessages } from './driver-messages';
import { type DriverView, type DriverViewModel, formatImpact } from './driver-quadrant-model';
import { CellInline } from './driver-quadrant-styles';

/** Props of the ranked table. */
interface DriverTableProps {
  readonly view: DriverView;
  readonly model: DriverViewModel;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  /** Whether the answer carries the company's scores (a filtered population's, docs/graphs.md "Key drivers"). */
  readonly company: boolean;
  /** Why a point is not drawn, in words. */
  readonly notDrawnWords: (point: DriverPoint) => string;
}

/**
 * The ranked table under the quadrant: every point drawn by impact, each with its quadrant, then those not drawn
 * with the reason. A group, not a landmark (the graph's page already has a region of this name); it may scroll
 * sideways on a phone, so a keyboard must reach it (axe scrollable-region-focusable).
 */
export function DriverTable({
  view,
  model,
  messages,
  scoreName,
  impactName,
  company,
  notDrawnWords,
}: DriverTableProps) {
  const { idPrefix: id, title, language, messages: chart, formatValue: percent } = useChartShell();
  const scoreText = (value: number | null) => (value === null ? '–' : percent(value));
  // a drawn point's row says its rank and quadrant, a point not drawn's a dash and why
  const row = (point: DriverPoint, rank: string, verdict: string, drawn: boolean) => (
    <tr
      key={point.index}
      data-quadrant={drawn ? (point.quadrant ?? undefined) : undefined}
      data-withheld={(!drawn && point.withheld) || undefined}
    >
      <td data-number="">{rank}</td>
      <th scope="row">
        {point.name}
        {view === 'items' && <CellInline>{point.topicName}</CellInline>}
        <CellInline>{verdict}</CellInline>
      </th>
      {view === 'items' && <td data-topic="">{point.topicName}</td>}
      <td data-number="">{scoreText(point.score)}</td>
      {company && (
        <td data-number="" data-company="">
          {scoreText(point.companyScore)}
        </td>
      )}
      <td data-number="">{point.impact === null ? '–' : formatImpact(point.impact, language)}</td>
      <td data-quadrant-column="">{verdict}</td>
    </tr>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a table
    <div
      className="pulzus-drivers-table"
      role="group"
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling container must be reachable by keyboard
      tabIndex={0}
    >
      <table>
        <caption id={`${id}-caption`}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" data-number="">
              #
            </th>
            <th scope="col">{chart.category}</th>
            {view === 'items' && (
              <th scope="col" data-topic="">
                {messages.topic}
              </th>
            )}
            <th scope="col" data-number="">
              {scoreName}
            </th>
            {company && (
              <th scope="col" data-number="" data-company="">
                {messages.companyScore}
              </th>
            )}
            <th scope="col" data-number="">
              {impactName}
            </th>
            <th scope="col" data-quadrant-column="">
              {messages.quadrant}
            </th>
          </tr>
        </thead>
        <tbody>
          {model.drawn.map((point, rank) => row(point, String(rank + 1), messages[point.quadrant!], true))}
          {model.notDrawn.map((point) => row(point, '–', notDrawnWords(point), false))}
        </tbody>
      </table>
    </div>
  );
}
