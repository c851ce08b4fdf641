import { useChartShell } from '../Chart/ChartShell';
import type { TrendLine } from './trend-model';
import { pointWords } from './trend-words';

/** The accessible table alternative: one row per line, one column per date, each value with its change. */
export function TrendTable({ dates, lines }: { dates: readonly string[]; lines: readonly TrendLine[] }) {
  const { idPrefix, tableVisible, title, messages, formatValue: percent } = useChartShell();
  return (
    <div
      id={`${idPrefix}-table`}
      className="pulzus-trend-table"
      data-state={tableVisible ? 'shown' : 'hidden'}
    >
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.category}</th>
            {dates.map((date) => (
              <th key={date} scope="col">
                {date}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.index}>
              <th scope="row">{line.name}</th>
              {line.points.map((point) => {
                const words = pointWords(point, percent, messages);
                return (
                  <td key={point.dateIndex} data-withheld={point.withheld ? '' : undefined}>
                    {words.value}
                    {words.change && (
                      <span
                        data-muted={point.meaningful === true ? undefined : ''}
                        title={words.note ?? undefined}
                      >
                        {` (${words.change})`}
                      </span>
                    )}
                    {words.note && <span className="pulzus-visually-hidden">{`, ${words.note}`}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
