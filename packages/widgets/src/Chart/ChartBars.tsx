import { useState } from 'react';
import { useChart } from './chart-context';
import { chartSlotMarks } from './ChartSlotMarks';
import { useCategoryKeys } from './useCategoryKeys';

/**
 * The bars: one focusable group per category (a roving tab stop; arrows move between categories),
 * opening the tooltip on focus and hover. Only the focused category draws its focus ring.
 */
export function ChartBars() {
  const chart = useChart();
  const {
    orientation,
    scales,
    model,
    activeIndex,
    tooltipOpen,
    setActive,
    closeTooltip,
    categoryElements,
    idPrefix,
  } = chart;
  const onKeyDown = useCategoryKeys();
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const horizontal = orientation === 'horizontal';
  const band = scales.category.bandwidth();
  const step = scales.category.step();
  const across = horizontal ? scales.plotWidth : scales.plotHeight;
  const tabStop = activeIndex ?? 0;
  categoryElements.current.length = model.categories.length;

  return (
    <g data-chart-bars="">
      {model.categories.map((c) => {
        const bandStart = scales.category(c.index) ?? 0;
        const hit = horizontal
          ? { x: 0, y: bandStart - (step - band) / 2, width: across, height: step }
          : { x: bandStart - (step - band) / 2, y: 0, width: step, height: across };
        // drawn for the focused category only: one element rather than a hidden one per category
        const ring = horizontal
          ? { x: -2, y: bandStart - 2, width: across + 4, height: band + 4 }
          : { x: bandStart - 2, y: -2, width: band + 4, height: across + 4 };
        const active = activeIndex === c.index;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group has no HTML equivalent
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG group, not an HTML control
          <g
            key={c.index}
            ref={(el) => {
              categoryElements.current[c.index] = el;
            }}
            role="group"
            aria-label={c.label}
            aria-describedby={active && tooltipOpen ? `${idPrefix}-tooltip` : undefined}
            tabIndex={tabStop === c.index ? 0 : -1}
            data-category={c.index}
            data-active={active ? '' : undefined}
            onFocus={() => {
              setFocusedIndex(c.index);
              setActive(c.index, 'focus');
            }}
            onBlur={() => {
              setFocusedIndex(null);
              closeTooltip();
            }}
            onKeyDown={(event) => onKeyDown(event, c.index)}
            onPointerEnter={() => setActive(c.index, 'hover')}
            onPointerLeave={closeTooltip}
          >
            <rect className="pulzus-hit" {...hit} fill="transparent" />
            {c.color && !model.colorByCategory && (
              <rect {...hit} fill={c.color} opacity={0.55} data-topic-band="" />
            )}
            {focusedIndex === c.index && <rect className="pulzus-focus-ring" {...ring} rx={3} />}
            {c.slots.flatMap((slot) => chartSlotMarks(chart, slot, bandStart))}
          </g>
        );
      })}
    </g>
  );
}
