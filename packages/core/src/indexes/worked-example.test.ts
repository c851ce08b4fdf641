import { describe, expect, it } from 'vitest';
import { countBands } from './band-counts';
import { engagementAnswers } from './engagement-index';
import { indexCell } from './index-cell';
import { bandDistribution } from './largest-remainder';
import type { AnswerSheet, PooledAnswers } from './pooled-answers';
import { populationWarning } from './population-warning';
import { positiveShare } from './positive-share';
import { satisfactionAnswers } from './satisfaction-index';
import { topicAnswers } from './topic-index';
import type { IndexTopic } from './topic-items';
import { asCount } from './units';

// graphs.md "A worked example": one worker group, commitment items C1, C2; index topic "Team" with T1.
const commitment: IndexTopic = {
  is_commitment: true,
  is_calculated_in_index: true,
  questions: [{ code: 'C1' }, { code: 'C2' }],
};
const team: IndexTopic = { is_commitment: false, is_calculated_in_index: true, questions: [{ code: 'T1' }] };
const topics = [commitment, team];
const respondents: AnswerSheet[] = [
  { C1: 6, C2: 5, T1: 2 },
  { C1: 5, C2: 3, T1: 4 },
  { C1: 1, C2: 6, T1: 6 },
  { C1: 4, C2: 4, T1: 5 },
];

const indexes: [string, () => PooledAnswers, number, number][] = [
  ['engagement index (C1, C2: 4 of 8)', () => engagementAnswers(respondents, topics), 50, 8],
  ['Team topic index (T1: 2 of 4)', () => topicAnswers(respondents, team), 50, 4],
  ['satisfaction index (index topics pooled)', () => satisfactionAnswers(respondents, topics), 50, 4],
];

describe('worked example indexes (graphs.md "A worked example", spec 2 §1)', () => {
  it.each(indexes)('%s', (_name, pool, expected, answers) => {
    const pooled = pool();
    expect(positiveShare(pooled.counts)).toBe(expected);
    expect(pooled.counts.negative + pooled.counts.middle + pooled.counts.positive).toBe(answers);
    expect(pooled.contributors).toBe(4);
    expect(indexCell(pooled, 3)).toEqual({ value: expected, warning: null });
  });

  it('commitment_detailed for C1 is 25 / 25 / 50', () => {
    const c1 = countBands(respondents.map((r) => r.C1));
    expect(bandDistribution(c1)).toEqual({ negative: 25, middle: 25, positive: 50 });
  });

  it.each(indexes)('with k = 5 %s is withheld (4 < 5) and the population is too few', (_name, pool) => {
    expect(indexCell(pool(), 5)).toEqual({ value: null, warning: 'graph-warning-privacy' });
    expect(populationWarning(asCount(respondents.length), 5)).toBe('graph-warning-too-few-respondents');
  });
});

describe('pooling, not averaging (graphs.md "Numbers")', () => {
  it('weights every answer equally across topics of unequal size', () => {
    const big: IndexTopic = {
      is_commitment: false,
      is_calculated_in_index: true,
      questions: [{ code: 'A' }, { code: 'B' }, { code: 'C' }],
    };
    const small: IndexTopic = {
      is_commitment: false,
      is_calculated_in_index: true,
      questions: [{ code: 'D' }],
    };
    // A, B, C all positive (3 of 3); D negative (0 of 1): pooled 3 of 4 = 75, an average of topics would be 50.
    const pooled = satisfactionAnswers([{ A: 6, B: 5, C: 5, D: 1 }], [big, small]);
    expect(positiveShare(pooled.counts)).toBe(75);
  });

  it('leaves out other topics and the commitment topic from the satisfaction index', () => {
    const other: IndexTopic = {
      is_commitment: false,
      is_calculated_in_index: false,
      questions: [{ code: 'O' }],
    };
    const pooled = satisfactionAnswers([{ C1: 6, C2: 6, T1: 1, O: 6 }], [commitment, team, other]);
    expect(positiveShare(pooled.counts)).toBe(0);
  });

  it('counts towards k only respondents with a 1..6 answer to the items (graphs.md finer point 1)', () => {
    const pooled = engagementAnswers([{ C1: 6 }, { C1: 0, C2: 7 }, { T1: 5 }, {}], topics);
    expect(pooled.contributors).toBe(1);
    expect(indexCell(pooled, 1)).toEqual({ value: 100, warning: null });
  });

  it('gives null without a privacy warning when nobody answered the items (graphs.md finer point 7)', () => {
    const pooled = topicAnswers([{ C1: 5 }, { C1: 4 }], team);
    expect(positiveShare(pooled.counts)).toBeNull();
    expect(indexCell(pooled, 5)).toEqual({ value: null, warning: null });
  });
});
