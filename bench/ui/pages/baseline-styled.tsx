// Size only: the React floor plus styled-components (a peer of @pulzus/widgets), so the size our
// chart adds can also be read without the styling library the host app already ships.
import styled from 'styled-components';
import { type BenchRow, benchRows, CHART_HEIGHT, CHART_WIDTH, SERIES_COLORS } from './bench-data';
import { installBench } from './harness';

const KEYS = ['s0', 's1', 's2'] as const;
const Frame = styled.div<{ $text: string }>`
  color: ${({ $text }) => $text};
`;

function StyledBareBars({ data }: { data: BenchRow[] }) {
  return (
    <Frame $text="#1f2430">
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
    </Frame>
  );
}

installBench({ Chart: StyledBareBars, prepare: benchRows, bars: 'rect.bare-bar', attribute: 'width' });
