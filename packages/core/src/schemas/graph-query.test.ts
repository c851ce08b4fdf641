import { describe, expect, it } from 'vitest';
import { GRAPH_SLUGS, zGraphDataRequest, zGraphFilter, zGraphSlug } from './graph-query';

describe('graph slugs (spec 2 §2)', () => {
  it('lists the ten slugs of spec 2 and the insights graphs, and nothing else', () => {
    expect(GRAPH_SLUGS).toHaveLength(13);
    expect(zGraphSlug.safeParse('heatmap').success).toBe(true);
    expect(zGraphSlug.safeParse('key_drivers').success).toBe(true);
    expect(zGraphSlug.safeParse('trends').success).toBe(true);
    expect(zGraphSlug.safeParse('welcome').success).toBe(false);
  });
});

describe('graph filters (spec 2 §7)', () => {
  it.each([
    { type: 'worker_group', worker_group_ids: [1] },
    { type: 'demography', demography_id: 2, demography_answer_ids: [] },
    { type: 'answer', question_filters: [{ question_id: 3, answers: [5, 6] }] },
  ])('accepts %o', (filter) => {
    expect(zGraphFilter.parse(filter)).toEqual(filter);
  });

  it.each([
    { type: 'worker_group' },
    { type: 'demography', demography_id: 2 },
    { type: 'answer', question_filters: [{ question_id: 3, answers: [1.5] }] },
    { type: 'other' },
  ])('rejects %o', (filter) => {
    expect(zGraphFilter.safeParse(filter).success).toBe(false);
  });
});

describe('POST graph/data body (spec 2 §7, §9)', () => {
  it('is discriminated by type', () => {
    const body = {
      type: 'satisfaction_topics',
      query: { survey_dates: [1], question_group_id: 4, filters: [] },
    };
    expect(zGraphDataRequest.parse(body)).toEqual(body);
    const { question_group_id: _topic, ...totalQuery } = body.query;
    expect(zGraphDataRequest.safeParse({ type: 'total', query: totalQuery }).success).toBe(true);
    expect(zGraphDataRequest.safeParse({ ...body, type: 'demographics' }).success).toBe(false);
    expect(zGraphDataRequest.safeParse({ ...body, type: 'participation_rate' }).success).toBe(false);
  });

  it('is strict: a field the graph does not take is refused, not dropped (graphs.md "Through the API")', () => {
    const dates = { survey_dates: [1], show_satisfaction_index: false };
    expect(zGraphDataRequest.safeParse({ type: 'commitment_total', query: dates }).success).toBe(true);
    const filtered = zGraphDataRequest.safeParse({
      type: 'commitment_total',
      query: { ...dates, filters: [] },
    });
    expect(filtered.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['filters'], path: ['query'] },
    ]);
    const beside = zGraphDataRequest.safeParse({ type: 'commitment_total', query: dates, extra: 1 });
    expect(beside.error?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['extra'], path: [] }]);
  });

  it('takes no survey dates for trends: the server passes every date the caller may see (graphs.md "Trends")', () => {
    expect(zGraphDataRequest.safeParse({ type: 'trends', query: { filters: [] } }).success).toBe(true);
    const named = zGraphDataRequest.safeParse({ type: 'trends', query: { survey_dates: [1], filters: [] } });
    expect(named.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['survey_dates'], path: ['query'] },
    ]);
  });

  it.each([
    ['commitment_total', 3, { show_satisfaction_index: false }],
    ['total', 2, { filters: [] }],
    ['satisfaction_demographics', 1, { filters: [], main_dimension_demography_id: 1 }],
    ['key_drivers', 1, { filters: [] }],
  ])('rejects more dates than %s allows (%i) and none', (type, limit, rest) => {
    const query = (n: number) => ({ survey_dates: Array.from({ length: n }, (_, i) => i + 1), ...rest });
    expect(zGraphDataRequest.safeParse({ type, query: query(limit) }).success).toBe(true);
    expect(zGraphDataRequest.safeParse({ type, query: query(limit + 1) }).success).toBe(false);
    expect(zGraphDataRequest.safeParse({ type, query: query(0) }).success).toBe(false);
  });
});
