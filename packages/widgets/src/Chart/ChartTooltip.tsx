import { useChart } from './chart-context';
import { formatChange } from './chart-model';
import { withheldText } from './withheld-text';
import { ChartTooltipBox } from './chart-tooltip-styles';
import { ChartTooltipPopup } from './ChartTooltipPopup';

/**
 * The tooltip of the focused or hovered category: every value, withheld ones with their reason (docs/privacy.md
 * "Reasons").
 * Positioned by floating-ui beside the category; Escape closes it (also when opened by hover).
 */
export function ChartTooltip() {
  const {
    model,
    activeIndex,
    tooltipOpen,
    closeTooltip,
    categoryElement,
    orientation,
    idPrefix,
    formatValue,
    messages,
  } = useChart();
  const category = activeIndex === null ? undefined : model.categories[activeIndex];
  // floating-ui is set up only while the tooltip is open, not on every render of a closed chart
  if (activeIndex === null || !tooltipOpen || !category) return null;
  return (
    <ChartTooltipPopup
      reference={categoryElement(activeIndex)}
      placement={orientation === 'horizontal' ? 'bottom' : 'top'}
      gap={6}
      box={ChartTooltipBox}
      onClose={closeTooltip}
      id={`${idPrefix}-tooltip`}
      className="pulzus-chart-tooltip"
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
    </ChartTooltipPopup>
  );
}
