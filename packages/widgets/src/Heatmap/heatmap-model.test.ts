import { describe, expect, it } from 'vitest';
import { heatmapData } from './heatmap-fixtures';
import { heatmapModel, nextSort, signedDifference, sortedGroups } from './heatmap-model';

describe('the heatmap model (docs/graphs.md "Heatmap")', () => {
  const model = heatmapModel(heatmapData);

  it('the first series is the company; every cell is compared with the company in its column', () => {
    expect(model.company?.name).toBe('Total');
    expect(model.groups.map((g) => g.name)).toEqual(['Sales', 'Finance', 'IT', 'Logistics']);
    expect(model.groups[0]!.cells.map((c) => c.difference)).toEqual([7, 8, 9, 7, 5]);
  });

  it('a withheld cell has no difference and stays marked withheld', () => {
    const finance = model.groups[1]!;
    expect(finance.cells[2]).toEqual({ value: null, difference: null, withheld: true, reason: null });
  });

  it('sorting keeps empty cells last in both directions, ties in the answers’ order', () => {
    const down = sortedGroups(model.groups, { column: 0, direction: 'descending' }).map((g) => g.name);
    const up = sortedGroups(model.groups, { column: 0, direction: 'ascending' }).map((g) => g.name);
    expect(down).toEqual(['Sales', 'IT', 'Finance', 'Logistics']);
    expect(up).toEqual(['Finance', 'IT', 'Sales', 'Logistics']);
  });

  it('a header click sorts descending, then ascending, then back to the answers’ order', () => {
    const first = nextSort(null, 2);
    expect(first).toEqual({ column: 2, direction: 'descending' });
    const second = nextSort(first, 2);
    expect(second).toEqual({ column: 2, direction: 'ascending' });
    expect(nextSort(second, 2)).toBeNull();
    expect(nextSort(second, 0)).toEqual({ column: 0, direction: 'descending' });
  });

  it('differences are written signed, with a real minus sign', () => {
    expect([signedDifference(7), signedDifference(-12), signedDifference(0)]).toEqual(['+7', '−12', '0']);
  });
});
