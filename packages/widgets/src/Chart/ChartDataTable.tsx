import { useDeferredValue } from 'react';
import { useChart } from './chart-context';
import { withheldText } from './withheld-text';
import { formatChange } from './chart-model';
import { segmentName } from './ChartSlotMarks';
import styled from 'styled-components';
import { ChartTable } from './chart-table-styles';
import { visuallyHidden } from './visually-hidden';
import { usePrintMode } from './print-mode';

/** The words behind the dash of a value not asked on that date, for screen readers. */
const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The data table alternative: every value of the chart as a table, visually hidden but read by screen
 * readers, or shown when the user asks for it. It follows the data in a deferred render right after
 * the bars (useDeferredValue), so building a table as large as the chart never holds up its first
 * paint or an update.
 */
export function ChartDataTable() {
  const { model: current, title, messages, formatValue, tableVisible, idPrefix } = useChart();
  const deferred = useDeferredValue(current, null);
  // on paper the table is drawn with the chart, not a moment later: a report prints once its page stops changing,
  // and a deferred table could miss the print (docs/reports.md)
  const model = usePrintMode() ? current : deferred;
  const first = model?.categories[0];
  if (!model || !first) return null;
  const columns = first.slots.flatMap((slot) =>
    slot.segments.map((segment) => ({
      key: `${slot.key}-${segment.seriesIndex}`,
      name: segmentName(segment, slot),
    })),
  );
  return (
    <ChartTable
      id={`${idPrefix}-table`}
      className="pulzus-chart-table"
      data-state={tableVisible ? 'shown' : 'hidden'}
      data-chart-table=""
    >
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{messages.category}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.categories.map((category) => (
          <tr key={category.index}>
            <th scope="row">{category.label}</th>
            {category.slots.flatMap((slot) =>
              slot.segments.map((segment) => (
                <td
                  key={`${slot.key}-${segment.seriesIndex}`}
                  data-withheld={segment.withheld ? '' : undefined}
                  data-not-asked={segment.value === null && !segment.withheld ? '' : undefined}
                  title={segment.value === null && !segment.withheld ? messages.notAsked : undefined}
                >
                  {segment.value !== null ? (
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
                              {segment.change.meaningful === false
                                ? messages.changeSmall
                                : messages.changeUnjudged}
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
                  )}
                </td>
              )),
            )}
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}
