import { describe, expect, it } from 'vitest';
import { readScopeCell, type ScopeDimensions, scopeKey } from './scope-syntax';

// the demo tenant's names (apps/server/src/demo): two worker groups, the sites and the departments
const DIMENSIONS: ScopeDimensions = {
  workerGroups: [
    { id: 1, name: 'Irodai munkatársak', code: 'irodai-munkatarsak' },
    { id: 2, name: 'Termelési munkatársak', code: 'termelesi-munkatarsak' },
  ],
  demographies: [
    { code: 'telephely', names: ['Telephely'], answers: ['Győr', 'Szeged', 'Pécs'] },
    { code: 'szervezeti-egyseg', names: ['Szervezeti egység', 'Egység'], answers: ['Gyártás', 'Pénzügy'] },
    { code: 'kor', names: ['Életkor'], answers: ['30 év alatt'] },
  ],
};
const site = (...answers: string[]) => ({ code: 'telephely', answers });

describe('a scope cell as an admin writes it (docs/api.md "Scope import")', () => {
  it.each([
    ['Telephely: Szeged, Pécs', { worker_group_ids: [], demographies: [site('Szeged', 'Pécs')] }],
    ['telephely: szeged, PECS', { worker_group_ids: [], demographies: [site('Szeged', 'Pécs')] }],
    ['  TELEPHELY :  Győr ;', { worker_group_ids: [], demographies: [site('Győr')] }],
    ['munkavállalói csoport: Irodai munkatársak', { worker_group_ids: [1], demographies: [] }],
    [
      'Worker groups: termelesi-munkatarsak, irodai munkatarsak',
      { worker_group_ids: [2, 1], demographies: [] },
    ],
    [
      'csoport: Irodai munkatársak; Egység: Pénzügy',
      { worker_group_ids: [1], demographies: [{ code: 'szervezeti-egyseg', answers: ['Pénzügy'] }] },
    ],
    [
      'szervezeti-egyseg: gyartas, Gyártás',
      { worker_group_ids: [], demographies: [{ code: 'szervezeti-egyseg', answers: ['Gyártás'] }] },
    ],
  ])('%s', (cell, scope) => {
    expect(readScopeCell(cell, DIMENSIONS)).toEqual({ ok: true, scope });
  });

  it('an empty cell, or one of only separators, removes the scope', () => {
    for (const cell of ['', '   ', ';', ' ; \n '])
      expect(readScopeCell(cell, DIMENSIONS)).toEqual({ ok: true, scope: null });
  });

  it.each([
    ['Szeged', { code: 'scope-syntax', value: 'Szeged' }],
    ['Telephely:', { code: 'scope-syntax', value: 'Telephely:' }],
    [': Szeged', { code: 'scope-syntax', value: ': Szeged' }],
    ['Régió: Észak', { code: 'scope-unknown-dimension', value: 'Régió' }],
    ['Telephely: Budapest', { code: 'scope-unknown-value', value: 'Budapest' }],
    ['worker group: Vezetők', { code: 'scope-unknown-value', value: 'Vezetők' }],
    ['Telephely: Győr; telephely: Pécs', { code: 'scope-repeated-dimension', value: 'telephely' }],
    [
      'csoport: Irodai munkatársak; group: Termelési munkatársak',
      { code: 'scope-repeated-dimension', value: 'group' },
    ],
    [
      'csoport: Irodai munkatársak; Telephely: Győr; Életkor: 30 év alatt',
      { code: 'scope-too-many-dimensions' },
    ],
  ])('%s is refused', (cell, refusal) => {
    expect(readScopeCell(cell, DIMENSIONS)).toEqual({ ok: false, ...refusal });
  });

  it('two scopes that keep the same people have one key, whatever order they were written in', () => {
    const a = readScopeCell(
      'Telephely: Pécs, Szeged; csoport: Termelési munkatársak, Irodai munkatársak',
      DIMENSIONS,
    );
    const b = readScopeCell(
      'munkavállalói csoport: irodai munkatársak, termelési munkatársak; telephely: szeged, pécs',
      DIMENSIONS,
    );
    if (!a.ok || !b.ok) throw new Error('both scopes are valid');
    expect(scopeKey(a.scope)).toBe(scopeKey(b.scope));
    expect(scopeKey(a.scope)).not.toBe(
      scopeKey({ worker_group_ids: [1], demographies: [site('Pécs', 'Szeged')] }),
    );
  });
});
