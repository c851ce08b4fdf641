import { describe, expect, it } from 'vitest';
import { buildSurveyCube } from './build-survey-cube';
import { ATOM_RESPONDENTS, selectionOf, setAtomRespondents } from './cube-atoms';
import { type PortableFilter, populationOf } from './population';
import type { SurveyCube } from './survey-cube';
import { generatedCompany } from './test/generated-company';

/**
 * Populations are kept per cube and filters (docs/graphs.md "Caches"): asking a population again gives the same
 * members a fresh build gives, whatever came before, in whatever order its filters come, under the atom rule in force.
 */
const input = generatedCompany(1, '2025-03-01', 2_000, 12, 7);

/** The population of `filters` on a cube that has never been asked anything. */
const fresh = (filters: readonly PortableFilter[]) =>
  Array.from(populationOf(buildSurveyCube(input), filters));

function filtersOf(cube: SurveyCube, group: number, demography: number, answers: number): PortableFilter[] {
  const d = cube.demographies[demography % cube.demographies.length]!;
  return [
    { type: 'worker_group', ids: new Set([cube.workerGroups[group % cube.workerGroups.length]!.id]) },
    {
      type: 'demography',
      code: d.code,
      answerNames: new Set(d.answers.slice(0, 1 + (answers % d.answers.length)).map((a) => a.name)),
    },
  ];
}

describe('a population asked again is the population asked first (docs/graphs.md "Caches")', () => {
  it('gives the members of a fresh build, with its filters in any order', () => {
    const cube = buildSurveyCube(input);
    const filters = filtersOf(cube, 0, 1, 1);
    const first = populationOf(cube, filters);
    const again = populationOf(cube, [...filters].reverse());
    expect(again).toBe(first);
    expect(Array.from(again)).toEqual(fresh(filters));
  });

  it('gives the members of a fresh build after many other populations pushed it out of the memo', () => {
    const cube = buildSurveyCube(input);
    // every set of answer values on every item: more members than the memo holds (96 whole cubes' worth)
    const asked: PortableFilter[][] = [];
    const groups: PortableFilter[][] = [
      [],
      ...cube.workerGroups.map((g): PortableFilter[] => [{ type: 'worker_group', ids: new Set([g.id]) }]),
    ];
    for (const item of cube.items)
      for (let mask = 1; mask < 64; mask++) {
        const values = new Set([1, 2, 3, 4, 5, 6].filter((v) => mask & (1 << (v - 1))));
        for (const group of groups) asked.push([{ type: 'answer', code: item.code, values }, ...group]);
      }
    const held = asked.reduce((bytes, filters) => bytes + populationOf(cube, filters).byteLength, 0);
    expect(held).toBeGreaterThan(96 * 4 * cube.respondentCount);
    for (const filters of asked.filter((_, i) => i % 37 === 0))
      expect(Array.from(populationOf(cube, filters))).toEqual(fresh(filters));
  });

  it('never answers one cube with another cube of the same date', () => {
    const older = buildSurveyCube(generatedCompany(1, '2025-03-01', 1_500, 12, 7));
    const newer = buildSurveyCube(input);
    const filters = filtersOf(newer, 1, 0, 2);
    const a = populationOf(older, filters);
    const b = populationOf(newer, filters);
    expect(b).not.toBe(a);
    expect(Array.from(b)).toEqual(fresh(filters));
  });

  it('follows the atom rule in force: a population made under another rule is made again', () => {
    const cube = buildSurveyCube(input);
    const filters = filtersOf(cube, 0, 2, 1);
    try {
      setAtomRespondents(1);
      const withAtoms = populationOf(cube, filters);
      expect(selectionOf(withAtoms)).toBeDefined();
      setAtomRespondents(Number.POSITIVE_INFINITY);
      const without = populationOf(cube, filters);
      expect(without).not.toBe(withAtoms);
      expect(selectionOf(without)).toBeUndefined();
      expect(Array.from(without)).toEqual(Array.from(withAtoms));
    } finally {
      setAtomRespondents(ATOM_RESPONDENTS);
    }
  });
});
