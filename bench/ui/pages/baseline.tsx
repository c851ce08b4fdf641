// The React-only floor: the harness and 300 bare <rect>s, no scales, axes or labels. Its bundle is
// the baseline every chart's added size is measured against; its timings are React's own floor.
import { type BenchRow, benchRows, CHART_HEIGHT, CHART_WIDTH, SERIES_COLORS } from './bench-data';
import { installBench } from './harness';

const KEYS = ['s0', 's1', 's2'] as const;

function BareBars({ data }: { data: BenchRow[] }) {
  return (
    <svg width={CHART_WIDTH} height={CHART_HEIGHT} aria-hidden="true">
      {data.map((row, c) =>
        KEYS.map((key, s) => (
          <rect
            key={key}
            className="bare-bar"
            x={0}
            y={c * 50 + s * 14}
            width={row[key] * 8}
            height={12}
            fill={SERIES_COLORS[s]}
          />
        )),
      )}
    </svg>
  );
}

installBench({ Chart: BareBars, prepare: benchRows, bars: 'rect.bare-bar', attribute: 'width' });
