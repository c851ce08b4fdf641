import { describe, expect, it } from 'vitest';
import type { GraphResponse } from '../schemas/graph-response';
import { graphNotices } from './withheld-reasons';

const response = (series: GraphResponse['graph_data'], k = 5): GraphResponse => ({
  graph_data: series,
  graph_meta: { categories: ['A', 'B', 'C'], categories_colors: [], worker_count: 40, min_group_size: k },
  warnings: ['graph-warning-privacy'],
});

describe('docs/privacy.md "Reasons": the graph page says why values are hidden, one line per reason', () => {
  it('a cover is never said to be below the minimum: the privacy warning gives way to the reasons present', () => {
    const r = response([
      {
        name: 'S',
        data: [null, null, 50],
        withheld: [true, true, false],
        withheld_reasons: ['fewer-than-k', 'protects-smaller', null],
      },
    ]);
    expect(graphNotices(r, r.warnings)).toEqual([
      { kind: 'reason', reason: 'fewer-than-k', key: 'graph-withheld-notice-fewer-than-k', k: 5 },
      { kind: 'reason', reason: 'protects-smaller', key: 'graph-withheld-notice-protects-smaller', k: 5 },
    ]);
  });

  it('a combination says to remove a filter; other warnings stay; a population below k is said once', () => {
    const combination = response([
      { name: 'S', data: [null], withheld: [true], withheld_reasons: ['combination'] },
    ]);
    expect(graphNotices(combination, ['graph-warning-privacy-combination']).map((n) => n.key)).toEqual([
      'graph-withheld-notice-combination',
    ]);
    const tooFew = response([
      { name: 'S', data: [null], withheld: [true], withheld_reasons: ['fewer-than-k'] },
    ]);
    expect(graphNotices(tooFew, ['graph-warning-too-few-respondents']).map((n) => n.key)).toEqual([
      'graph-warning-too-few-respondents',
    ]);
  });

  it('an impact below the key drivers minimum names it, not k', () => {
    const drivers = response([
      { name: 'Score', data: [50, null], withheld: [false, true], withheld_reasons: [null, 'fewer-than-k'] },
      {
        name: 'Impact',
        data: [null, null],
        withheld: [true, true],
        withheld_reasons: ['fewer-than-k', 'fewer-than-k'],
      },
    ]);
    expect(
      graphNotices(drivers, ['graph-warning-privacy'], 'key_drivers').map((n) => n.kind === 'reason' && n.k),
    ).toEqual([5, 30]);
  });

  it('an answer without reasons (an older server) keeps its warnings; a not-asked null is no reason', () => {
    const older = response([{ name: 'S', data: [null], withheld: [true] }]);
    expect(graphNotices(older, ['graph-warning-privacy'])).toEqual([
      { kind: 'warning', key: 'graph-warning-privacy' },
    ]);
    const notAsked = response([{ name: 'S', data: [null], withheld: [false], withheld_reasons: [null] }]);
    expect(graphNotices(notAsked, ['graph-warning-privacy'])).toEqual([]);
  });
});
