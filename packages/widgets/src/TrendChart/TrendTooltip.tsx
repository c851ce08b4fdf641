import { formatChange } from '../Chart/chart-model';
import { useChartShell } from '../Chart/ChartShell';
import { ChartTooltipPopup } from '../Chart/ChartTooltipPopup';
import type { TrendLine, TrendPoint } from './trend-model';
import { TrendTooltipBox } from './trend-styles';
import { pointWords } from './trend-words';

/** Props of a point's tooltip. */
interface TrendTooltipProps {
  readonly id: string;
  readonly reference: Element | null;
  readonly line: TrendLine;
  readonly point: TrendPoint;
  readonly date: string;
  readonly onClose: () => void;
}

/** The tooltip of a point: the line, the date, the value and the change with its judgement. */
export function TrendTooltip({ id, reference, line, point, date, onClose }: TrendTooltipProps) {
  const { messages, formatValue: percent } = useChartShell();
  const words = pointWords(point, percent, messages);
  const earlier = point.value !== null && point.change !== null ? point.value - point.change : null;
  return (
    <ChartTooltipPopup id={id} reference={reference} onClose={onClose} box={TrendTooltipBox}>
      <strong>{line.name}</strong>
      <div className="pulzus-trend-tip-date">{date}</div>
      <div className="pulzus-trend-tip-value" data-withheld={point.withheld ? '' : undefined}>
        {words.value}
      </div>
      {point.change !== null && earlier !== null && point.value !== null && (
        <div data-muted={point.meaningful === true ? undefined : ''}>
          {messages.change
            .replace('{{change}}', formatChange(point.change))
            .replace('{{earlier}}', percent(earlier))
            .replace('{{later}}', percent(point.value))}
        </div>
      )}
      {words.note && <div data-muted="">{words.note}</div>}
    </ChartTooltipPopup>
  );
}
