import { describe, expect, it } from 'vitest';
import { moveWrapped, wrapAroundTarget } from './wrap-around-move';

describe('wrap-around reorder (spec 2 §4)', () => {
  it.each([
    // [list, index, direction, expected]
    [['a', 'b', 'c', 'd'], 1, 'up', ['b', 'a', 'c', 'd']],
    [['a', 'b', 'c', 'd'], 1, 'down', ['a', 'c', 'b', 'd']],
    [['a', 'b', 'c', 'd'], 0, 'up', ['b', 'c', 'd', 'a']],
    [['a', 'b', 'c', 'd'], 3, 'down', ['d', 'a', 'b', 'c']],
    [['a', 'b', 'c', 'd'], 3, 'up', ['a', 'b', 'd', 'c']],
    [['a', 'b', 'c', 'd'], 0, 'down', ['b', 'a', 'c', 'd']],
    [['a', 'b'], 0, 'up', ['b', 'a']],
    [['a', 'b'], 1, 'down', ['b', 'a']],
  ] as const)('spec 2 §4: %j moving index %i %s gives %j', (list, index, direction, expected) => {
    expect(moveWrapped(list, index, direction)).toEqual(expected);
  });

  it('spec 2 §4: moving up from the top sends the item to the end; down from the bottom to the start', () => {
    expect(wrapAroundTarget(0, 5, 'up')).toBe(4);
    expect(wrapAroundTarget(4, 5, 'down')).toBe(0);
    expect(wrapAroundTarget(2, 5, 'up')).toBe(1);
    expect(wrapAroundTarget(2, 5, 'down')).toBe(3);
  });

  it('a single item, an empty list or an index outside the list stays as it is', () => {
    expect(moveWrapped(['a'], 0, 'up')).toEqual(['a']);
    expect(moveWrapped([], 0, 'down')).toEqual([]);
    expect(moveWrapped(['a', 'b'], 5, 'up')).toEqual(['a', 'b']);
    expect(wrapAroundTarget(-1, 3, 'down')).toBe(-1);
  });

  it('returns a new list and leaves the input unchanged, so the new order can be sent as is', () => {
    const ids = [11, 12, 13];
    const moved = moveWrapped(ids, 2, 'down');
    expect(moved).toEqual([13, 11, 12]);
    expect(ids).toEqual([11, 12, 13]);
    expect(moved).not.toBe(ids);
  });

  it('spec 2 §4: moving one item down as many times as the list is long brings back the start order', () => {
    let list = [1, 2, 3, 4, 5];
    let index = 2;
    const seen: number[][] = [];
    for (let step = 0; step < list.length; step++) {
      list = moveWrapped(list, index, 'down');
      index = wrapAroundTarget(index, list.length, 'down');
      seen.push(list);
    }
    expect(seen[2]).toEqual([3, 1, 2, 4, 5]);
    expect(list).toEqual([1, 2, 3, 4, 5]);
    expect(index).toBe(2);
  });
});
