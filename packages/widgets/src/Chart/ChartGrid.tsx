import { useChart } from './chart-context';

/** Grid lines across the plot at every value tick. */
export function ChartGrid() {
  const { orientation, scales, theme } = useChart();
  const { plotWidth, plotHeight, value } = scales;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG element, never focusable
    <g aria-hidden="true" data-chart-grid="">
      {scales.ticks.map((tick) => {
        const at = value(tick);
        return orientation === 'horizontal' ? (
          <line key={tick} x1={at} x2={at} y1={0} y2={plotHeight} stroke={theme.colors.border} />
        ) : (
          <line key={tick} x1={0} x2={plotWidth} y1={at} y2={at} stroke={theme.colors.border} />
        );
      })}
    </g>
  );
}
