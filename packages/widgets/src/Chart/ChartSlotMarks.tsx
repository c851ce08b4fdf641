import type { ReactNode } from 'react';
import type { ChartContextValue } from './chart-context';
import type { ChartSegment, ChartSlot } from './chart-model';
import { withheldText } from './withheld-text';
import { hatchId } from './ChartSvg';
import { slotGeometry } from './slot-geometry';

/** The name of a segment for tooltips and screen readers: its series, with the stack (date) if any. */
export function segmentName(segment: ChartSegment, slot: ChartSlot): string {
  return slot.stack !== undefined && !segment.seriesName.includes(slot.stack)
    ? `${segment.seriesName} (${slot.stack})`
    : segment.seriesName;
}

/**
 * Draws one slot: bars or stacked segments and withheld marks (graphs.md "Privacy"), each a rect
 * carrying its series (`data-series`, or `data-withheld`), pushed onto `marks` (the category group's
 * children). Their value labels are laid out for the whole chart at once (`chartValueLabels`). A
 * render function called by the bars, not a component, with no group per mark: a chart draws
 * hundreds of slots, and every fiber, element and attribute shows in the first render (bench/ui).
 */
export function chartSlotMarks(
  chart: ChartContextValue,
  slot: ChartSlot,
  bandStart: number,
  marks: ReactNode[],
): void {
  const { orientation, scales, model, theme, formatValue, messages, idPrefix } = chart;
  const { bars, withheld, allWithheld } = slotGeometry(orientation, scales, slot, bandStart);

  for (const { segment, box } of bars) {
    const key = `${slot.key}-${segment.seriesIndex}`;
    marks.push(
      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is not interactive; role img names the value
      <rect
        key={key}
        // SVG's default x is 0, where every unstacked bar starts: one attribute less on hundreds of bars
        x={box.x || undefined}
        y={box.y}
        width={box.width}
        height={box.height}
        role="img"
        aria-label={`${segmentName(segment, slot)}: ${formatValue(segment.value!)}`}
        fill={segment.color}
        stroke={model.colorByCategory ? theme.colors.textMuted : undefined}
        strokeWidth={model.colorByCategory ? 1 : undefined}
        data-series={segment.seriesIndex}
      />,
    );
  }

  for (const { segment, box } of withheld) {
    const name = allWithheld && slot.stack !== undefined ? slot.stack : segmentName(segment, slot);
    marks.push(
      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is not interactive; role img names the value
      <rect
        key={`${slot.key}-w${segment.seriesIndex}`}
        {...box}
        role="img"
        aria-label={`${name}: ${withheldText(messages, segment.reason, model.minGroupSize)}`}
        fill={`url(#${hatchId(idPrefix)})`}
        stroke={theme.colors.withheld}
        data-withheld=""
      />,
    );
  }
}
