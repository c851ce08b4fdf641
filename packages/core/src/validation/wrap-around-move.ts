/** A one-step move in an ordered list: towards the start (`up`) or towards the end (`down`). */
export type MoveDirection = 'up' | 'down';

/**
 * The index an item at `index` moves to in a list of `length` items (spec 2 §4): one step up or
 * down, except that moving up from the top goes to the bottom and moving down from the bottom goes
 * to the top (wrap-around). A list of one item, or an index outside the list, stays put.
 */
export function wrapAroundTarget(index: number, length: number, direction: MoveDirection): number {
  if (length < 2 || index < 0 || index >= length) return index;
  if (direction === 'up') return index === 0 ? length - 1 : index - 1;
  return index === length - 1 ? 0 : index + 1;
}

/**
 * A new list with the item at `index` moved one step with wrap-around (spec 2 §4): the first item
 * moved up ends up last, the last moved down ends up first, any other swaps with its neighbour.
 * The input is not changed.
 * @example moveWrapped([1, 2, 3], 0, 'up') // [2, 3, 1]
 */
export function moveWrapped<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = wrapAroundTarget(index, items.length, direction);
  const moved = [...items];
  if (target === index) return moved;
  const [item] = moved.splice(index, 1) as [T];
  moved.splice(target, 0, item);
  return moved;
}
