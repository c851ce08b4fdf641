// The same chart in recharts: horizontal grouped bars, percent axis, every category label, grid,
// value labels, legend and tooltip; animations off so the first frame is the final one.
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import {
  benchRows,
  CHART_HEIGHT,
  CHART_WIDTH,
  SERIES_COLORS,
  SERIES_NAMES,
  type BenchRow,
} from './bench-data';
import { installBench } from './harness';

const percent = (value: unknown) => `${value}%`;

function RechartsBars({ data }: { data: BenchRow[] }) {
  return (
    <BarChart
      width={CHART_WIDTH}
      height={CHART_HEIGHT}
      data={data}
      layout="vertical"
      margin={{ top: 12, right: 56, bottom: 32, left: 8 }}
      barCategoryGap="20%"
      barGap={1}
    >
      <CartesianGrid horizontal={false} />
      <XAxis type="number" domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tickFormatter={percent} />
      <YAxis type="category" dataKey="label" width={150} interval={0} />
      <Tooltip />
      <Legend />
      {SERIES_NAMES.map((name, s) => (
        <Bar key={name} dataKey={`s${s}`} name={name} fill={SERIES_COLORS[s]} isAnimationActive={false}>
          <LabelList dataKey={`s${s}`} position="right" formatter={percent} />
        </Bar>
      ))}
    </BarChart>
  );
}

installBench({
  Chart: RechartsBars,
  prepare: benchRows,
  bars: '.recharts-bar-rectangle path.recharts-rectangle',
  attribute: 'd',
});
