import { describe, expect, it } from 'vitest';
import { MIN_GROUP_SIZE, resolveMinGroupSize } from './min-group-size';
import { populationWarning } from './population-warning';
import { privacyGate } from './privacy-gate';
import { asCount } from './units';

describe('minimum group size k (graphs.md "Privacy")', () => {
  it.each([
    [undefined, undefined, 5],
    [null, undefined, 5],
    [7, undefined, 7],
    [1, undefined, 3],
    [3, undefined, 3],
    [10, undefined, 10],
    [50, undefined, 10],
    [6.9, undefined, 6],
    [Number.NaN, undefined, 5],
    [undefined, 8, 8],
    [undefined, 2, 3],
    [undefined, Number.NaN, MIN_GROUP_SIZE.default],
  ])('account %s, server default %s → k = %i', (account, server, expected) => {
    expect(resolveMinGroupSize(account, server)).toBe(expected);
  });
});

describe('withholding values from fewer than k (graphs.md "Privacy", finer points 1 and 7)', () => {
  it.each([
    [0, 5, null, null],
    [1, 5, null, 'graph-warning-privacy'],
    [4, 5, null, 'graph-warning-privacy'],
    [5, 5, 42, null],
    [9, 5, 42, null],
    [2, 3, null, 'graph-warning-privacy'],
    [3, 3, 42, null],
  ])('%i contributors at k = %i → value %s, warning %s', (contributors, k, value, warning) => {
    expect(privacyGate(42, asCount(contributors), k)).toEqual({ value, warning });
  });

  it.each([
    [0, 5, 'graph-warning-no-data'],
    [1, 5, 'graph-warning-too-few-respondents'],
    [4, 5, 'graph-warning-too-few-respondents'],
    [5, 5, null],
    [120, 10, null],
  ])('a population of %i at k = %i warns %s', (population, k, warning) => {
    expect(populationWarning(asCount(population), k)).toBe(warning);
  });
});
