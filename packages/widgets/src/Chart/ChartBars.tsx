import { type PointerEvent, type ReactNode, useState } from 'react';
import { useChart } from './chart-context';
import { chartSlotMarks } from './ChartSlotMarks';
import { useCategoryKeys } from './useCategoryKeys';

/**
 * The bars: one focusable group per category (a roving tab stop; arrows move between categories),
 * opening the tooltip on focus and hover. One transparent hover area under all categories finds the
 * category under the pointer between bars too; only the active category draws its highlight and
 * only the focused one its focus ring. The value labels follow in one layer above the bars.
 */
export function ChartBars() {
  const chart = useChart();
  const {
    orientation,
    scales,
    model,
    theme,
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
  const count = model.categories.length;
  categoryElements.current.length = count;

  // each category's share of the hover area: its band and half the padding on either side
  const areaStart = (scales.category(model.categories[0]?.index ?? 0) ?? 0) - (step - band) / 2;
  const area = horizontal
    ? { x: 0, y: areaStart, width: across, height: step * count }
    : { x: areaStart, y: 0, width: step * count, height: across };
  const hoverAt = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = horizontal
      ? (event.clientY - box.top) / box.height
      : (event.clientX - box.left) / box.width;
    const category = model.categories[Math.min(count - 1, Math.max(0, Math.floor(share * count)))];
    if (category) setActive(category.index, 'hover');
  };

  const labels: ReactNode[] = [];
  const groups = model.categories.map((c) => {
    const bandStart = scales.category(c.index) ?? 0;
    const hit = horizontal
      ? { x: 0, y: bandStart - (step - band) / 2, width: across, height: step }
      : { x: bandStart - (step - band) / 2, y: 0, width: step, height: across };
    // drawn for the focused category only: one element rather than a hidden one per category
    const ring = horizontal
      ? { x: -2, y: bandStart - 2, width: across + 4, height: band + 4 }
      : { x: bandStart - 2, y: -2, width: band + 4, height: across + 4 };
    const active = activeIndex === c.index;
    const marks: ReactNode[] = [];
    for (const slot of c.slots) {
      const drawn = chartSlotMarks(chart, slot, bandStart, c.index);
      marks.push(...drawn.marks);
      labels.push(...drawn.labels);
    }
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
      >
        {/* the active category's highlight, which also gives the tooltip the whole band to sit beside */}
        {active && <rect className="pulzus-hit" {...hit} />}
        {c.color && !model.colorByCategory && (
          <rect {...hit} fill={c.color} opacity={0.55} data-topic-band="" />
        )}
        {focusedIndex === c.index && <rect className="pulzus-focus-ring" {...ring} rx={3} />}
        {marks}
      </g>
    );
  });

  return (
    <g data-chart-bars="" onPointerLeave={closeTooltip}>
      <rect
        className="pulzus-hover-area"
        {...area}
        fill="transparent"
        onPointerMove={hoverAt}
        data-chart-hover-area=""
      />
      {groups}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the bars name their values */}
      <g
        aria-hidden="true"
        pointerEvents="none"
        fill={theme.colors.text}
        dominantBaseline="central"
        data-chart-labels=""
      >
        {labels}
      </g>
    </g>
  );
}
