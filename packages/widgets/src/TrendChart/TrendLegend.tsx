import { ChartLegendList } from '../Chart/ChartLegendList';
import type { TrendLine } from './trend-model';

/** Props of the trend legend. */
interface TrendLegendProps {
  readonly lines: readonly TrendLine[];
  /** The lines hidden by their entries. */
  readonly hidden: ReadonlySet<number>;
  readonly onHiddenChange: (update: (before: ReadonlySet<number>) => ReadonlySet<number>) => void;
}

/** The trend chart's legend: the shell's switches, each naming a line and, on screen, switching it on or off. */
export function TrendLegend({ lines, hidden, onHiddenChange }: TrendLegendProps) {
  const shownCount = lines.filter((line) => !hidden.has(line.index)).length;
  // pressed, its line is drawn; the last line drawn cannot be hidden
  return (
    <ChartLegendList
      variant="toggles"
      className="pulzus-trend-legend"
      swatchClassName="pulzus-trend-swatch"
      entries={lines.map((line) => {
        const shown = !hidden.has(line.index);
        return {
          key: line.index,
          name: line.name,
          color: line.color,
          swatchData: { 'data-kind': line.kind },
          pressed: shown,
          disabled: shown && shownCount === 1,
          onToggle: () =>
            onHiddenChange((before) => {
              const next = new Set(before);
              if (shown) next.add(line.index);
              else next.delete(line.index);
              return next;
            }),
        };
      })}
    />
  );
}
