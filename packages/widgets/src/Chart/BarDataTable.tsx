import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { flag } from '../ui/ColumnTable';
import { ChartDataTable } from './ChartDataTable';
import { useChart } from './chart-context';
import { type ChartCategory, type ChartSegment, formatChange } from './chart-model';
import { ChartTable } from './chart-table-styles';
import { segmentName } from './ChartSlotMarks';
import { usePrintMode } from './print-mode';
import { visuallyHidden } from './visually-hidden';
import { withheldText } from './withheld-text';

/** The words behind the dash of a value not asked on that date, for screen readers. */
const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** A segment's place in every category: its slot, and its position in the slot (every category has the same). */
type SegmentAt = readonly [slot: number, segment: number];

const segmentOf = (category: ChartCategory, [slot, segment]: SegmentAt) =>
  category.slots[slot]!.segments[segment]!;
const notAsked = (segment: ChartSegment) => segment.value === null && !segment.withheld;

/**
 * The bar and column charts' data table: a row per category, a column per bar (a series, or a stack's segment), read
 * by screen readers while visually hidden, or shown when the user asks for it. It follows the data in a deferred
 * render right after the bars (useDeferredValue), so building a table as large as the chart never holds up its first
 * paint or an update.
 */
export function BarDataTable() {
  const chart = useChart();
  const { model: current, messages, formatValue } = chart;
  const deferred = useDeferredValue(current, null);
  // on paper the table is drawn with the chart, not a moment later: a report prints once its page stops changing,
  // and a deferred table could miss the print (docs/reports.md)
  const model = usePrintMode() ? current : deferred;
  const first = model?.categories[0];
  if (!model || !first) return null;
  const value = (segment: ChartSegment) =>
    segment.value !== null ? (
      <>
        {formatValue(segment.value)}
        {segment.change && (
          // the change since the previous date, its judgement in words (docs/graphs.md)
          <span
            className="pulzus-table-change"
            title={
              segment.change.meaningful === true
                ? undefined
                : segment.change.meaningful === false
                  ? messages.changeSmall
                  : messages.changeUnjudged
            }
          >
            {` (${formatChange(segment.change.value)})`}
            {segment.change.meaningful !== true && (
              <VisuallyHidden>
                {segment.change.meaningful === false ? messages.changeSmall : messages.changeUnjudged}
              </VisuallyHidden>
            )}
          </span>
        )}
      </>
    ) : segment.withheld ? (
      // the reason it is withheld (docs/privacy.md "Reasons")
      withheldText(messages, segment.reason, model.minGroupSize)
    ) : (
      // not asked on that date: a dash, named for screen readers (docs/graphs.md "withheld")
      <>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{messages.notAsked}</VisuallyHidden>
      </>
    );
  const columns = first.slots.flatMap((slot, s) =>
    slot.segments.map((segment, g) => {
      const at: SegmentAt = [s, g];
      return {
        key: `${slot.key}-${segment.seriesIndex}`,
        header: segmentName(segment, slot),
        cell: (category: ChartCategory) => value(segmentOf(category, at)),
        cellProps: (category: ChartCategory) => {
          const segment = segmentOf(category, at);
          return {
            'data-withheld': flag(segment.withheld),
            'data-not-asked': flag(notAsked(segment)),
            title: notAsked(segment) ? messages.notAsked : undefined,
          };
        },
      };
    }),
  );
  return (
    <ChartDataTable
      shell={chart}
      frame="table"
      as={ChartTable}
      className="pulzus-chart-table"
      data-chart-table=""
      columns={[
        { key: 'category', header: messages.category, rowHeader: true, cell: (category) => category.label },
        ...columns,
      ]}
      rows={model.categories}
      rowKey={(category) => category.index}
    />
  );
}
