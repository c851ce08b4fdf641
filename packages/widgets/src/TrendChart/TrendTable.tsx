import { ChartDataTable } from '../Chart/ChartDataTable';
import { useChartShell } from '../Chart/ChartShell';
import { flag } from '../ui/ColumnTable';
import type { TrendLine } from './trend-model';
import { pointWords } from './trend-words';

/** The accessible table alternative: one row per line, one column per date, each value with its change. */
export function TrendTable({ dates, lines }: { dates: readonly string[]; lines: readonly TrendLine[] }) {
  const shell = useChartShell();
  const { messages, formatValue: percent } = shell;
  const dateColumns = dates.map((date, d) => ({
    key: date,
    header: date,
    cell: (line: TrendLine) => {
      const point = line.points[d]!;
      const words = pointWords(point, percent, messages);
      return (
        <>
          {words.value}
          {words.change && (
            <span data-muted={point.meaningful === true ? undefined : ''} title={words.note ?? undefined}>
              {` (${words.change})`}
            </span>
          )}
          {words.note && <span className="pulzus-visually-hidden">{`, ${words.note}`}</span>}
        </>
      );
    },
    cellProps: (line: TrendLine) => ({ 'data-withheld': flag(line.points[d]!.withheld) }),
  }));
  return (
    <ChartDataTable
      shell={shell}
      frame="box"
      className="pulzus-trend-table"
      columns={[
        { key: 'line', header: messages.category, rowHeader: true, cell: (line) => line.name },
        ...dateColumns,
      ]}
      rows={lines}
      rowKey={(line) => line.index}
    />
  );
}
