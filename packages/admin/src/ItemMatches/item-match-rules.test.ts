import { ApiError } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  byKind,
  candidateGroups,
  refusedSourceCode,
  showsUnder,
  summarise,
} from './item-match-rules';
import { CANDIDATES, ITEM_MATCHES } from './item-matches.fixtures';

const codes = (filter: Parameters<typeof showsUnder>[0]) =>
  ITEM_MATCHES.filter((item) => showsUnder(filter, item)).map((item) => item.source_code);

describe('item match rules', () => {
  it('counts matched items (same id, same text, confirmed), waiting suggestions and new ones (new, separated)', () => {
    expect(summarise(ITEM_MATCHES)).toEqual({
      matched: 4,
      suggested: 2,
      fresh: 3,
      byFilter: { all: 9, suggested: 2, new: 3, decided: 2 },
    });
    expect(summarise([]).byFilter.all).toBe(0);
  });

  it('filters: suggestions, new and separated items, items with a decision', () => {
    expect(codes('suggested')).toEqual(['510001:610003', '510001:610004']);
    expect(codes('new')).toEqual(['510001:610006', '510001:610007', '510003']);
    expect(codes('decided')).toEqual(['510001:610005', '510001:610006']);
  });

  it('groups by kind, statements first, leaving out an empty kind', () => {
    expect(byKind(ITEM_MATCHES).map((group) => [group.kind, group.items.length])).toEqual([
      ['statement', 7],
      ['question', 2],
    ]);
    expect(byKind(ITEM_MATCHES.filter((item) => item.kind === 'question')).map((g) => g.kind)).toEqual([
      'question',
    ]);
  });

  it('"accept all" accepts exactly the waiting suggestions', () => {
    expect(acceptAll(ITEM_MATCHES)).toEqual([
      { source_code: '510001:610003', action: 'accept' },
      { source_code: '510001:610004', action: 'accept' },
    ]);
  });

  it('candidates are grouped by survey date; one continued by another item is noted, disabled when by decision', () => {
    const item = ITEM_MATCHES.find((i) => i.source_code === '510003');
    if (!item) throw new Error('fixture');
    const groups = candidateGroups(CANDIDATES, ITEM_MATCHES, item, 'hu', 'taken');
    expect(groups.map((g) => [g.label, g.options.length])).toEqual([
      ['2024. szeptember', 6],
      ['2024. március', 2],
    ]);
    const [september] = groups;
    expect(september?.options[0]).toMatchObject({
      value: '420002:440001',
      description: 'taken',
      disabled: false,
    });
    expect(september?.options[3]).toMatchObject({ value: '420030:440005', disabled: true });
    expect(september?.options[4]).toEqual({
      value: '420040:440006',
      label: 'A csapatomban segítjük egymást.',
    });
  });

  it('a refusal names its decision by the field path; other failures name none', () => {
    const decisions = [
      { source_code: 'a', action: 'accept' },
      { source_code: 'b', action: 'match', stable_code: 'x' },
    ] as const;
    const refusal = (path: unknown) =>
      new ApiError('item-match-invalid', 400, { fields: [{ path, message: 'm' }] });
    expect(refusedSourceCode(refusal('decisions.1.stable_code'), decisions)).toBe('b');
    expect(refusedSourceCode(refusal('decisions.0'), decisions)).toBe('a');
    expect(refusedSourceCode(refusal('decisions.7.action'), decisions)).toBeNull();
    expect(refusedSourceCode(refusal(3), decisions)).toBeNull();
    expect(refusedSourceCode(new ApiError('item-match-invalid', 400), decisions)).toBeNull();
    expect(refusedSourceCode(new ApiError('internal', 500), decisions)).toBeNull();
    expect(refusedSourceCode(new Error('x'), decisions)).toBeNull();
  });
});
