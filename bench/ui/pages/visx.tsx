// The same chart in visx: scales, a horizontal bar group, both axes, grid columns and value labels;
// the legend is a plain list (visx leaves it to the page as well).
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroupHorizontal } from '@visx/shape';
import { useMemo } from 'react';
import {
  type BenchRow,
  benchRows,
  CHART_HEIGHT,
  CHART_WIDTH,
  SERIES_COLORS,
  SERIES_NAMES,
} from './bench-data';
import { installBench } from './harness';

const KEYS = ['s0', 's1', 's2'];
const MARGIN = { top: 12, right: 56, bottom: 32, left: 150 };
const percent = (value: unknown) => `${value}%`;
const colorOf = (_key: string, index: number) => SERIES_COLORS[index]!;

function VisxBars({ data }: { data: BenchRow[] }) {
  const plotWidth = CHART_WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const scales = useMemo(() => {
    const category = scaleBand<string>({
      domain: data.map((row) => row.label),
      range: [0, plotHeight],
      paddingInner: 0.2,
      paddingOuter: 0.1,
    });
    const series = scaleBand<string>({ domain: KEYS, range: [0, category.bandwidth()], paddingInner: 0.08 });
    const value = scaleLinear<number>({ domain: [0, 100], range: [0, plotWidth], clamp: true });
    return { category, series, value };
  }, [data, plotHeight, plotWidth]);
  return (
    <div>
      <svg width={CHART_WIDTH} height={CHART_HEIGHT} role="img" aria-label="Engagement index by unit">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridColumns scale={scales.value} height={plotHeight} stroke="#d5d9e0" />
          <BarGroupHorizontal
            data={data}
            keys={KEYS}
            width={plotWidth}
            y0={(row) => row.label}
            y0Scale={scales.category}
            y1Scale={scales.series}
            xScale={scales.value}
            color={colorOf}
          >
            {(groups) =>
              groups.map((group) => (
                <Group key={group.index} top={group.y0}>
                  {group.bars.map((bar) => (
                    <g key={bar.key}>
                      <rect
                        className="visx-bench-bar"
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        fill={bar.color}
                      />
                      <text
                        x={bar.width + 4}
                        y={bar.y + bar.height / 2}
                        dominantBaseline="central"
                        fontSize={12}
                      >
                        {percent(bar.value)}
                      </text>
                    </g>
                  ))}
                </Group>
              ))
            }
          </BarGroupHorizontal>
          <AxisLeft scale={scales.category} numTicks={data.length} />
          <AxisBottom top={plotHeight} scale={scales.value} tickFormat={percent} numTicks={5} />
        </Group>
      </svg>
      <ul>
        {SERIES_NAMES.map((name, s) => (
          <li key={name} style={{ color: SERIES_COLORS[s] }}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

installBench({ Chart: VisxBars, prepare: benchRows, bars: 'rect.visx-bench-bar', attribute: 'width' });
