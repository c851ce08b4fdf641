import type { ChartMessages } from '../Chart/chart-messages';
import { withheldText } from '../Chart/withheld-text';
import { formatChange } from '../Chart/chart-model';
import type { TrendPoint } from './trend-model';

/** "80% ▲ 20" style words of a point for its accessible name, tooltip and table. */
export function pointWords(point: TrendPoint, percent: (v: number) => string, messages: ChartMessages) {
  const value =
    point.value !== null
      ? percent(point.value)
      : point.withheld
        ? withheldText(messages, point.reason, point.k)
        : messages.notAsked;
  const change = point.change === null ? null : formatChange(point.change);
  const note =
    point.change === null || point.meaningful === true
      ? null
      : point.meaningful === false
        ? messages.changeSmall
        : messages.changeUnjudged;
  return { value, change, note };
}
