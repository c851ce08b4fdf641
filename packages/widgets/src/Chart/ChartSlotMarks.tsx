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
 * The marks of one slot: bars or stacked segments, value labels, and withheld marks (graphs.md
 * "Privacy"), each group tagged with its slot. A render function called by the bars, not a
 * component: a chart draws hundreds of slots, and a fiber and a context read per slot show in the
 * first render (bench/ui).
 */
export function chartSlotMarks(chart: ChartContextValue, slot: ChartSlot, bandStart: number): ReactNode[] {
  const { orientation, scales, model, theme, formatValue, messages, idPrefix } = chart;
  const thickness = scales.slot.bandwidth();
  const start = bandStart + (scales.slot(slot.key) ?? 0);
  const horizontal = orientation === 'horizontal';
  const visible = slot.segments.filter((s) => s.value !== null);
  const withheld = slot.segments.filter((s) => s.value === null);
  const allWithheld = visible.length === 0;
  const end = valueOffset(orientation, scales, visible.at(-1)?.end ?? 0);

  const label = (box: Box, text: string, inside: boolean, fill: string) => {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (inside) {
      return (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG element, never focusable
        <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" fill={fill} aria-hidden="true">
          {text}
        </text>
      );
    }
    return horizontal ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG element, never focusable
      <text x={box.x + box.width + 4} y={cy} dominantBaseline="central" fill={fill} aria-hidden="true">
        {text}
      </text>
    ) : (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG element, never focusable
      <text x={cx} y={box.y - 4} textAnchor="middle" fill={fill} aria-hidden="true">
        {text}
      </text>
    );
  };
  const outsideLabels = horizontal ? thickness >= 9 : thickness >= 20;

  const withheldMarks = (allWithheld ? [withheld[0]!] : withheld).map((segment, k) => {
    const from = end + k * (WITHHELD_LENGTH + 2);
    const box = valueBox(orientation, scales, start, thickness, from, from + WITHHELD_LENGTH);
    const name = allWithheld && slot.stack !== undefined ? slot.stack : segmentName(segment, slot);
    const showText = k === withheld.length - 1 || allWithheld;
    return (
      <g key={`${slot.key}-w${segment.seriesIndex}`} data-slot={slot.key} data-withheld="">
        {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is not interactive; role img names the value */}
        <rect
          {...box}
          role="img"
          aria-label={`${name}: ${messages.withheld}`}
          fill={`url(#${hatchId(idPrefix)})`}
          stroke={theme.colors.withheld}
        />
        {showText &&
          (horizontal ? thickness >= 9 : thickness >= 40) &&
          label(box, messages.withheldShort, false, theme.colors.textMuted)}
      </g>
    );
  });

  return [
    ...visible.map((segment) => {
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
      return (
        <g key={`${slot.key}-${segment.seriesIndex}`} data-slot={slot.key} data-series={segment.seriesIndex}>
          {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is not interactive; role img names the value */}
          <rect
            {...box}
            role="img"
            aria-label={`${segmentName(segment, slot)}: ${text}`}
            fill={segment.color}
            stroke={model.colorByCategory ? theme.colors.textMuted : undefined}
            strokeWidth={model.colorByCategory ? 1 : undefined}
          />
          {inside && label(box, text, true, readableTextOn(segment.color, theme.colors.text))}
          {!model.stacked && outsideLabels && label(box, text, false, theme.colors.text)}
        </g>
      );
    }),
    ...withheldMarks,
  ];
}
