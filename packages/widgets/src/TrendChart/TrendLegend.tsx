import { useChartShell } from '../Chart/ChartShell';
import type { TrendLine } from './trend-model';

/** Props of the trend legend. */
interface TrendLegendProps {
  readonly lines: readonly TrendLine[];
  /** The lines hidden by their entries. */
  readonly hidden: ReadonlySet<number>;
  readonly onHiddenChange: (update: (before: ReadonlySet<number>) => ReadonlySet<number>) => void;
}

/** The trend chart's legend: each entry names a line and, on screen, switches it on or off. */
export function TrendLegend({ lines, hidden, onHiddenChange }: TrendLegendProps) {
  const { messages, print } = useChartShell();
  const shownCount = lines.filter((line) => !hidden.has(line.index)).length;
  // each entry a switch: pressed, its line is drawn; the last line drawn cannot be hidden
  return (
    <ul className="pulzus-trend-legend" aria-label={messages.legend}>
      {lines.map((line) => {
        const shown = !hidden.has(line.index);
        const swatch = (
          <span
            className="pulzus-trend-swatch"
            data-kind={line.kind}
            style={{ background: line.color }}
            aria-hidden="true"
          />
        );
        // on paper a legend entry names its line; it switches nothing (Chart/print-mode.ts)
        if (print)
          return (
            <li key={line.index}>
              {swatch}
              {line.name}
            </li>
          );
        return (
          <li key={line.index}>
            <button
              type="button"
              aria-pressed={shown}
              disabled={shown && shownCount === 1}
              data-kind={line.kind}
              onClick={() =>
                onHiddenChange((before) => {
                  const next = new Set(before);
                  if (shown) next.add(line.index);
                  else next.delete(line.index);
                  return next;
                })
              }
            >
              {swatch}
              {line.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
