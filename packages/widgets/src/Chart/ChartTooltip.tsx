import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useLayoutEffect } from 'react';
import { useChart } from './chart-context';

/**
 * The tooltip of the focused or hovered category: every value, withheld ones named as such.
 * Positioned by floating-ui beside the category; Escape closes it (also when opened by hover).
 */
export function ChartTooltip() {
  const {
    model,
    activeIndex,
    tooltipOpen,
    closeTooltip,
    categoryElements,
    orientation,
    idPrefix,
    formatValue,
    messages,
  } = useChart();
  const category = activeIndex === null ? undefined : model.categories[activeIndex];
  const open = tooltipOpen && category !== undefined;
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) closeTooltip();
    },
    placement: orientation === 'horizontal' ? 'bottom' : 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const dismiss = useDismiss(context, { outsidePress: false, referencePress: false });
  const { getFloatingProps } = useInteractions([dismiss]);

  useLayoutEffect(() => {
    refs.setReference(activeIndex === null ? null : (categoryElements.current[activeIndex] ?? null));
  }, [activeIndex, refs, categoryElements]);

  if (!open || !category) return null;
  return (
    <div
      ref={refs.setFloating}
      style={floatingStyles}
      {...getFloatingProps()}
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
              <span className="pulzus-tooltip-value" data-withheld={segment.value === null ? '' : undefined}>
                {segment.value === null ? messages.withheld : formatValue(segment.value)}
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
