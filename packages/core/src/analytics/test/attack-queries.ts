import { GRAPH_SURVEY_DATE_LIMITS } from '../../graph/survey-date-limits';
import type { GraphDataRequest, GraphFilter } from '../../schemas/graph-query';
import { CHART_GRAPH_SLUGS, type ChartGraphSlug } from '../../schemas/graph-slugs';
import type { SurveyCubeInput } from '../survey-cube-input';
import { type FilterSet, filterFamily, requestFilters } from './attack-filters';

/** One request of the attacker's sweep, with what the engine is called with and what the attacker filtered by. */
export interface AttackQuery {
  readonly request: GraphDataRequest;
  /** The engine's main dimension option (commitment_total, commitment_ranking): a demography id or null (units). */
  readonly main: number | null;
  /** The survey dates the request reads, oldest first: the cubes the server passes to the engine. */
  readonly dates: readonly SurveyCubeInput[];
  readonly filters: FilterSet;
  /** The admin's answer filter on the attacked item: its values, or null for none. */
  readonly answerValues: readonly number[] | null;
}

/** What a graph's request builder gets: one date set, one filter set, its request filters in the anchor's ids. */
interface SweepPoint {
  /** The request's dates, oldest first; the anchor (whose ids the request uses) is the latest. */
  readonly dates: readonly SurveyCubeInput[];
  readonly anchor: SurveyCubeInput;
  readonly filters: GraphFilter[];
  readonly unfiltered: boolean;
  /** The main dimensions of commitment_total and commitment_ranking to try. */
  readonly mains: readonly (number | null)[];
}

type Built = { request: GraphDataRequest; main?: number | null };

const ids = (point: SweepPoint) => point.dates.map((d) => d.survey_date.id);
const demographyIds = (input: SurveyCubeInput) =>
  [...input.demographies].sort((a, b) => a.order - b.order).map((d) => d.id);
/** One request per distinct topic name (satisfaction_topics finds the same-named topic on each date). */
const topicIds = (input: SurveyCubeInput) => [
  ...new Map(input.topics.map((t) => [t.name, t.id] as const).reverse()).values(),
];

/**
 * Per chart graph, the requests of one sweep point: every breakdown the graph offers. A graph missing here is a type
 * error, and `CHART_GRAPH_SLUGS` drives the sweep, so a new graph fails loudly until the attacker knows it.
 */
const BUILDERS: { readonly [S in ChartGraphSlug]: (point: SweepPoint) => Built[] } = {
  demographics: (p) =>
    p.dates.length > 1
      ? []
      : demographyIds(p.anchor).flatMap((demography_id) =>
          [true, false].map((hide_no_answers) => ({
            request: { type: 'demographics', query: { demography_id, hide_no_answers, filters: p.filters } },
          })),
        ),
  commitment_total: (p) =>
    !p.unfiltered
      ? []
      : p.mains.map((main) => ({
          request: {
            type: 'commitment_total',
            query: { survey_dates: ids(p), show_satisfaction_index: p.dates.length === 1 },
          },
          main,
        })),
  commitment_demographics: (p) =>
    demographyIds(p.anchor).map((main_dimension_demography_id) => ({
      request: {
        type: 'commitment_demographics',
        query: {
          survey_dates: ids(p),
          main_dimension_demography_id,
          filters: p.filters,
          show_satisfaction_index: p.dates.length === 1,
        },
      },
    })),
  commitment_detailed: (p) => [
    { request: { type: 'commitment_detailed', query: { survey_dates: ids(p), filters: p.filters } } },
  ],
  commitment_ranking: (p) =>
    p.mains.map((main) => ({
      request: {
        type: 'commitment_ranking',
        query: { survey_dates: ids(p), filters: p.filters, show_satisfaction_index: p.dates.length === 1 },
      },
      main,
    })),
  satisfaction_total: (p) => [
    { request: { type: 'satisfaction_total', query: { survey_dates: ids(p), filters: p.filters } } },
  ],
  satisfaction_topics: (p) =>
    topicIds(p.anchor).map((question_group_id) => ({
      request: {
        type: 'satisfaction_topics',
        query: { survey_dates: ids(p), question_group_id, filters: p.filters },
      },
    })),
  satisfaction_demographics: (p) =>
    demographyIds(p.anchor).map((main_dimension_demography_id) => ({
      request: {
        type: 'satisfaction_demographics',
        query: { survey_dates: ids(p), main_dimension_demography_id, filters: p.filters },
      },
    })),
  total: (p) => [{ request: { type: 'total', query: { survey_dates: ids(p), filters: p.filters } } }],
  key_drivers: (p) => [
    { request: { type: 'key_drivers', query: { survey_dates: ids(p), filters: p.filters } } },
  ],
  // no survey dates: the engine gets the date set's cubes, as the server passes every date the caller may see
  trends: (p) => [{ request: { type: 'trends', query: { filters: p.filters } } }],
  heatmap: (p) => [
    ...demographyIds(p.anchor).map((main_dimension_demography_id) => ({
      request: {
        type: 'heatmap' as const,
        query: { survey_dates: ids(p), main_dimension_demography_id, filters: p.filters },
      },
    })),
    ...(['worker_groups', 'units'] as const).map((rows) => ({
      request: { type: 'heatmap' as const, query: { survey_dates: ids(p), rows, filters: p.filters } },
    })),
  ],
};

/** The question id of an item code on a date, or null when the date does not ask it. */
function questionIdOf(input: SurveyCubeInput, code: string): number | null {
  for (const topic of input.topics) for (const q of topic.questions) if (q.code === code) return q.id;
  return null;
}

/** Options of the sweep. */
export interface SweepOptions {
  /** The date sets to query (survey date ids); each graph gets those within its date limit. */
  readonly dateSets: readonly (readonly number[])[];
  /** The admin's answer filters on `answerItemCode` (each a list of values); empty for a user. */
  readonly answerValueSets: readonly (readonly number[])[];
  readonly answerItemCode: string | null;
  /** Main dimensions (demography ids, null = worker groups / units); default null and every demography of the anchor. */
  readonly mainDimensionOptions?: readonly (number | null)[] | undefined;
  /**
   * Scoped viewers' scopes (docs/privacy.md "Rule 10"): every filter set is asked once within each, the scope's
   * selectors first, as the engine intersects a scoped viewer's populations; absent = unscoped.
   */
  readonly scopes?: readonly FilterSet[] | undefined;
}

/** The filter family asked within each scope (its selectors first), or unscoped. */
function scopedFamily(anchor: SurveyCubeInput, scopes: readonly FilterSet[] | undefined): FilterSet[] {
  const family = filterFamily(anchor);
  if (!scopes) return family;
  return scopes.flatMap((scope) =>
    family.map((f) => ({
      selectors: [...scope.selectors, ...f.selectors],
      label: f.selectors.length === 0 ? scope.label : `${scope.label} ∧ ${f.label}`,
    })),
  );
}

/**
 * The attacker's sweep (docs/privacy.md): for each date set, each filter set of the family (no answer filter, and for
 * an admin also with each answer filter) and each chart graph, every request with every breakdown it offers.
 */
export function* attackQueries(
  inputs: readonly SurveyCubeInput[],
  options: SweepOptions,
): Generator<AttackQuery> {
  const byId = new Map(inputs.map((input) => [input.survey_date.id, input]));
  for (const dateSet of options.dateSets) {
    const dates = dateSet
      .map((id) => byId.get(id)!)
      .sort((a, b) => (a.survey_date.date < b.survey_date.date ? -1 : 1));
    const anchor = dates[dates.length - 1]!;
    const questionId = options.answerItemCode === null ? null : questionIdOf(anchor, options.answerItemCode);
    const answerSets: (readonly number[] | null)[] = [
      null,
      ...(questionId === null ? [] : options.answerValueSets),
    ];
    for (const filters of scopedFamily(anchor, options.scopes)) {
      const graphFilters = requestFilters(filters, anchor);
      if (graphFilters === null) continue;
      for (const answerValues of answerSets) {
        const point: SweepPoint = {
          dates,
          anchor,
          filters:
            answerValues === null
              ? graphFilters
              : [
                  ...graphFilters,
                  {
                    type: 'answer',
                    question_filters: [{ question_id: questionId!, answers: [...answerValues] }],
                  },
                ],
          unfiltered: filters.selectors.length === 0 && answerValues === null,
          mains: options.mainDimensionOptions ?? [null, ...demographyIds(anchor)],
        };
        for (const slug of CHART_GRAPH_SLUGS) {
          if (dates.length > GRAPH_SURVEY_DATE_LIMITS[slug]) continue;
          const build = BUILDERS[slug];
          if (!build) throw new Error(`the differencing attacker does not know the graph ${slug} yet`);
          for (const { request, main } of build(point))
            yield { request, main: main ?? null, dates, filters, answerValues };
        }
      }
    }
  }
}
