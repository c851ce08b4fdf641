import type { PointerEvent, ReactNode } from 'react';
import { useChart } from './chart-context';
import {
  columnLabelChars,
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  ROTATED_LABEL_ANGLE,
  rotatedLabelChars,
} from './chart-scales';
import { GLYPH_WIDTH, truncateLabel, wrapLabel } from './wrap-label';

/** A category label's content: its one line as the text's only child (no extra text node), or a tspan per line. */
function labelContent(lines: readonly string[], tspan: (line: string, i: number) => ReactNode) {
  return lines.length === 1 ? lines[0] : lines.map(tspan);
}

/**
 * The percent value axis and the category axis with wrapped labels; hidden from screen readers (the
 * data table speaks). Pointing at a label opens its category's tooltip, which names the category in full
 * (a label cut with "…" included, docs/graphs.md "Long names"), as focusing its bars does; a one-line label is
 * a bare `<text>`, and the labels take anchor, baseline and fill from their group (a chart draws a
 * hundred of them, bench/ui).
 */
export function ChartAxes() {
  const { orientation, scales, theme, model, formatValue, setActive, closeTooltip } = useChart();
  const { plotWidth, plotHeight, value, category, margin } = scales;
  const muted = theme.colors.textMuted;
  const charWidth = LABEL_FONT_SIZE * GLYPH_WIDTH;
  const band = category.bandwidth();
  // the labels' pointer events, handled once on their group: the label pointed at opens its category's tooltip
  const labelEvents = {
    onPointerOver: (event: PointerEvent<SVGGElement>) => {
      const label = (event.target as Element).closest('[data-category-label]');
      if (label) setActive(Number(label.getAttribute('data-category-label')), 'hover');
    },
    onPointerLeave: closeTooltip,
  };

  if (orientation === 'horizontal') {
    const maxChars = (margin.left - 10) / charWidth;
    const maxLines = Math.max(1, Math.min(3, Math.floor((band + category.step() * 0.2) / LABEL_LINE_HEIGHT)));
    return (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG element, never focusable
      <g aria-hidden="true" data-chart-axes="">
        {scales.ticks.map((tick) => (
          <text key={tick} x={value(tick)} y={plotHeight + 18} textAnchor="middle" fill={muted}>
            {formatValue(tick)}
          </text>
        ))}
        <line x1={0} x2={0} y1={0} y2={plotHeight} stroke={muted} />
        {/* the labels end 8 px left of the axis: the group moves them there, so no label needs an x */}
        <g
          textAnchor="end"
          dominantBaseline="middle"
          fill={theme.colors.text}
          transform="translate(-8,0)"
          data-category-labels=""
          {...labelEvents}
        >
          {model.categories.map((c) => {
            const lines = wrapLabel(c.label, maxChars, maxLines);
            const mid = (category(c.index) ?? 0) + band / 2;
            const first = mid - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
            return (
              <text key={c.index} y={first} data-category-label={c.index}>
                {labelContent(lines, (line, i) => (
                  <tspan key={i} x={0} y={first + i * LABEL_LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            );
          })}
        </g>
      </g>
    );
  }

  const rows = scales.labelRows;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG element, never focusable
    <g aria-hidden="true" data-chart-axes="">
      {scales.ticks.map((tick) => (
        <text key={tick} x={-8} y={value(tick)} textAnchor="end" dominantBaseline="middle" fill={muted}>
          {formatValue(tick)}
        </text>
      ))}
      <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={muted} />
      <g
        textAnchor={rows.rotated ? 'end' : 'middle'}
        dominantBaseline={rows.rotated ? 'middle' : undefined}
        fill={theme.colors.text}
        data-category-labels=""
        {...labelEvents}
      >
        {model.categories.map((c) => {
          const mid = (category(c.index) ?? 0) + band / 2;
          if (rows.rotated) {
            // a turned label runs down to the left: the first ones may not pass the chart's left edge
            const leftRoom =
              (mid + margin.left) / Math.cos((ROTATED_LABEL_ANGLE * Math.PI) / 180) / charWidth;
            const line = truncateLabel(c.label, Math.min(rotatedLabelChars(margin.bottom), leftRoom));
            return (
              <text
                key={c.index}
                transform={`translate(${mid},${plotHeight + 10}) rotate(-${ROTATED_LABEL_ANGLE})`}
                data-category-label={c.index}
              >
                {line}
              </text>
            );
          }
          const lines = wrapLabel(c.label, columnLabelChars(category.step()), rows.lines);
          return (
            <text key={c.index} x={mid} y={plotHeight + 16} data-category-label={c.index}>
              {labelContent(lines, (line, i) => (
                <tspan key={i} x={mid} y={plotHeight + 16 + i * LABEL_LINE_HEIGHT}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </g>
    </g>
  );
}
