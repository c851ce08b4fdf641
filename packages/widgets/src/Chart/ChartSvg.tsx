import type { ReactNode } from 'react';
import { useChart } from './chart-context';

/** The id of a chart's hatch pattern for withheld values. */
export const hatchId = (idPrefix: string) => `${idPrefix}-hatch`;

/** The chart's SVG: sized by the root, named by the title, with the plot area translated by the margins. */
export function ChartSvg({ children }: { children: ReactNode }) {
  const { width, height, scales, title, theme, idPrefix } = useChart();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the SVG root groups focusable category groups; role img would hide them
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={title}
      fontFamily={theme.font.family}
      fontSize={12}
      data-chart-svg=""
    >
      <defs>
        <pattern
          id={hatchId(idPrefix)}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill={theme.colors.background} />
          <line x1="0" y1="0" x2="0" y2="6" stroke={theme.colors.withheld} strokeWidth="2.5" />
        </pattern>
      </defs>
      <g transform={`translate(${scales.margin.left},${scales.margin.top})`}>{children}</g>
    </svg>
  );
}
