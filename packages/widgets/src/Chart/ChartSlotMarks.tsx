import type { ReactNode } from 'react';
import type { ChartContextValue } from './chart-context';
import type { ChartSegment, ChartSlot } from './chart-model';
import { hatchId } from './ChartSvg';
import { type Box, valueBox, valueOffset, WITHHELD_LENGTH } from './bar-geometry';
import { readableTextOn } from './readable-text';

/** The name of a segment for tooltips and screen readers: its series, with the stack (date) if any. */
export function segmentName(segment: ChartSegment, slot: ChartSlot): string {
  return slot.stack !== undefined && !segment.seriesName.includes(slot.stack)
    ? `${segment.seriesName} (${slot.stack})`
    : segment.seriesName;
}

/**
 * Draws one slot: bars or stacked segments and withheld marks (graphs.md "Privacy"), each a rect
 * carrying its series (`data-series`, or `data-withheld`), pushed onto `marks` (the category group's
 * children); and their value labels, pushed onto `labels`, which the caller draws in one layer that
 * is hidden from screen readers, ignores the pointer and gives the labels their common fill and
 * baseline (the rects name their values). A render function called by the bars, not a component,
 * with no group per mark and as few attributes per label as the layer allows: a chart draws
 * hundreds of slots, and every fiber, element and attribute shows in the first render (bench/ui).
 */
export function chartSlotMarks(
  chart: ChartContextValue,
  slot: ChartSlot,
  bandStart: number,
  categoryIndex: number,
  marks: ReactNode[],
  labels: ReactNode[],
): void {
  const { orientation, scales, model, theme, formatValue, messages, idPrefix } = chart;
  const thickness = scales.slot.bandwidth();
  const start = bandStart + (scales.slot(slot.key) ?? 0);
  const horizontal = orientation === 'horizontal';
  const visible = slot.segments.filter((s) => s.value !== null);
  const withheld = slot.segments.filter((s) => s.value === null);
  const allWithheld = visible.length === 0;
  const end = valueOffset(orientation, scales, visible.at(-1)?.end ?? 0);

  /** A label centred in its box, or beyond its end: right of a bar, above a column (keyed across the chart's categories). */
  const label = (markKey: string, box: Box, text: string, inside: boolean, fill?: string) => {
    const key = `${categoryIndex}-${markKey}`;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (inside) {
      labels.push(
        <text key={key} x={cx} y={cy} textAnchor="middle" fill={fill}>
          {text}
        </text>,
      );
    } else if (horizontal) {
      labels.push(
        <text key={key} x={box.x + box.width + 4} y={cy} fill={fill}>
          {text}
        </text>,
      );
    } else {
      labels.push(
        <text key={key} x={cx} y={box.y - 4} textAnchor="middle" dominantBaseline="auto" fill={fill}>
          {text}
        </text>,
      );
    }
  };
  const outsideLabels = horizontal ? thickness >= 9 : thickness >= 20;

  for (const segment of visible) {
    const from = valueOffset(orientation, scales, segment.start);
    const box = valueBox(
      orientation,
      scales,
      start,
      thickness,
      from,
      valueOffset(orientation, scales, segment.end),
    );
    const text = formatValue(segment.value!);
    const length = horizontal ? box.width : box.height;
    const inside = model.stacked && length >= (horizontal ? 30 : 16) && thickness >= (horizontal ? 12 : 26);
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
        aria-label={`${segmentName(segment, slot)}: ${text}`}
        fill={segment.color}
        stroke={model.colorByCategory ? theme.colors.textMuted : undefined}
        strokeWidth={model.colorByCategory ? 1 : undefined}
        data-series={segment.seriesIndex}
      />,
    );
    if (inside) {
      const fill = readableTextOn(segment.color, theme.colors.text);
      label(key, box, text, true, fill === theme.colors.text ? undefined : fill);
    } else if (!model.stacked && outsideLabels) label(key, box, text, false);
  }

  (allWithheld ? [withheld[0]!] : withheld).forEach((segment, k) => {
    const from = end + k * (WITHHELD_LENGTH + 2);
    const box = valueBox(orientation, scales, start, thickness, from, from + WITHHELD_LENGTH);
    const name = allWithheld && slot.stack !== undefined ? slot.stack : segmentName(segment, slot);
    const key = `${slot.key}-w${segment.seriesIndex}`;
    marks.push(
      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is not interactive; role img names the value
      <rect
        key={key}
        {...box}
        role="img"
        aria-label={`${name}: ${messages.withheld}`}
        fill={`url(#${hatchId(idPrefix)})`}
        stroke={theme.colors.withheld}
        data-withheld=""
      />,
    );
    const showText = k === withheld.length - 1 || allWithheld;
    if (showText && (horizontal ? thickness >= 9 : thickness >= 40)) {
      label(key, box, messages.withheldShort, false, theme.colors.textMuted);
    }
  });
}
