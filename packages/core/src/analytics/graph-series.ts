import type { GraphSeries } from '../schemas/graph-response';

/**
 * A series whose values were asked where `asked` is true (configuration): a null there was withheld by a privacy
 * rule (too few contributors, 0 included, secondary suppression, a withheld population; docs/privacy.md), a null
 * elsewhere was not asked. `withheld` is set whenever some value is null, so a reader can tell the two apart
 * (graphs.md "withheld").
 */
export function graphSeries(
  name: string,
  data: (number | null)[],
  asked: readonly boolean[],
  stack?: string,
): GraphSeries {
  const withheld = data.map((v, i) => v === null && asked[i] === true);
  return {
    name,
    data,
    ...(stack === undefined ? {} : { stack }),
    ...(data.includes(null) ? { withheld } : {}),
  };
}

/** A series with its categories reordered (`order` lists old positions); `withheld` and the change follow the values. */
export function reorderSeries(series: GraphSeries, order: readonly number[]): GraphSeries {
  const { withheld, change, change_meaningful, ...rest } = series;
  return {
    ...rest,
    data: order.map((i) => series.data[i] ?? null),
    ...(withheld ? { withheld: order.map((i) => withheld[i] ?? false) } : {}),
    ...(change ? { change: order.map((i) => change[i] ?? null) } : {}),
    ...(change_meaningful ? { change_meaningful: order.map((i) => change_meaningful[i] ?? null) } : {}),
  };
}
