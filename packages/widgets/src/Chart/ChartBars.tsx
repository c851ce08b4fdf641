import { type PointerEvent, type ReactNode, type SyntheticEvent, useMemo, useState } from 'react';
import { useChart } from './chart-context';
import { chartSlotMarks } from './ChartSlotMarks';
import { useCategoryKeys } from './useCategoryKeys';
import { chartValueLabels } from './value-labels';

/** The category group inside the bars layer that an event came from, or null (the hover area). */
function groupOf(event: SyntheticEvent<Element>): Element | null {
  const group = (event.target as Element).closest('[data-category]');
  return group && event.currentTarget.contains(group) ? group : null;
}

/** The category index a category group stands for. */
const indexOf = (group: Element) => Number(group.getAttribute('data-category'));

/** The index of the category group an event came from, or null. */
function categoryOf(event: SyntheticEvent<Element>): number | null {
  const group = groupOf(event);
  return group ? indexOf(group) : null;
}

/**
 * The bars: one focusable group per category (a roving tab stop; arrows move between categories),
 * opening the tooltip on focus and hover. One transparent hover area under all categories finds the
 * category under the pointer between bars too; only the active category draws its highlight and
 * only the focused one its focus ring. The value labels follow in one layer above the bars, laid out
 * once per data and size so that none overlaps another (`chartValueLabels`). Focus,
 * keys and hover are handled once for all categories, on the layer (a chart draws a hundred groups,
 * bench/ui), and each group's children are one flat list.
 */
export function ChartBars() {
  const chart = useChart();
  const { orientation, scales, model, theme, activeIndex, tooltipOpen, setActive, closeTooltip, idPrefix } =
    chart;
  const { formatValue, messages } = chart;
  const labels = useMemo(
    () =>
      chartValueLabels({
        orientation,
        scales,
        model,
        formatValue,
        withheldShort: messages.withheldShort,
        textColor: theme.colors.text,
        mutedColor: theme.colors.textMuted,
      }),
    [orientation, scales, model, formatValue, messages.withheldShort, theme],
  );
  const onKeyDown = useCategoryKeys();
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const horizontal = orientation === 'horizontal';
  const band = scales.category.bandwidth();
  const step = scales.category.step();
  const across = horizontal ? scales.plotWidth : scales.plotHeight;
  const tabStop = activeIndex ?? 0;
  const count = model.categories.length;

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

  const groups = model.categories.map((c) => {
    const bandStart = scales.category(c.index) ?? 0;
    const active = activeIndex === c.index;
    const children: ReactNode[] = [];
    if (active || (c.color && !model.colorByCategory)) {
      const hit = horizontal
        ? { x: 0, y: bandStart - (step - band) / 2, width: across, height: step }
        : { x: bandStart - (step - band) / 2, y: 0, width: step, height: across };
      // the active category's highlight, which also gives the tooltip the whole band to sit beside
      if (active) children.push(<rect key="hit" className="pulzus-hit" {...hit} />);
      if (c.color && !model.colorByCategory)
        children.push(<rect key="topic" {...hit} fill={c.color} opacity={0.55} data-topic-band="" />);
    }
    // drawn for the focused category only: one element rather than a hidden one per category
    if (focusedIndex === c.index) {
      const ring = horizontal
        ? { x: -2, y: bandStart - 2, width: across + 4, height: band + 4 }
        : { x: bandStart - 2, y: -2, width: band + 4, height: across + 4 };
      children.push(<rect key="ring" className="pulzus-focus-ring" {...ring} rx={3} />);
    }
    for (const slot of c.slots) chartSlotMarks(chart, slot, bandStart, children);
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG group has no HTML equivalent
      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG group, not an HTML control
      <g
        key={c.index}
        role="group"
        aria-label={c.label}
        aria-describedby={active && tooltipOpen ? `${idPrefix}-tooltip` : undefined}
        tabIndex={tabStop === c.index ? 0 : -1}
        data-category={c.index}
        data-active={active ? '' : undefined}
      >
        {children}
      </g>
    );
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the category groups inside are the focusable, named elements; their events bubble here
    <g
      data-chart-bars=""
      onFocus={(event) => {
        const index = categoryOf(event);
        if (index === null) return;
        setFocusedIndex(index);
        setActive(index, 'focus');
      }}
      onBlur={(event) => {
        if (categoryOf(event) === null) return;
        setFocusedIndex(null);
        closeTooltip();
      }}
      onKeyDown={(event) => {
        const index = categoryOf(event);
        if (index !== null) onKeyDown(event, index);
      }}
      onPointerOver={(event) => {
        // entering a category, as pointerenter on each group would: not moving between its own marks
        const group = groupOf(event);
        if (group && !group.contains(event.relatedTarget as Node | null)) setActive(indexOf(group), 'hover');
      }}
      onPointerLeave={closeTooltip}
    >
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
        {labels.map((label) => (
          <text
            key={label.key}
            x={label.x}
            y={label.y}
            textAnchor={label.anchor === 'start' ? undefined : label.anchor}
            fill={label.fill}
            data-stack-label={label.kind === 'stack' ? '' : undefined}
          >
            {label.text}
          </text>
        ))}
      </g>
    </g>
  );
}
