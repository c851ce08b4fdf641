import { keyDriversMinPopulation } from '../analytics/key-drivers-minimum';
import type { GraphMessageKey } from '../i18n/catalogue';
import { GRAPH_DEFINITIONS, type GraphDefinition } from './graph-definitions';
import type { GraphSlug } from '../schemas/graph-query';
import type { GraphResponse, GraphSeries, GraphWarning, WithheldReason } from '../schemas/graph-response';
import { WITHHELD_REASONS } from '../schemas/withheld-reason-list';

/** The catalogue key naming a withheld value's reason beside the value (tooltip, table cell, export); `{{k}}` filled in. */
export const WITHHELD_REASON_KEYS = {
  'fewer-than-k': 'chart-withheld-fewer-than-k',
  'protects-smaller': 'chart-withheld-protects-smaller',
  combination: 'chart-withheld-combination',
  'scope-fewer-than-k': 'chart-withheld-scope-fewer-than-k',
  'scope-complement-fewer-than-k': 'chart-withheld-scope-complement',
} as const satisfies Record<WithheldReason, GraphMessageKey>;

/** The catalogue key of the graph page's line for a reason (one line per reason present); `{{k}}` filled in. */
export const WITHHELD_NOTICE_KEYS = {
  'fewer-than-k': 'graph-withheld-notice-fewer-than-k',
  'protects-smaller': 'graph-withheld-notice-protects-smaller',
  combination: 'graph-withheld-notice-combination',
  'scope-fewer-than-k': 'graph-withheld-notice-scope-fewer-than-k',
  'scope-complement-fewer-than-k': 'graph-withheld-notice-scope-complement',
} as const satisfies Record<WithheldReason, GraphMessageKey>;

/** One line of a graph's notices: a warning, or a reason some values are withheld, with the k it names. */
export type GraphNotice =
  | { readonly kind: 'warning'; readonly key: GraphWarning }
  | {
      readonly kind: 'reason';
      readonly reason: WithheldReason;
      readonly key: (typeof WITHHELD_NOTICE_KEYS)[WithheldReason];
      readonly k: number;
    };

/** The warnings the reasons say better: each said the minimum was not met, also where a value covers a smaller group. */
const PRIVACY_WARNINGS: readonly GraphWarning[] = [
  'graph-warning-privacy',
  'graph-warning-privacy-neighbour',
  'graph-warning-privacy-combination',
];

/** Why value `c` of a series is withheld, or null when it is not withheld or the server did not say. */
export function withheldReasonAt(series: GraphSeries, c: number): WithheldReason | null {
  return series.withheld?.[c] === true ? (series.withheld_reasons?.[c] ?? null) : null;
}

/**
 * The fewest people a series' value counts before it is shown, the k a `fewer-than-k` reason names: the account's k,
 * or for the key drivers' impacts their statistical minimum max(k, 30) (docs/graphs.md "Key drivers").
 */
export function seriesMinimum(slug: GraphSlug | string | null, seriesIndex: number, k: number): number {
  const definition: GraphDefinition | undefined =
    slug !== null && slug in GRAPH_DEFINITIONS ? GRAPH_DEFINITIONS[slug as GraphSlug] : undefined;
  return definition?.correlationSeries === seriesIndex ? keyDriversMinPopulation(k) : k;
}

/**
 * What the graph page says above a graph (docs/privacy.md "Reasons"): the warnings, except that where the answer says
 * why its values are withheld (`withheld_reasons`), the privacy warnings give way to one line per reason present —
 * "fewer than 5 people answered", "to protect a smaller group", "remove a filter" — so a cover is never said to be
 * below the minimum. An answer without reasons (an older server) keeps its warnings.
 */
export function graphNotices(
  response: GraphResponse | null,
  warnings: readonly GraphWarning[],
  slug: GraphSlug | string | null = null,
): GraphNotice[] {
  const series = response?.graph_data ?? [];
  const said = series.some((s) => s.withheld_reasons !== undefined);
  const anyNull = series.some((s) => s.data.includes(null));
  // with no null at all nothing on screen is withheld, whatever an older warning says
  const reasoned = response !== null && (said || !anyNull);
  const lines: GraphNotice[] = warnings
    .filter((w) => !reasoned || !PRIVACY_WARNINGS.includes(w))
    .map((key) => ({ kind: 'warning', key }));
  if (!reasoned) return lines;
  const k = response.graph_meta.min_group_size ?? 5;
  const minimums = new Map<WithheldReason, Set<number>>();
  series.forEach((s, i) => {
    s.data.forEach((_, c) => {
      const reason = withheldReasonAt(s, c);
      if (reason === null) return;
      const set = minimums.get(reason) ?? new Set<number>();
      set.add(reason === 'fewer-than-k' ? seriesMinimum(slug, i, k) : k);
      minimums.set(reason, set);
    });
  });
  // a population below k already says so ("too few respondents"): its values need no second line
  if (warnings.includes('graph-warning-too-few-respondents')) minimums.delete('fewer-than-k');
  for (const reason of WITHHELD_REASONS) {
    for (const minimum of [...(minimums.get(reason) ?? [])].sort((a, b) => a - b))
      lines.push({ kind: 'reason', reason, key: WITHHELD_NOTICE_KEYS[reason], k: minimum });
  }
  return lines;
}
