import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CHART_GRAPH_SLUGS,
  type GraphDataRequest,
  type GraphFilter,
  type GraphSlug,
  zGraphDataRequest,
} from '../schemas/graph-query';
import { graphQuery } from './graph-query-builder';

const wg: GraphFilter = { type: 'worker_group', worker_group_ids: [4] };
const demo: GraphFilter = { type: 'demography', demography_id: 7, demography_answer_ids: [70, 71] };

describe('graph query builder is immutable (style.md §8)', () => {
  it('returns a new builder from every method and leaves the original alone', () => {
    const base = graphQuery('commitment_total').dates([12, 9]);
    const next = base.dates([12]).showSatisfactionIndex(true);
    expect(next).not.toBe(base);
    expect(Object.isFrozen(base)).toBe(true);
    expect(base.compile()).toEqual({
      type: 'commitment_total',
      query: { survey_dates: [12, 9], show_satisfaction_index: false },
    });
    expect(next.compile()).toEqual({
      type: 'commitment_total',
      query: { survey_dates: [12], show_satisfaction_index: true },
    });
  });

  it('compiles without sending: compile is repeatable and equal', () => {
    const q = graphQuery('total').dates([1]).filter(wg);
    expect(q.compile()).toEqual(q.compile());
  });
});

describe('graph query per graph type (spec 2 §7)', () => {
  const full = (slug: string) =>
    graphQuery(slug)
      .dates([3, 2, 1, 0])
      .filter(wg)
      .filter(demo)
      .demography(7)
      .topic(11)
      .hideNoAnswers(true)
      .showSatisfactionIndex(true);

  it.each([
    ['demographics', { demography_id: 7, hide_no_answers: true, filters: [wg, demo] }],
    ['commitment_total', { survey_dates: [3, 2, 1], show_satisfaction_index: true }],
    ['commitment_detailed', { survey_dates: [3, 2], filters: [wg, demo] }],
    ['satisfaction_total', { survey_dates: [3, 2, 1], filters: [wg, demo] }],
    ['total', { survey_dates: [3, 2], filters: [wg, demo] }],
    ['commitment_ranking', { survey_dates: [3, 2], filters: [wg, demo], show_satisfaction_index: true }],
    ['satisfaction_topics', { survey_dates: [3, 2], question_group_id: 11, filters: [wg, demo] }],
    [
      'commitment_demographics',
      {
        survey_dates: [3, 2, 1],
        main_dimension_demography_id: 7,
        filters: [wg, demo],
        show_satisfaction_index: true,
      },
    ],
    [
      'satisfaction_demographics',
      { survey_dates: [3], main_dimension_demography_id: 7, filters: [wg, demo] },
    ],
  ])('%s carries exactly its fields, dates cut to the spec 2 §9 limit', (slug, query) => {
    const compiled = full(slug).compile();
    expect(compiled).toEqual({ type: slug, query });
    expect(zGraphDataRequest.parse(compiled)).toEqual(compiled);
  });
});

describe('graph requests only with the needed selections (spec 2 §5)', () => {
  it.each([
    ['demographics', graphQuery('demographics').dates([1])],
    ['commitment_total', graphQuery('commitment_total')],
    ['commitment_detailed', graphQuery('commitment_detailed').demography(3)],
    ['satisfaction_total', graphQuery('satisfaction_total')],
    ['total', graphQuery('total')],
    ['commitment_ranking', graphQuery('commitment_ranking')],
    ['satisfaction_topics without a topic', graphQuery('satisfaction_topics').dates([1])],
    ['satisfaction_topics without a date', graphQuery('satisfaction_topics').topic(4)],
    ['commitment_demographics without a demography', graphQuery('commitment_demographics').dates([1])],
    ['satisfaction_demographics without a demography', graphQuery('satisfaction_demographics').dates([1])],
    ['satisfaction_demographics without a date', graphQuery('satisfaction_demographics').demography(2)],
    ['an unknown slug', graphQuery('nope').dates([1]).demography(2).topic(3)],
    ['participation_rate (not a chart)', graphQuery('participation_rate').dates([1])],
  ])('%s compiles to null', (_name, builder) => {
    expect(builder.compile()).toBeNull();
  });

  it('demographics needs only a demography', () => {
    expect(graphQuery('demographics').demography(5).compile()).toEqual({
      type: 'demographics',
      query: { demography_id: 5, hide_no_answers: false, filters: [] },
    });
  });

  it('warns graph-warning-no-survey-date until a survey date is chosen', () => {
    const q = graphQuery('total');
    expect(q.warnings()).toEqual(['graph-warning-no-survey-date']);
    expect(q.dates([1]).warnings()).toEqual([]);
  });
});

describe('graph query filters (spec 2 §7, graphs.md "Filters")', () => {
  it('replaces a filter on the same target and keeps the others', () => {
    const other: GraphFilter = { type: 'demography', demography_id: 8, demography_answer_ids: [80] };
    const q = graphQuery('total')
      .dates([1])
      .filter(wg)
      .filter(demo)
      .filter(other)
      .filter({ type: 'worker_group', worker_group_ids: [5] })
      .filter({ type: 'demography', demography_id: 7, demography_answer_ids: [72] });
    expect(q.compile()?.query.filters).toEqual([
      other,
      { type: 'worker_group', worker_group_ids: [5] },
      { type: 'demography', demography_id: 7, demography_answer_ids: [72] },
    ]);
  });

  it('leaves out empty demography and answer filters, which filter nothing', () => {
    const q = graphQuery('commitment_detailed')
      .dates([1])
      .filters([
        { type: 'demography', demography_id: 7, demography_answer_ids: [] },
        { type: 'answer', question_filters: [] },
        { type: 'answer', question_filters: [{ question_id: 3, answers: [5, 6] }] },
      ]);
    expect(q.compile()?.query.filters).toEqual([
      { type: 'answer', question_filters: [{ question_id: 3, answers: [5, 6] }] },
    ]);
  });

  it('drops repeated survey dates', () => {
    expect(graphQuery('total').dates([4, 4, 2]).compile()?.query.survey_dates).toEqual([4, 2]);
  });
});

describe('every compiled query is a valid POST graph/data body (spec 2 §7, §9)', () => {
  it('holds for any slug and selections', () => {
    const id = fc.integer({ min: 1, max: 1000 });
    fc.assert(
      fc.property(
        fc.constantFrom(...CHART_GRAPH_SLUGS, 'participation_rate', 'unknown'),
        fc.array(id, { maxLength: 5 }),
        fc.option(id),
        fc.option(id),
        fc.boolean(),
        fc.boolean(),
        (slug, dates, demography, topic, hide, index) => {
          const compiled = graphQuery(slug)
            .dates(dates)
            .demography(demography)
            .topic(topic)
            .hideNoAnswers(hide)
            .showSatisfactionIndex(index)
            .compile();
          if (compiled !== null) expect(zGraphDataRequest.safeParse(compiled).success).toBe(true);
        },
      ),
    );
  });
});

describe('the heatmap\'s rows (docs/graphs.md "Heatmap")', () => {
  it('rows by a demography need the demography; rows by worker groups or units name none', () => {
    const base = graphQuery('heatmap').dates([3]);
    expect(base.compile()).toBeNull();
    expect(base.demography(5).compile()).toEqual({
      type: 'heatmap',
      query: { survey_dates: [3], rows: 'demography', main_dimension_demography_id: 5, filters: [] },
    });
    for (const rows of ['worker_groups', 'units'] as const) {
      const compiled = base.demography(5).rows(rows).compile();
      expect(compiled).toEqual({ type: 'heatmap', query: { survey_dates: [3], rows, filters: [] } });
      expect(zGraphDataRequest.safeParse(compiled).success).toBe(true);
      expect(base.rows(rows).compile()).toEqual(compiled);
    }
  });

  it('the API refuses rows by a demography without one', () => {
    const query = { survey_dates: [3], rows: 'demography', filters: [] };
    expect(zGraphDataRequest.safeParse({ type: 'heatmap', query }).success).toBe(false);
    expect(zGraphDataRequest.safeParse({ type: 'heatmap', query: { ...query, rows: 'units' } }).success).toBe(
      true,
    );
  });
});

describe('compiled query types (spec 2 §7)', () => {
  it('narrows the body to the slug, and widens for a slug only known at run time', () => {
    expectTypeOf(graphQuery('total').compile()).toEqualTypeOf<Extract<
      GraphDataRequest,
      { type: 'total' }
    > | null>();
    expectTypeOf(graphQuery('participation_rate').compile()).toEqualTypeOf<null>();
    expectTypeOf(graphQuery('x' as string).compile()).toEqualTypeOf<GraphDataRequest | null>();
    expectTypeOf(graphQuery('total' as GraphSlug).compile()).toEqualTypeOf<GraphDataRequest | null>();
    expect(graphQuery('x' as string).compile()).toBeNull();
  });
});
