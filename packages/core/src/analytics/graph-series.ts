import type { GraphSeries, WithheldReason } from '../schemas/graph-response';

/** Per value, why it would be withheld (null where nothing says), or one reason for every value of a series. */
export type SeriesReasons = WithheldReason | null | readonly (WithheldReason | null | undefined)[];

/**
 * A series whose values were asked where `asked` is true (configuration): a null there was withheld by a privacy
 * rule (too few contributors, 0 included, secondary suppression, a withheld population; docs/privacy.md), a null
 * elsewhere was not asked. `withheld` is set whenever some value is null, so a reader can tell the two apart
 * (graphs.md "withheld"), and `withheld_reasons` beside it says why each withheld value is withheld (`reasons`,
 * docs/privacy.md "Reasons").
 */
export function graphSeries(
  name: string,
  data: (number | null)[],
  asked: readonly boolean[],
  reasons: SeriesReasons,
  stack?: string,
): GraphSeries {
  const withheld = data.map((v, i) => v === null && asked[i] === true);
  const reasonAt = (i: number) => (reasons === null || typeof reasons === 'string' ? reasons : reasons[i]);
  return {
    name,
    data,
    ...(stack === undefined ? {} : { stack }),
    ...(data.includes(null)
      ? {
          withheld,
          // the engine gives a reason wherever it nulls a value (withheld.test.ts checks that none is missing)
          withheld_reasons: withheld.map((w, i) => (w ? (reasonAt(i) ?? null) : null)),
        }
      : {}),
  };
}

/**
 * A series with its categories reordered (`order` lists old positions); `withheld`, its reasons and the change
 * follow the values.
 */
export function reorderSeries(series: GraphSeries, order: readonly number[]): GraphSeries {
  const { withheld, withheld_reasons, change, change_meaningful, ...rest } = series;
  return {
    ...rest,
    data: order.map((i) => series.data[i] ?? null),
    ...(withheld ? { withheld: order.map((i) => withheld[i] ?? false) } : {}),
    ...(withheld_reasons ? { withheld_reasons: order.map((i) => withheld_reasons[i] ?? null) } : {}),
    ...(change ? { change: order.map((i) => change[i] ?? null) } : {}),
    ...(change_meaningful ? { change_meaningful: order.map((i) => change_meaningful[i] ?? null) } : {}),
  };
}
