import type { ChartMessages } from './chart-messages';
import { ChartStatusBox } from './chart-styles';

/** Props of the non-ready chart states. */
export interface ChartStatusProps {
  state: 'loading' | 'empty' | 'error';
  height: number;
  /** An error text replacing the default one. */
  message: string | undefined;
  messages: ChartMessages;
}

const SKELETON_BARS = [72, 48, 88, 60, 36, 80];

/** The loading skeleton, the empty note or the error alert, in the chart's place. */
export function ChartStatus({ state, height, message, messages }: ChartStatusProps) {
  if (state === 'loading') {
    return (
      <ChartStatusBox role="status" className="pulzus-chart-status" style={{ blockSize: height }}>
        <span className="pulzus-visually-hidden">{messages.loading}</span>
        <svg width="100%" height={height} aria-hidden="true" preserveAspectRatio="none" viewBox="0 0 100 100">
          {SKELETON_BARS.map((length, i) => (
            <rect
              key={length}
              data-skeleton=""
              x="0"
              y={8 + i * 15}
              width={length}
              height="9"
              rx="1"
              fill="var(--pulzus-color-surface, #eef0f3)"
            />
          ))}
        </svg>
      </ChartStatusBox>
    );
  }
  return (
    <ChartStatusBox
      role={state === 'error' ? 'alert' : 'status'}
      className="pulzus-chart-status"
      data-status={state}
      style={{ minBlockSize: 120 }}
    >
      {state === 'error' ? (message ?? messages.error) : messages.empty}
    </ChartStatusBox>
  );
}
