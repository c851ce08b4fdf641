import { describe, expect, it } from 'vitest';
import { suppressCells } from './secondary-suppression';

describe('secondary suppression (docs/graphs.md "Secondary suppression"; docs/privacy.md "Rule 7")', () => {
  it('withholds 1..k-1, never 0 contributors (graphs.md "Privacy", finer point 7)', () => {
    expect(Array.from(suppressCells([0, 1, 4, 5], [], 5))).toEqual([0, 1, 1, 0]);
  });

  it('cells withheld by the privacy pattern count as withheld parts and get a second one (docs/privacy.md)', () => {
    // part 2 (8) is forced; alone it would be the total minus the others, so the smallest other (10) goes too
    expect(Array.from(suppressCells([30, 12, 8, 10], [{ total: 0, parts: [1, 2, 3] }], 5, [2]))).toEqual([
      0, 0, 1, 1,
    ]);
  });

  it('one withheld part of a visible total: the next smallest visible part goes too', () => {
    // total 30 = 3 + 12 + 8 + 7 → parts 3 (primary) and 7 (smallest visible)
    expect(Array.from(suppressCells([30, 3, 12, 8, 7], [{ total: 0, parts: [1, 2, 3, 4] }], 5))).toEqual([
      0, 1, 0, 0, 1,
    ]);
  });

  it('withheld parts that pool fewer than k take the next smallest part too; an empty part is no cover', () => {
    // 2 + 2 = 4 < 5: the visible total minus the 6 would be a group of 4
    expect(Array.from(suppressCells([10, 2, 2, 6], [{ total: 0, parts: [1, 2, 3] }], 5))).toEqual([
      0, 1, 1, 1,
    ]);
    // 3 + 3 = 6 ≥ 5: nothing more
    expect(Array.from(suppressCells([16, 3, 3, 10], [{ total: 0, parts: [1, 2, 3] }], 5))).toEqual([
      0, 1, 1, 0,
    ]);
    expect(Array.from(suppressCells([8, 3, 0, 5], [{ total: 0, parts: [1, 2, 3] }], 5))).toEqual([
      0, 1, 0, 1,
    ]);
  });

  it('a lone nonempty part that is withheld takes the total with it', () => {
    expect(
      Array.from(
        suppressCells(
          [6, 0, 6, 2],
          [
            { total: 0, parts: [1, 3] },
            { total: 2, parts: [3] },
          ],
          5,
        ),
      ),
    ).toEqual([1, 0, 1, 1]);
  });

  it('a total withheld by suppression is not left as the sum of visible parts (hierarchies)', () => {
    // total 0 = groups 1 (3, primary) and 2 (10); group 2 = units 3 (5) and 4 (5)
    const relations = [
      { total: 0, parts: [1, 2] },
      { total: 2, parts: [3, 4] },
    ];
    expect(Array.from(suppressCells([13, 3, 10, 5, 5], relations, 5))).toEqual([0, 1, 1, 1, 0]);
  });

  it('finer relations are settled first, so a hierarchy withholds within the smallest group', () => {
    // total 9 = units 4, 2, 3; worker group A (6) = units 4 + 2: unit 2 withholds unit 4, not the 3 of group B
    const relations = [
      { total: 0, parts: [1, 2, 3] },
      { total: 4, parts: [1, 2] },
      { total: 5, parts: [3] },
      { total: 0, parts: [4, 5] },
    ];
    expect(Array.from(suppressCells([9, 4, 2, 3, 6, 3], relations, 3))).toEqual([0, 1, 1, 0, 0, 0]);
  });
});
