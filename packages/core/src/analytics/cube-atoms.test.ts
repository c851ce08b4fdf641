import { describe, expect, it } from 'vitest';
import { buildSurveyCube } from './build-survey-cube';
import { ATOM_RESPONDENTS, cubeAtoms, groupByColumns, selectionOf, setAtomRespondents } from './cube-atoms';
import { populationOf, portableFilters } from './population';
import { generatedCompany } from './test/generated-company';

describe('atoms (docs/graphs.md "Through the API")', () => {
  it('groups respondents alike on every column, numbered in order of their first respondent', () => {
    const a = Int16Array.of(0, 1, 0, 1, 0, -1);
    const b = Int32Array.of(2, 2, 2, 3, 2, 2);
    const groups = groupByColumns([a, b], 6)!;
    expect(Array.from(groups.atomOf)).toEqual([0, 1, 0, 2, 0, 3]);
    expect(Array.from(groups.first)).toEqual([0, 1, 3, 5]);
    expect(groupByColumns([a, b], 6, 3)).toBeNull();
  });

  it('a filtered population is exactly the respondents of the atoms it records', () => {
    const cube = buildSurveyCube(generatedCompany(3, '2025-03-01', 4_000, 20, 3));
    setAtomRespondents(1);
    try {
      const atoms = cubeAtoms(cube)!;
      expect(atoms.count).toBeLessThan(cube.respondentCount);
      const demography = cube.demographies[1]!;
      const filters = portableFilters(
        [
          { type: 'worker_group', worker_group_ids: [cube.workerGroups[0]!.id] },
          {
            type: 'demography',
            demography_id: demography.id,
            demography_answer_ids: [demography.answers[0]!.id, demography.answers[2]!.id],
          },
        ],
        [cube],
      );
      const members = populationOf(cube, filters);
      const selection = selectionOf(members)!;
      const kept = new Set(selection.selected);
      const fromAtoms = Array.from(atoms.atomOf.keys()).filter((r) => kept.has(atoms.atomOf[r]!));
      expect(Array.from(members)).toEqual(fromAtoms);
      // and the same respondents a per-respondent test keeps
      const expected = Array.from(atoms.atomOf.keys()).filter(
        (r) => cube.workerGroupOf[r] === 0 && (demography.answerOf[r] === 0 || demography.answerOf[r] === 2),
      );
      expect(Array.from(members)).toEqual(expected);
      expect(members.length).toBeGreaterThan(0);
    } finally {
      setAtomRespondents(ATOM_RESPONDENTS);
    }
  });
});
