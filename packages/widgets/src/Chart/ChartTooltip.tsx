import { useLayoutEffect } from 'react';
import { useDismissOnEscapeOrOutside } from '../ui/useDismissOnEscapeOrOutside';
import { useFloatingPosition } from '../ui/useFloatingPosition';
import { type ChartContextValue, useChart } from './chart-context';
import { type ChartCategory, formatChange } from './chart-model';
import { withheldText } from './chart-messages';
import { ChartTooltipBox } from './chart-styles';

/**
 * The tooltip of the focused or hovered category: every value, withheld ones with their reason (docs/privacy.md
 * "Reasons").
 * Positioned by floating-ui beside the category; Escape closes it (also when opened by hover).
 */
export function ChartTooltip() {
  const chart = useChart();
  const { model, activeIndex, tooltipOpen } = chart;
  const category = activeIndex === null ? undefined : model.categories[activeIndex];
  if (!tooltipOpen || !category) return null;
  // floating-ui is set up only while the tooltip is open, not on every render of a closed chart
  return <OpenChartTooltip chart={chart} category={category} />;
}

function OpenChartTooltip({ chart, category }: { chart: ChartContextValue; category: ChartCategory }) {
  const { model, activeIndex, closeTooltip, categoryElement, orientation, idPrefix, formatValue, messages } =
    chart;
  const { refs, floatingStyles } = useFloatingPosition({
    open: true,
    placement: orientation === 'horizontal' ? 'bottom' : 'top',
    middleware: ({ offset, flip, shift }) => [offset(6), flip(), shift({ padding: 8 })],
  });
  // Escape from anywhere, so also when opened by hover; a press elsewhere leaves it to hover and focus
  useDismissOnEscapeOrOutside(true, closeTooltip, { outsidePress: false });

  useLayoutEffect(() => {
    refs.setReference(activeIndex === null ? null : categoryElement(activeIndex));
  }, [activeIndex, refs, categoryElement]);

  return (
    <ChartTooltipBox
      ref={refs.setFloating}
      style={floatingStyles}
      id={`${idPrefix}-tooltip`}
      role="tooltip"
      className="pulzus-chart-tooltip"
      data-state="open"
    >
      <strong>{category.label}</strong>
      {category.slots.map((slot) => (
        <div key={slot.key} data-slot={slot.key}>
          {model.stacked && slot.stack !== undefined && (
            <div className="pulzus-tooltip-stack">{slot.stack}</div>
          )}
          {slot.segments.map((segment) => (
            <div key={segment.seriesIndex} className="pulzus-tooltip-row">
              <span className="pulzus-swatch" style={{ background: segment.color }} aria-hidden="true" />
              <span>{segment.seriesName}</span>
              <span
                className="pulzus-tooltip-value"
                data-withheld={segment.withheld ? '' : undefined}
                data-not-asked={segment.value === null && !segment.withheld ? '' : undefined}
              >
                {segment.value !== null
                  ? formatValue(segment.value)
                  : segment.withheld
                    ? withheldText(messages, segment.reason, model.minGroupSize)
                    : messages.notAsked}
              </span>
              {segment.change && (
                <span
                  className="pulzus-tooltip-change"
                  data-muted={segment.change.meaningful === true ? undefined : ''}
                >
                  {formatChange(segment.change.value)}
                </span>
              )}
            </div>
          ))}
          {slot.segments.map(
            (segment) =>
              segment.change &&
              segment.change.meaningful !== true && (
                <div key={`note-${segment.seriesIndex}`} className="pulzus-tooltip-change-note">
                  {segment.change.meaningful === false ? messages.changeSmall : messages.changeUnjudged}
                </div>
              ),
          )}
        </div>
      ))}
    </ChartTooltipBox>
  );
}
